import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, bandOfWord, displayTokens } from './classify.ts';
import type { Band, Dictionary } from './dictionary.ts';
import { JargonError } from './errors.ts';
import { testDictionary } from './test-dictionary.ts';
import { isCapitalised, tokenize } from './tokenizer.ts';

const dictionary = testDictionary({
  common: ['the', 'we', 'met', 'at', 'lab', 'well', 'known', 'is', 'a', 'and', 'it', 'works', 'season', "don't", 'smith', 'after', 'effect', 'of'],
  mid: ['gene', 'therapy', 'pollution', 'physiology', 'after-effect'],
  rare: ['epigenetics', 'x-ray'],
  names: ['gene', 'smith', 'jean-paul', 'paul', 'marie'],
});

const bandsOf = (text: string, of: Dictionary = dictionary): [string, Band][] => {
  const analysis = analyze(text, of);
  return analysis.cleanedWords.map((word, index) => [word, analysis.wordBands[index] ?? 'rare']);
};

describe('bands (packages/jargon/README.md)', () => {
  it('takes each word’s band from the dictionary; unknown words are rare', () => {
    expect(bandsOf('the pollution epigenetics zyxwv')).toEqual([
      ['the', 'common'],
      ['pollution', 'mid'],
      ['epigenetics', 'rare'],
      ['zyxwv', 'rare'],
    ]);
  });

  it('looks words up case-insensitively, with curly apostrophes as straight ones', () => {
    expect(bandsOf('THE Season DON’T')).toEqual([
      ['the', 'common'],
      ['season', 'common'],
      ["don't", 'common'],
    ]);
  });
});

describe('names rule (packages/jargon/README.md)', () => {
  const cases: [text: string, word: string, band: Band][] = [
    ['We met Gene Smith at the lab', 'gene', 'common'],
    ['Gene therapy works', 'gene', 'mid'],
    ['we met gene therapy', 'gene', 'mid'],
    ['It works. Gene therapy works', 'gene', 'mid'],
    ['we met GENE at the lab', 'gene', 'mid'],
    ['we met Marie at the lab', 'marie', 'common'],
    ['Marie met we', 'marie', 'rare'],
    ['we met Jean-Paul at the lab', 'jean-paul', 'common'],
    ['we met Anne-Marie at the lab', 'anne-marie', 'rare'],
    ['we met Smith-Marie at the lab', 'smith-marie', 'common'],
  ];
  it.each(cases)('in %j, %s is %s', (text, word, band) => {
    expect(bandsOf(text).find(([form]) => form === word)?.[1]).toBe(band);
  });
});

describe('hyphenated words (packages/jargon/README.md: whole first, then by parts)', () => {
  it('counts a hyphenated word once, in its whole form', () => {
    const analysis = analyze('a well-known after-effect', dictionary);
    expect(analysis.cleanedWords).toEqual(['a', 'well-known', 'after-effect']);
    expect(analysis.counts.total).toBe(3);
  });

  it('uses the whole word’s band when the dictionary has it as common or mid', () => {
    expect(bandsOf('after-effect')).toEqual([['after-effect', 'mid']]);
  });

  it('otherwise takes the worst band of its parts', () => {
    expect(bandsOf('well-known well-gene gene-epigenetics x-ray')).toEqual([
      ['well-known', 'common'],
      ['well-gene', 'mid'],
      ['gene-epigenetics', 'rare'],
      ['x-ray', 'rare'],
    ]);
  });
});

