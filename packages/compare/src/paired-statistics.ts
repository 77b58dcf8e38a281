// The statistics of a paired group (before and after a course, one pair per student): the mean
// change with its 95 % confidence interval (Student's t) and the Wilcoxon signed-rank test of
// the changes, two-sided. docs/compare.md explains what each figure means and when the p-value
// is exact. Distributions come from stdlib (the signed-rank CDF for the exact test without ties,
// Student's t quantile, the normal CDF); what no library offers is the exact distribution when
// some |changes| are tied, which is counted here over every assignment of signs to the ranks.
import { createRequire } from 'node:module';
import type normalCdfFunction from '@stdlib/stats-base-dists-normal-cdf';
import type signrankCdfFunction from '@stdlib/stats-base-dists-signrank-cdf';
import type tQuantileFunction from '@stdlib/stats-base-dists-t-quantile';

// The three distributions are required by the first statistics asked for, not with the module:
// they hold about 10 MB resident that a server process which never compares two groups does
// not need (docs/deployment.md "Memory").
const require = createRequire(import.meta.url);
let distributions:
  | { normalCdf: typeof normalCdfFunction; signrankCdf: typeof signrankCdfFunction; tQuantile: typeof tQuantileFunction }
  | undefined;
function stdlib() {
  distributions ??= {
    normalCdf: require('@stdlib/stats-base-dists-normal-cdf') as typeof normalCdfFunction,
    signrankCdf: require('@stdlib/stats-base-dists-signrank-cdf') as typeof signrankCdfFunction,
    tQuantile: require('@stdlib/stats-base-dists-t-quantile') as typeof tQuantileFunction,
  };
  return distributions;
}
const normalCdf = (...args: Parameters<typeof normalCdfFunction>) => stdlib().normalCdf(...args);
const signrankCdf = (...args: Parameters<typeof signrankCdfFunction>) => stdlib().signrankCdf(...args);
const tQuantile = (...args: Parameters<typeof tQuantileFunction>) => stdlib().tQuantile(...args);

/** Up to this many non-zero changes the p-value is exact (as R's wilcox.test: n < 50). */
export const EXACT_MAX_N = 49;

export type WilcoxonMethod =
  /** No ties: the exact null distribution of the signed-rank statistic. */
  | 'exact'
  /** Tied |changes| (mid-ranks): the exact distribution over all 2^n sign assignments of those ranks. */
  | 'exact-ties'
  /** n ≥ 50: normal approximation, with the tie correction of the variance and a continuity correction. */
  | 'normal';

export interface WilcoxonResult {
  /** Pairs whose change is not zero: the test's n (zero changes are dropped first). */
  readonly n: number;
  /** Pairs dropped because their change is exactly zero. */
  readonly zeros: number;
  /** Whether some non-zero |changes| are tied (they get mid-ranks). */
  readonly ties: boolean;
  /** V: the sum of the ranks of the positive changes (as R reports it). */
  readonly statistic: number;
  /** Two-sided p-value; null when every change is zero (nothing to test). */
  readonly pValue: number | null;
  readonly method: WilcoxonMethod | null;
}

export interface MeanChange {
  readonly n: number;
  readonly mean: number;
  /** Sample standard deviation of the changes (n − 1); null for fewer than two pairs. */
  readonly sd: number | null;
  /** 95 % confidence interval of the mean change (t with n − 1 degrees of freedom); null below two pairs. */
  readonly ci95: { readonly lower: number; readonly upper: number } | null;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : sum(values) / values.length;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function meanChange(changes: readonly number[], level = 0.95): MeanChange {
  const n = changes.length;
  const average = mean(changes);
  if (n < 2) return { n, mean: average, sd: null, ci95: null };
  const variance = sum(changes.map((value) => (value - average) ** 2)) / (n - 1);
  const sd = Math.sqrt(variance);
  const half = tQuantile(1 - (1 - level) / 2, n - 1) * (sd / Math.sqrt(n));
  return { n, mean: average, sd, ci95: { lower: average - half, upper: average + half } };
}

/** Mid-ranks of the values (1-based), ties sharing the mean of their ranks. */
export function midRanks(values: readonly number[]): { ranks: number[]; tieSizes: number[] } {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length).fill(0);
  const tieSizes: number[] = [];
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
    const rank = (start + end + 2) / 2;
    for (let k = start; k <= end; k++) ranks[order[k]?.index ?? 0] = rank;
    tieSizes.push(end - start + 1);
    start = end + 1;
  }
  return { ranks, tieSizes };
}

