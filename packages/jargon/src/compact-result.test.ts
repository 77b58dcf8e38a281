import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from './classify.ts';
import { bandLetters, expandBandLetters } from './compact-result.ts';
import { renderHtml } from './render-html.ts';
import { testDictionary } from './test-dictionary.ts';

const dictionary = testDictionary({
  common: ['the', 'we', 'study', 'well', 'known', 'it', 'matters'],
  mid: ['gene', 'drought'],
  rare: ['epigenetics'],
});

/** What the server's full reply holds, from the analysis itself. */
function fullForms(text: string) {
  const analysis = analyze(text, dictionary);
  const words: string[] = [];
  let position = 0;
  analysis.wordStarts.forEach((start, index) => {
    if (start > position) words.push(text.slice(position, start));
    const end = analysis.wordEnds[index] ?? start;
    words.push(text.slice(start, end));
    position = end;
  });
  if (position < text.length) words.push(text.slice(position));
  return {
    analysis,
    expected: {
      cleanedWords: analysis.cleanedWords,
      normalWords: analysis.normalWords,
      rareWords: analysis.rareWords,
      wordBands: analysis.wordBands,
      words,
      htmlResult: renderHtml(analysis),
    },
  };
}

describe('compact result', () => {
  it('is one letter per counted word', () => {
    const { analysis } = fullForms('We study the gene of epigenetics, well-known Smith’s drought.');
    expect(bandLetters(analysis.wordBands)).toBe('cccmrrcrm');
  });

  it('rebuilds exactly the lists, pieces and coloured HTML of the analysis', () => {
    const text =
      'We study epigenetics.\r\nIt matters: the gene, well-known <b>drought</b> & me@x.org 42';
    const { analysis, expected } = fullForms(text);
    expect(expandBandLetters(text, bandLetters(analysis.wordBands))).toEqual(expected);
  });

  it('rebuilds any text the same way', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        fc.pre(text.trim() !== '');
        const { analysis, expected } = fullForms(text);
        expect(expandBandLetters(text, bandLetters(analysis.wordBands))).toEqual(expected);
      }),
    );
  });

  it('refuses letters that do not fit the text', () => {
    expect(() => expandBandLetters('the gene', 'c')).toThrow(/do not fit/u);
    expect(() => expandBandLetters('the gene', 'ccc')).toThrow(/do not fit/u);
    expect(() => expandBandLetters('the gene', 'cx')).toThrow(/do not fit/u);
  });
});

describe('bandedTextOf', () => {
  it('places each band letter on its word, and refuses letters that do not fit', async () => {
    const { analyze, bandLetters, bandedTextOf } = await import('./index.ts');
    const { testDictionary } = await import('./test-dictionary.ts');
    const dictionary = testDictionary({ common: ['the', 'gene'], mid: ['expression'], rare: [] });
    const text = 'The gene expression, of “epigenetics”.';
    const analysis = analyze(text, dictionary);
    const banded = bandedTextOf(text, bandLetters(analysis.wordBands));
    expect(banded).toEqual({
      text,
      wordStarts: analysis.wordStarts,
      wordEnds: analysis.wordEnds,
      wordBands: analysis.wordBands,
    });
    expect(() => bandedTextOf(text, 'cc')).toThrow('do not fit');
    expect(() => bandedTextOf(text, 'ccmxr')).toThrow('do not fit');
  });
});
