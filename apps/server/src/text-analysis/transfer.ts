// Moving large bytes between the event loop and the grading threads instead of copying them: a
// 15 MB upload goes to its thread, and a long text's 45 MB reply comes back, as the same memory
// (postMessage's transfer list), so neither side holds a second copy while the other works.
import { move, transferableSymbol, valueSymbol } from 'piscina';

/**
 * The memory under `bytes`, when it may be moved: an ArrayBuffer that holds these bytes alone.
 * Node's small Buffers share one pool with others (moving it would take theirs along), and a
 * SharedArrayBuffer cannot be moved at all.
 */
export function ownMemoryOf(bytes: Uint8Array): ArrayBuffer | null {
  const { buffer } = bytes;
  if (!(buffer instanceof ArrayBuffer)) return null;
  return bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength ? buffer : null;
}

/** A thread's result with the memory to move along with it (piscina's Transferable). */
export function withMoved<T extends object>(value: T, memory: readonly (ArrayBuffer | null)[]): T {
  const moved = memory.filter((buffer): buffer is ArrayBuffer => buffer !== null);
  if (moved.length === 0) return value;
  return move({ [transferableSymbol]: moved, [valueSymbol]: value }) as T;
}
