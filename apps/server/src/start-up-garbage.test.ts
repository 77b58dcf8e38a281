// The collection after a large package's first use: one, a second later, however many loads
// ask for it in that second; none without --expose-gc.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATE_LOAD_COLLECTION_DELAY_MS, releaseLateLoadGarbage } from './start-up-garbage.ts';

describe('releaseLateLoadGarbage', () => {
  const original = globalThis.gc;
  afterEach(() => {
    vi.useRealTimers();
    globalThis.gc = original;
  });

  it('runs one compacting collection a second after the first call, shared by the calls in between', () => {
    vi.useFakeTimers();
    const gc = vi.fn();
    globalThis.gc = gc as unknown as typeof globalThis.gc;
    releaseLateLoadGarbage();
    releaseLateLoadGarbage();
    vi.advanceTimersByTime(LATE_LOAD_COLLECTION_DELAY_MS - 1);
    expect(gc).not.toHaveBeenCalled();
    releaseLateLoadGarbage();
    vi.advanceTimersByTime(1);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    // A later load gets its own collection.
    releaseLateLoadGarbage();
    vi.advanceTimersByTime(LATE_LOAD_COLLECTION_DELAY_MS);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('does nothing without --expose-gc', () => {
    vi.useFakeTimers();
    globalThis.gc = undefined;
    releaseLateLoadGarbage();
    expect(vi.getTimerCount()).toBe(0);
  });
});