describe('analysis', () => {
  it('fills the grading result: cleaned, normal (mid) and rare words in order, repeats kept', () => {
    const analysis = analyze('The gene and the gene; epigenetics! 42 me@x.org', dictionary);
    expect(analysis.cleanedWords).toEqual(['the', 'gene', 'and', 'the', 'gene', 'epigenetics']);
    expect(analysis.normalWords).toEqual(['gene', 'gene']);
    expect(analysis.rareWords).toEqual(['epigenetics']);
    expect(analysis.counts).toEqual({ total: 6, common: 3, mid: 2, rare: 1 });
    expect(analysis.percentages).toEqual({ common: 50, mid: 33, rare: 17 });
    // 100 − round(100 × (0.5 × 2 + 1) / 6) = 100 − round(33.3) = 67
    expect(analysis.score).toBe(67);
    expect(analysis.period).toBe('English2021_2024');
  });

  it('scores 100 when no word is counted', () => {
    const analysis = analyze('2024 — 3.5%', dictionary);
    expect(analysis.counts.total).toBe(0);
    expect(analysis.score).toBe(100);
    expect(analysis.percentages).toEqual({ common: 0, mid: 0, rare: 0 });
  });

  it.each(['', '   ', '\n\t\u00a0'])('refuses blank text %j with "Article is empty."', (text) => {
    expect(() => analyze(text, dictionary)).toThrowError(new JargonError('EMPTY_TEXT', 'Article is empty.'));
    try {
      analyze(text, dictionary);
    } catch (error) {
      expect((error as JargonError).code).toBe('EMPTY_TEXT');
    }
  });

  it('gives display tokens that cover the text, with a band for each word', () => {
    const text = "We met Gene Smith's lab:\nsee example.com, 42 times.";
    const tokens = displayTokens(analyze(text, dictionary));
    expect(tokens.map((token) => token.text).join('')).toBe(text);
    expect(tokens.filter((token) => token.band !== null).map((token) => [token.text, token.band])).toEqual([
      ['We', 'common'],
      ['met', 'common'],
      ['Gene', 'common'],
      ["Smith's", 'common'],
      ['lab', 'common'],
      ['see', 'rare'],
      ['times', 'rare'],
    ]);
  });

  it('bandOfWord applies the name and hyphen rules to a single word', () => {
    expect(bandOfWord('Gene', dictionary)).toBe('common');
    expect(bandOfWord('gene', dictionary)).toBe('mid');
    expect(bandOfWord('well-known', dictionary)).toBe('common');
  });
});

describe('properties', () => {
  const vocabulary = ['the', 'Gene', 'gene', 'GENE', 'Smith', "don't", 'don’t', 'well-known', 'after-effect', 'epigenetics', 'Jean-Paul', 'x-ray', 'Zürich', 'שלום', "Smith's", 'zyx'];
  const separators = [' ', '  ', '. ', ', ', '! ', '\n', ' 42 ', ' me@x.org ', ' example.com ', '? "', ' - ', '—'];
  const texts = fc
    .array(fc.tuple(fc.constantFrom(...vocabulary), fc.constantFrom(...separators)), { minLength: 1, maxLength: 40 })
    .map((pieces) => pieces.map(([word, separator]) => word + separator).join(''));

  // A plain, string-based statement of the rules, to check the fast hashed path against.
  const referenceBand = (written: string, form: string, sentenceStart: boolean, parts: readonly string[]): Band => {
    const order: Band[] = ['common', 'mid', 'rare'];
    const isName = (w: string, f: string, start: boolean): boolean => dictionary.isName(f) && isCapitalised(w) && !start;
    if (isName(written, form, sentenceStart)) return 'common';
    const whole = dictionary.bandOfForm(form);
    if (whole !== 'rare' || parts.length < 2) return whole;
    const writtenParts = written.split(/[-‐‑]/u);
    let worst = 0;
    parts.forEach((part, index) => {
      const band = isName(writtenParts[index] ?? part, part, index === 0 && sentenceStart) ? 'common' : dictionary.bandOfForm(part);
      worst = Math.max(worst, order.indexOf(band));
    });
    return order[worst] ?? 'rare';
  };

  it('the classifier agrees with a plain statement of the rules', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const words = tokenize(text).filter((token) => token.form !== null);
        const expected = words.map((token) => referenceBand(token.text.replace(/['’]s$/iu, ''), token.form ?? '', token.sentenceStart, token.parts));
        expect(analyze(text, dictionary).wordBands).toEqual(expected);
      }),
    );
  });

  it('counts add up, percentages are whole numbers and the score stays within 0–100', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const { counts, percentages, score, cleanedWords, normalWords, rareWords } = analyze(text, dictionary);
        expect(counts.total).toBe(cleanedWords.length);
        expect(counts.mid).toBe(normalWords.length);
        expect(counts.rare).toBe(rareWords.length);
        expect(counts.common + counts.mid + counts.rare).toBe(counts.total);
        for (const value of Object.values(percentages)) expect(Number.isInteger(value)).toBe(true);
        const sum = percentages.common + percentages.mid + percentages.rare;
        expect(sum).toBeGreaterThanOrEqual(99);
        expect(sum).toBeLessThanOrEqual(101);
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
      }),
    );
  });

  it('never throws on arbitrary Unicode text other than blank text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        if (text.trim() === '') {
          expect(() => analyze(text, dictionary)).toThrow('Article is empty.');
          return;
        }
        const analysis = analyze(text, dictionary);
        expect(displayTokens(analysis).map((token) => token.text).join('')).toBe(text);
      }),
    );
    // fast-check runs many cases: generous under a loaded machine, still bounded.
  }, 30_000);
});
