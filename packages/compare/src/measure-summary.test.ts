import { describe, expect, it } from 'vitest';
import { measureSummary } from './measure-summary.ts';

describe('measureSummary', () => {
  it('counts only the pairs with both sides measured', () => {
    const summary = measureSummary(
      [
        { before: { score: 1 }, after: { score: 3 } },
        { before: { score: 2 }, after: null },
        { before: { score: 4 }, after: { score: 5 } },
        { before: null, after: { score: 9 } },
      ],
      (figures) => figures.score,
    );
    expect(summary).toMatchObject({ n: 2, meanBefore: 2.5, meanAfter: 4, meanChange: 1.5, medianChange: 1.5 });
    expect(summary.wilcoxon).toMatchObject({ n: 2 });
  });

  it('sends null, not NaN, for the figures of no pairs, and no test', () => {
    expect(measureSummary([{ before: null, after: { score: 1 } }], (figures: { score: number }) => figures.score)).toEqual({
      n: 0,
      meanBefore: null,
      meanAfter: null,
      meanChange: null,
      sdChange: null,
      ci95: null,
      medianChange: null,
      wilcoxon: null,
    });
  });
});
