// Log lines are gathered and handed on in batches (log-destination.ts): a full batch at once, a
// partial one after LOG_FLUSH_MS, everything at once on flushSync (what the process's exit does).
import { describe, expect, it } from 'vitest';
import { until } from '../test/until.ts';
import { BatchedLog } from './log-destination.ts';

function destination() {
  const writes: string[] = [];
  let syncFlushes = 0;
  return {
    writes,
    syncFlushes: () => syncFlushes,
    write: (batch: string) => {
      writes.push(batch);
      return true;
    },
    flushSync: () => void syncFlushes++,
  };
}

describe('batched log lines', () => {
  it('are handed on together once a batch is full, in order', () => {
    const to = destination();
    const log = new BatchedLog(to, 30, 60_000);
    log.write('line one........\n');
    expect(to.writes).toEqual([]);
    log.write('line two........\n');
    expect(to.writes).toEqual(['line one........\nline two........\n']);
    log.flushSync();
  });

  it('are handed on after the flush delay when the batch is not full', async () => {
    const to = destination();
    const log = new BatchedLog(to, 10_000, 20);
    log.write('a quiet line\n');
    await until(() => to.writes.length > 0);
    expect(to.writes).toEqual(['a quiet line\n']);
  });

  it('are all written by flushSync, the destination included', () => {
    const to = destination();
    const log = new BatchedLog(to, 10_000, 60_000);
    log.write('last words\n');
    log.flushSync();
    expect(to.writes).toEqual(['last words\n']);
    expect(to.syncFlushes()).toBe(1);
  });
});
