import { describe, expect, it } from 'vitest';
import { hardThreshold, readerAgreement, type CheckedWord } from './reader-agreement.ts';

const w = (form: string, band: CheckedWord['band'] = 'common'): CheckedWord => ({ form, band });

// "the epigenetic clock ticks the epigenetic way": epigenetic rare (twice), clock mid, ticks rare.
const words = [w('the'), w('epigenetic', 'rare'), w('clock', 'mid'), w('ticks', 'rare'), w('the'), w('epigenetic', 'rare'), w('way')];

describe('hardThreshold', () => {
  it('is a fifth of the readers rounded up, and at least one reader', () => {
    expect(hardThreshold(0)).toBe(1);
    expect(hardThreshold(1)).toBe(1);
    expect(hardThreshold(5)).toBe(1);
    expect(hardThreshold(6)).toBe(2);
    expect(hardThreshold(10)).toBe(2);
    expect(hardThreshold(11)).toBe(3);
  });
});

describe('readerAgreement', () => {
  it('counts marks per position and readers per form, a form marked twice by one reader once', () => {
    const result = readerAgreement(words, [[1, 5], [5], [6]]);
    expect(result.marksPerWord).toEqual([0, 1, 0, 0, 0, 2, 1]);
    expect(result.readersPerForm.get('epigenetic')).toBe(2);
    expect(result.readersPerForm.get('way')).toBe(1);
  });

  it('gives precision over the rare forms and recall over the forms a fifth of readers marked', () => {
    // 6 readers: threshold 2. epigenetic marked by 3 (hard, rare), way by 2 (hard, common),
    // clock by 1 (not hard), ticks by none (rare, not hard).
    const marks = [[1], [5], [1, 6], [6], [2], []];
    const { agreement } = readerAgreement(words, marks);
    expect(agreement).toEqual({ readers: 6, threshold: 2, rare: 2, hard: 2, both: 1, precision: 0.5, recall: 0.5 });
  });

  it('agrees fully when readers mark exactly the rare words', () => {
    const { agreement } = readerAgreement(words, [[1, 3], [3, 5]]);
    expect(agreement.precision).toBe(1);
    expect(agreement.recall).toBe(1);
  });

  it('has no precision without readers and no recall when nobody marked anything', () => {
    expect(readerAgreement(words, []).agreement).toMatchObject({ readers: 0, precision: null, recall: null });
    expect(readerAgreement(words, [[], []]).agreement).toMatchObject({ readers: 2, precision: 0, recall: null });
    expect(readerAgreement([w('plain')], [[0]]).agreement).toMatchObject({ rare: 0, precision: null, recall: 0 });
  });

  it('lists common words readers marked, most marked first, and rare words nobody marked', () => {
    const result = readerAgreement(words, [[0, 6], [6], [2]]);
    expect(result.markedCommon).toEqual([
      { form: 'way', readers: 2 },
      { form: 'the', readers: 1 },
    ]);
    // clock is mid-frequency: neither list. Both rare forms unmarked, in order of appearance.
    expect(result.rareUnmarked).toEqual(['epigenetic', 'ticks']);
  });

  it('ignores positions outside the text and repeated positions', () => {
    const result = readerAgreement(words, [[1, 1, 99, -1]]);
    expect(result.marksPerWord).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(result.readersPerForm.get('epigenetic')).toBe(1);
  });
});
