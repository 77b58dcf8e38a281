import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { transferableSymbol, valueSymbol } from 'piscina';
import { describe, expect, it } from 'vitest';
import { ownMemoryOf, withMoved } from './transfer.ts';

describe('moving bytes between threads', () => {
  it('moves only memory that holds the bytes alone', () => {
    const large = Buffer.alloc(64 * 1024, 1);
    expect(ownMemoryOf(large)).toBe(large.buffer);
    // Small Buffers share Node's pool; a part of a buffer or shared memory is never moved.
    expect(ownMemoryOf(Buffer.from('a small reply'))).toBeNull();
    expect(ownMemoryOf(large.subarray(1))).toBeNull();
    expect(ownMemoryOf(new Uint8Array(new SharedArrayBuffer(16)))).toBeNull();
  });

  it('gives piscina a result with the memory to move, and leaves one without as it is', () => {
    const reply = new TextEncoder().encode('{"score":90}');
    const result = { ok: true, value: { reply } };
    const moved = withMoved(result, [ownMemoryOf(reply), null]) as unknown as Record<symbol, unknown>;
    expect(moved[valueSymbol]).toBe(result);
    expect(moved[transferableSymbol]).toEqual([reply.buffer]);
    expect(withMoved(result, [null])).toBe(result);
  });

  it('leaves the sender without the memory once posted', () => {
    const bytes = Buffer.alloc(64 * 1024, 7);
    const { port1, port2 } = new MessageChannel();
    const memory = ownMemoryOf(bytes);
    port1.postMessage(bytes, memory ? [memory] : []);
    const received = receiveMessageOnPort(port2)?.message as Uint8Array;
    expect(received.byteLength).toBe(64 * 1024);
    expect(bytes.byteLength).toBe(0);
    port1.close();
  });
});
