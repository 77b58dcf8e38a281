import { describe, expect, it } from 'vitest';
import { compareAnalyses } from './text-change.ts';

const figures = (total: number, mid: number, rare: number, score: number, rareWords: string[]) => ({
  counts: { total, common: total - mid - rare, mid, rare },
  percentages: {
    common: Math.round((100 * (total - mid - rare)) / total),
    mid: Math.round((100 * mid) / total),
    rare: Math.round((100 * rare) / total),
  },
  score,
  rareWords,
});

describe('the change between two analyses', () => {
  it('subtracts every figure and sorts the distinct rare words into removed, kept and added', () => {
    const before = figures(100, 10, 8, 87, ['epigenetic', 'methylation', 'epigenetic', 'assay']);
    const after = figures(90, 6, 3, 94, ['assay', 'genome', 'assay']);
    const { change, rareWords } = compareAnalyses(before, after);
    expect(change).toEqual({
      words: -10,
      common: -1,
      mid: -4,
      rare: -5,
      commonPercent: 8,
      midPercent: -3,
      rarePercent: -5,
      score: 7,
    });
    expect(rareWords).toEqual({ removed: ['epigenetic', 'methylation'], kept: ['assay'], added: ['genome'] });
  });
});
