import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, type Analysis } from './classify.ts';
import { bandLetters } from './compact-result.ts';
import { JargonError } from './errors.ts';
import { analyzeLetters } from './letter-analysis.ts';
import { testDictionary } from './test-dictionary.ts';

const dictionary = testDictionary({
  common: ['the', 'we', 'met', 'at', 'lab', 'well', 'known', 'is', 'a', 'and', "don't", 'smith'],
  mid: ['gene', 'therapy', 'pollution', 'after-effect'],
  rare: ['epigenetics', 'x-ray'],
  names: ['gene', 'smith', 'paul'],
});

/** What analyzeLetters must give, read off the full analysis. */
function expectedOf(analysis: Analysis, rareLimit: number) {
  const firstRare = new Map<string, number>();
  analysis.cleanedWords.forEach((form, index) => {
    if (analysis.wordBands[index] !== 'rare' || firstRare.size >= rareLimit || firstRare.has(form)) return;
    firstRare.set(form, analysis.wordStarts[index] ?? -1);
  });
  return {
    period: analysis.period,
    text: analysis.text,
    bandLetters: bandLetters(analysis.wordBands),
    counts: analysis.counts,
    percentages: analysis.percentages,
    score: analysis.score,
    firstRare,
  };
}

const pieces = [
  'the', 'The', 'Gene', 'gene', 'GENE', 'Smith', 'paul', 'Paul', 'x-ray', 'X-Ray', 'after-effect', 'well-known',
  'Well-Known', 'epigenetics', 'zyxwv', 'Zyxwv', 'don’t', "lab's", 'שלום', 'café', '42', 'a@b.org', 'https://x.org',
  'pollution', 'therapy-gene', '—', '-', ',', '.', '. ', '!', '\n', ' ', '  ', '"',
];

describe('analyzeLetters: the compact reply’s analysis', () => {
  it('gives exactly the letters, figures and first rare words of analyze()', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 80 }), fc.integer({ min: 0, max: 6 }), (parts, rareLimit) => {
        const text = parts.join(' ');
        if (text.trim() === '') return;
        expect(analyzeLetters(text, dictionary, rareLimit)).toEqual(expectedOf(analyze(text, dictionary), rareLimit));
      }),
      { numRuns: 300 },
    );
  });

  it('holds over many thousands of words (letters made slice by slice)', () => {
    const words = Array.from({ length: 30_001 }, (_, index) => pieces[(index * 11) % pieces.length] ?? 'the');
    const text = words.join(' ');
    const letters = analyzeLetters(text, dictionary, 500);
    expect(letters).toEqual(expectedOf(analyze(text, dictionary), 500));
    expect(letters.counts.total).toBeGreaterThan(8192 * 2);
  });

  it('refuses a blank text as analyze() does', () => {
    expect(() => analyzeLetters(' \n ', dictionary, 5)).toThrow(JargonError);
  });
});
