import { describe, expect, it } from 'vitest';
import { progressLine } from './analyze-corpus-command.ts';

describe('the progress line', () => {
  it('shows texts done of all, the rate of this run and the time left at that rate', () => {
    expect(progressLine({ done: 250, total: 1000, measured: 200, elapsedMs: 2000 })).toBe('250/1,000 texts (25%)  100.0 texts/s  0:08 left');
    expect(progressLine({ done: 1000, total: 1_000_000, measured: 1000, elapsedMs: 1000 })).toBe('1,000/1,000,000 texts (0%)  1000.0 texts/s  16:39 left');
    expect(progressLine({ done: 10, total: 100_000, measured: 10, elapsedMs: 1000 })).toBe('10/100,000 texts (0%)  10.0 texts/s  2:46:39 left');
  });

  it('says what it does not know yet: the total before the corpus is counted, the time before a text is done', () => {
    expect(progressLine({ done: 64, total: null, measured: 64, elapsedMs: 500 })).toBe('64/? texts  128.0 texts/s  ? left');
    expect(progressLine({ done: 0, total: 10, measured: 0, elapsedMs: 0 })).toBe('0/10 texts (0%)  0.0 texts/s  ? left');
  });
});