/**
 * How many of the 2^n sign assignments give each sum of positive ranks, for ranks given as
 * whole numbers (doubled mid-ranks). counts[s] is exact up to 2^53, far beyond n = 49.
 */
export function signedRankCounts(wholeRanks: readonly number[]): number[] {
  const total = sum(wholeRanks);
  let counts = new Array<number>(total + 1).fill(0);
  counts[0] = 1;
  let reach = 0;
  for (const rank of wholeRanks) {
    const next = [...counts];
    for (let s = 0; s <= reach; s++) {
      const ways = counts[s] ?? 0;
      if (ways > 0) next[s + rank] = (next[s + rank] ?? 0) + ways;
    }
    counts = next;
    reach += rank;
  }
  return counts;
}

/** Two-sided p from the lower and upper tail probabilities. */
const twoSided = (lower: number, upper: number) => Math.min(1, 2 * Math.min(lower, upper));

/**
 * The Wilcoxon signed-rank test of the changes (after − before) against "no change", two-sided.
 * Zero changes are dropped before ranking (Wilcoxon's own rule, R's and SciPy's default).
 */
export function wilcoxonSignedRank(changes: readonly number[]): WilcoxonResult {
  const nonZero = changes.filter((value) => value !== 0);
  const zeros = changes.length - nonZero.length;
  const n = nonZero.length;
  const { ranks, tieSizes } = midRanks(nonZero.map(Math.abs));
  const statistic = sum(ranks.filter((_rank, index) => (nonZero[index] ?? 0) > 0));
  const ties = tieSizes.some((size) => size > 1);
  if (n === 0) return { n, zeros, ties, statistic, pValue: null, method: null };
  if (n <= EXACT_MAX_N && !ties) {
    const lower = signrankCdf(statistic, n);
    const upper = statistic === 0 ? 1 : 1 - signrankCdf(statistic - 1, n);
    return { n, zeros, ties, statistic, pValue: twoSided(lower, upper), method: 'exact' };
  }
  if (n <= EXACT_MAX_N) {
    const doubled = ranks.map((rank) => Math.round(rank * 2));
    const counts = signedRankCounts(doubled);
    const all = 2 ** n;
    const observed = Math.round(statistic * 2);
    const lower = sum(counts.slice(0, observed + 1)) / all;
    const upper = sum(counts.slice(observed)) / all;
    return { n, zeros, ties, statistic, pValue: twoSided(lower, upper), method: 'exact-ties' };
  }
  const expected = (n * (n + 1)) / 4;
  const variance = (n * (n + 1) * (2 * n + 1)) / 24 - sum(tieSizes.map((t) => t ** 3 - t)) / 48;
  const distance = statistic - expected;
  const corrected = distance === 0 ? 0 : distance - Math.sign(distance) * 0.5;
  const z = corrected / Math.sqrt(variance);
  const lower = normalCdf(z, 0, 1);
  return { n, zeros, ties, statistic, pValue: twoSided(lower, 1 - lower), method: 'normal' };
}

export interface MeasureSummary {
  /** Pairs whose both files were graded. */
  readonly n: number;
  readonly meanBefore: number;
  readonly meanAfter: number;
  readonly change: MeanChange;
  readonly medianChange: number;
  readonly wilcoxon: WilcoxonResult;
}

/** Everything the group view shows for one measure (score, rare %, …) over the graded pairs. */
export function summariseMeasure(before: readonly number[], after: readonly number[]): MeasureSummary {
  if (before.length !== after.length) throw new RangeError('before and after must have one value per pair');
  const changes = after.map((value, index) => value - (before[index] ?? 0));
  return {
    n: changes.length,
    meanBefore: mean(before),
    meanAfter: mean(after),
    change: meanChange(changes),
    medianChange: median(changes),
    wilcoxon: wilcoxonSignedRank(changes),
  };
}
