// One measure's paired statistics as the API sends them (compare-api measureSummarySchema), for
// Compare's paired groups and a course's before and after alike: over the pairs whose two sides
// were both measured, with figures that have no pairs behind them as null, which JSON can carry
// and NaN cannot.
import type { MeasureSummary } from '@scicomm/shared/compare-api';
import { summariseMeasure } from './paired-statistics.ts';

const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);

export interface MeasuredPair<Figures> {
  readonly before: Figures | null;
  readonly after: Figures | null;
}

/** The statistics of the measure `valueOf` reads, over the pairs with both sides measured (a null side leaves its pair out). */
export function measureSummary<Figures>(
  pairs: readonly MeasuredPair<Figures>[],
  valueOf: (figures: Figures) => number,
): MeasureSummary {
  const measured = pairs.flatMap(({ before, after }) => (before !== null && after !== null ? [{ before, after }] : []));
  const summary = summariseMeasure(
    measured.map((pair) => valueOf(pair.before)),
    measured.map((pair) => valueOf(pair.after)),
  );
  return {
    n: summary.n,
    meanBefore: finite(summary.meanBefore),
    meanAfter: finite(summary.meanAfter),
    meanChange: finite(summary.change.mean),
    sdChange: summary.change.sd,
    ci95: summary.change.ci95,
    medianChange: finite(summary.medianChange),
    wilcoxon: summary.n === 0 ? null : { ...summary.wilcoxon },
  };
}
