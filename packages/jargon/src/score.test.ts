import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandCounts, isPraisedScore, percentagesOf, PRAISED_SCORE_ABOVE, roundedPercent, scoreMessage, scoreOf } from './score.ts';

describe('score (packages/jargon/README.md): 100 − round(100 × (0.5 × mid + rare) / total)', () => {
  it.each([
    [0, 0, 0, 100],
    [10, 0, 0, 100],
    [10, 10, 0, 50],
    [10, 0, 10, 0],
    [10, 2, 1, 80],
    [120, 12, 2, 93],
    // 100 × (6 + 3) / 120 = 7.5
    [120, 12, 3, 92],
    [3, 1, 0, 83],
    // 100 × 0.5 / 4 = 12.5: the half rounds the penalty up
    [4, 1, 0, 87],
  ])('total %i, mid %i, rare %i → %i', (total, mid, rare, score) => {
    expect(scoreOf({ total, mid, rare })).toBe(score);
  });

  it('stays a whole number within 0–100 for any counts', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(1_000_000), (a, b, c) => {
        const [mid, rare, common] = [a, b, c];
        const score = scoreOf({ total: mid + rare + common, mid, rare });
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
      }),
    );
  });
});

describe('percentages (whole numbers of the cleaned word count)', () => {
  it('rounds each band on its own, halves up', () => {
    expect(percentagesOf(bandCounts(6, 2, 1))).toEqual({ common: 50, mid: 33, rare: 17 });
    expect(percentagesOf(bandCounts(8, 1, 0))).toEqual({ common: 88, mid: 13, rare: 0 });
    expect(roundedPercent(1, 200)).toBe(1);
    expect(roundedPercent(0, 0)).toBe(0);
  });

  it('common is total − mid − rare', () => {
    expect(bandCounts(10, 3, 2)).toEqual({ total: 10, common: 5, mid: 3, rare: 2 });
  });
});

describe('scoreMessage', () => {
  it.each([
    [100, 'Nicely done!'],
    [91, 'Nicely done!'],
    [90, 'Try to get it higher in the next round.'],
    [0, 'Try to get it higher in the next round.'],
  ])('%i → %s', (score, message) => expect(scoreMessage(score)).toBe(message));
});

describe('isPraisedScore', () => {
  it('praises a score above PRAISED_SCORE_ABOVE and not the score itself', () => {
    expect(isPraisedScore(PRAISED_SCORE_ABOVE)).toBe(false);
    expect(isPraisedScore(PRAISED_SCORE_ABOVE + 1)).toBe(true);
    expect(scoreMessage(PRAISED_SCORE_ABOVE + 1)).toBe('Nicely done!');
  });
});
