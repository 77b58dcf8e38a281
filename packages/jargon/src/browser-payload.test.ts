import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dictionaryFromBrowserPayload, serializePeriodForBrowser } from './browser-payload.ts';
import { analyze } from './classify.ts';
import { JargonError } from './errors.ts';
import { testDictionary } from './test-dictionary.ts';

const full = testDictionary({
  common: ['the', 'we', 'met', 'well', 'known', 'smith'],
  mid: ['gene', 'therapy', 'after-effect', 'שלום'],
  rare: ['epigenetics', 'x-ray'],
  names: ['gene', 'smith', 'marie', 'jean-paul'],
});

describe('browser payload', () => {
  it('round-trips one period: the same info and the same bands as the full dictionary', () => {
    const browser = dictionaryFromBrowserPayload(serializePeriodForBrowser(full));
    expect(browser.info).toEqual(full.info);
    const words = ['the', 'gene', 'therapy', 'after-effect', 'שלום', 'epigenetics', 'x-ray', 'marie', 'unknown'];
    expect(words.map((word) => browser.bandOfForm(word))).toEqual(words.map((word) => full.bandOfForm(word)));
    expect(browser.isName('marie')).toBe(true);
    expect(browser.isName('smith')).toBe(false);
  });

  it('classifies any text exactly as the full dictionary does', () => {
    const browser = dictionaryFromBrowserPayload(serializePeriodForBrowser(full).slice().buffer);
    const words = ['the', 'Gene', 'gene', 'Marie', 'Jean-Paul', 'well-known', 'x-ray', 'epigenetics', 'שלום', 'after-effect', 'zz'];
    const texts = fc
      .array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(' ', '. ', '\n', ', ')), { minLength: 1, maxLength: 30 })
      .map((pieces) => pieces.map(([word, separator]) => word + separator).join(''));
    fc.assert(
      fc.property(texts, (text) => {
        expect(analyze(text, browser).wordBands).toEqual(analyze(text, full).wordBands);
      }),
    );
  });

  it('refuses other bytes', () => {
    expect(() => dictionaryFromBrowserPayload(new Uint8Array(64))).toThrow(JargonError);
  });
});
