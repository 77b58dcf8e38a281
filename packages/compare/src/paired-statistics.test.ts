import { describe, expect, it } from 'vitest';
import {
  meanChange,
  median,
  midRanks,
  signedRankCounts,
  summariseMeasure,
  wilcoxonSignedRank,
} from './paired-statistics.ts';

/** Two-sided p by enumerating every sign assignment of the given ranks (the definition). */
function bruteForceP(changes: number[]): number {
  const nonZero = changes.filter((value) => value !== 0);
  const { ranks } = midRanks(nonZero.map(Math.abs));
  const observed = ranks.reduce((total, rank, index) => total + ((nonZero[index] ?? 0) > 0 ? rank : 0), 0);
  let lower = 0;
  let upper = 0;
  const all = 2 ** ranks.length;
  for (let mask = 0; mask < all; mask++) {
    let positive = 0;
    ranks.forEach((rank, index) => {
      if (mask & (1 << index)) positive += rank;
    });
    if (positive <= observed + 1e-9) lower++;
    if (positive >= observed - 1e-9) upper++;
  }
  return Math.min(1, (2 * Math.min(lower, upper)) / all);
}

describe('the Wilcoxon signed-rank test', () => {
  it('gives the exact p-value of the Hollander & Wolfe depression example (R: V = 40, p = 0.03906)', () => {
    const x = [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3];
    const y = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29];
    const result = wilcoxonSignedRank(x.map((value, index) => value - (y[index] ?? 0)));
    expect(result).toMatchObject({ n: 9, zeros: 0, ties: false, statistic: 40, method: 'exact' });
    expect(result.pValue).toBeCloseTo(0.0390625, 10);
  });

  it("gives the exact p-value of Darwin's plant heights (Cureton 1967: V = 96, p = 0.04126)", () => {
    const result = wilcoxonSignedRank([6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75]);
    expect(result.statistic).toBe(96);
    expect(result.method).toBe('exact');
    expect(result.pValue).toBeCloseTo(0.04126, 5);
  });

  it('gives the smallest possible p for five changes all in one direction, 2/32 = 0.0625', () => {
    expect(wilcoxonSignedRank([1, 2, 3, 4, 5]).pValue).toBe(0.0625);
    expect(wilcoxonSignedRank([-1, -2, -3, -4, -5])).toMatchObject({ statistic: 0, pValue: 0.0625 });
  });

  it('drops zero changes before ranking and says how many', () => {
    const result = wilcoxonSignedRank([0, 0, 1, 2, 3, 4, 5]);
    expect(result).toMatchObject({ n: 5, zeros: 2, pValue: 0.0625, method: 'exact' });
  });

  it('has no p-value when every change is zero', () => {
    expect(wilcoxonSignedRank([0, 0, 0])).toMatchObject({ n: 0, zeros: 3, pValue: null, method: null });
    expect(wilcoxonSignedRank([])).toMatchObject({ n: 0, pValue: null });
  });

  it('is exact with tied changes: the p-value of every sign assignment of the mid-ranks', () => {
    const changes = [1, 1, 2, 3, -1, 0, 4];
    const result = wilcoxonSignedRank(changes);
    expect(result).toMatchObject({ n: 6, zeros: 1, ties: true, statistic: 19, method: 'exact-ties' });
    // Ranks 2, 2, 2, 4, 5, 6: W− = 2 is reached by {} and each of the three 2s: 2 × 4/64.
    expect(result.pValue).toBe(0.125);
    for (const sample of [
      [3, 3, -3, 5, 5, 1, -2, 8],
      [10, -10, 10, 4, 4, 4, -1, 2, 2, 7, 9, -6],
      [1, 1, 1, 1, 1, -1],
    ]) {
      expect(wilcoxonSignedRank(sample).pValue).toBeCloseTo(bruteForceP(sample), 12);
    }
  });

  it('counts of sign assignments agree with the no-ties exact distribution of stdlib', () => {
    const changes = [4, -1, 7, 2, 9, -3, 5, 8];
    const exact = wilcoxonSignedRank(changes);
    expect(exact.method).toBe('exact');
    expect(exact.pValue).toBeCloseTo(bruteForceP(changes), 12);
    const counts = signedRankCounts([2, 4, 6, 8]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(16);
  });

  it('uses the normal approximation from 50 changes on, as SciPy (tie-corrected, continuity-corrected)', () => {
    const changes = Array.from({ length: 60 }, (_value, index) => ((index * 7) % 23) - 8);
    const result = wilcoxonSignedRank(changes);
    expect(result).toMatchObject({ n: 57, zeros: 3, ties: true, method: 'normal', statistic: 1210.5 });
    // scipy.stats.wilcoxon(d, method='approx', correction=True) → p = 0.0022936757641480354
    expect(result.pValue).toBeCloseTo(0.0022936757641480354, 10);
  });
});

describe('the mean change and its 95 % confidence interval', () => {
  it('uses Student t with n − 1 degrees of freedom', () => {
    const result = meanChange([1, 2, 3, 4, 5]);
    expect(result.mean).toBe(3);
    expect(result.sd).toBeCloseTo(1.5811388, 6);
    // t(0.975, 4) = 2.776445; half-width 2.776445 × 1.5811388 / √5 = 1.963243
    expect(result.ci95?.lower).toBeCloseTo(1.036757, 5);
    expect(result.ci95?.upper).toBeCloseTo(4.963243, 5);
  });

  it('has no interval for a single pair, and a zero-width one when every change is equal', () => {
    expect(meanChange([7])).toMatchObject({ n: 1, mean: 7, sd: null, ci95: null });
    expect(meanChange([2, 2, 2]).ci95).toEqual({ lower: 2, upper: 2 });
  });

  it('summarises a measure over the pairs', () => {
    const summary = summariseMeasure([70, 80, 75, 60], [78, 85, 75, 70]);
    expect(summary).toMatchObject({ n: 4, meanBefore: 71.25, meanAfter: 77, medianChange: 6.5 });
    expect(summary.change.mean).toBe(5.75);
    expect(summary.wilcoxon).toMatchObject({ n: 3, zeros: 1 });
    expect(median([3, 1, 2])).toBe(2);
    expect(() => summariseMeasure([1], [])).toThrow(RangeError);
  });
});
