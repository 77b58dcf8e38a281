import { describe, expect, it } from 'vitest';
import { analyze } from './classify.ts';
import { HEBREW_PREFIXES, hebrewBaseForms, stripHebrewPrefixes } from './hebrew.ts';
import { testDictionary } from './test-dictionary.ts';

const hebrew = testDictionary({ code: 'Hebrew2016_2016', common: ['מחשב', 'בית', 'ילד', 'של', 'לא', 'שלום'], mid: ['מדע'] });

describe('Hebrew prefix letters (packages/jargon/README.md)', () => {
  it('tries prefix sequences of ו ה ב כ ל מ ש, longest first', () => {
    for (const prefix of ['ו', 'ה', 'ב', 'כ', 'ל', 'מ', 'ש', 'וה', 'שה', 'מה', 'כש', 'וכש', 'ושב', 'ולכשה']) {
      expect(HEBREW_PREFIXES).toContain(prefix);
    }
    const lengths = HEBREW_PREFIXES.map((prefix) => prefix.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    expect(stripHebrewPrefixes('וכשהבית')).toEqual(['בית', 'הבית', 'שהבית', 'כשהבית']);
  });

  it('keeps at least two letters', () => {
    expect(stripHebrewPrefixes('של')).toEqual([]);
    expect(stripHebrewPrefixes('ולא')).toEqual(['לא']);
  });

  it.each([
    ['מחשב', 'common'],
    ['והמחשב', 'common'],
    ['במחשב', 'common'],
    ['שהילד', 'common'],
    ['וכשהילד', 'common'],
    ['מהבית', 'common'],
    ['והמדע', 'mid'],
    ['ולא', 'common'],
    ['אבגד', 'rare'],
    ['שאבגד', 'rare'],
  ])('%s is %s', (word, band) => {
    expect(analyze(word, hebrew).wordBands).toEqual([band]);
  });

  it('does not strip prefixes for other languages', () => {
    const english = testDictionary({ common: ['מחשב'] });
    expect(analyze('והמחשב', english).wordBands).toEqual(['rare']);
  });

  it('reads pointed text by its unpointed form', () => {
    expect(analyze('שָׁלוֹם', hebrew).wordBands).toEqual(['common']);
  });
});

describe('hebrewBaseForms', () => {
  it('offers the base form of plural, feminine and construct endings, with the final letter shape', () => {
    expect(hebrewBaseForms('טיפולים')).toEqual(['טיפול', 'טיפולי']);
    expect(hebrewBaseForms('נרדמים')).toEqual(['נרדם', 'נרדמי']);
    expect(hebrewBaseForms('משמעותית')).toEqual(['משמעותי', 'משמעותיה']);
    expect(hebrewBaseForms('בדיקות')).toEqual(['בדיק', 'בדיקה', 'בדיקת', 'בדיקוה']);
    // Through the measure: after the prefixes, with the prefixes stripped.
    expect(analyze('ילדים והילדים מחשבים', hebrew).wordBands).toEqual(['common', 'common', 'common']);
    expect(hebrewBaseForms('עייפה')).toEqual(['עייף']);
    expect(hebrewBaseForms('של')).toEqual([]);
  });
});
