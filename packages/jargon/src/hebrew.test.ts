import { describe, expect, it } from 'vitest';
import { analyze } from './classify.ts';
import { HEBREW_PREFIXES, hebrewBaseForms, stripHebrewPrefixes } from './hebrew.ts';
import { hebrewWordFormCandidates } from './hebrew-word-forms.ts';
import { testDictionary } from './test-dictionary.ts';

const hebrew = testDictionary({ code: 'Hebrew2016_2016', common: ['מחשב', 'בית', 'ילד', 'של', 'לא', 'שלום'], mid: ['מדע'] });

describe('Hebrew prefix letters (packages/jargon/README.md)', () => {
  it('tries prefix sequences of ו ה ב כ ל מ ש, longest first', () => {
    for (const prefix of ['ו', 'ה', 'ב', 'כ', 'ל', 'מ', 'ש', 'וה', 'שה', 'מה', 'כש', 'וכש', 'ושב', 'ולכשה', 'שכשה', 'שמה']) {
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
    ['שכשהבית', 'common'],
    ['שמהבית', 'common'],
    ['והמדע', 'mid'],
    ['ולא', 'common'],
    ['אבגד', 'rare'],
    ['שאבגד', 'rare'],
  ])('%s is %s', (word, band) => {
    expect(analyze(word, hebrew).wordBands).toEqual([band]);
  });

  it('reads a doubled ו behind prefix letters as the ו the word begins with', () => {
    const vitamin = testDictionary({ code: 'Hebrew2016_2016', common: ['ויטמין'] });
    expect(stripHebrewPrefixes('בוויטמין')).toEqual(['וויטמין', 'ויטמין']);
    expect(analyze('בוויטמין שלוויטמין וויטמין', vitamin).wordBands).toEqual(['common', 'common', 'common']);
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

describe('Hebrew verb and suffixed forms (docs/de-jargonizer.md "Hebrew word forms")', () => {
  const family = testDictionary({
    code: 'Hebrew2016_2016',
    common: [
      ...['למדתי', 'ילמד', 'ראה', 'הראה', 'לכתוב', 'להסביר', 'להוסיף', 'בשביל', 'משפחה', 'ילד', 'לפני', 'אצל'],
      ...['להשקיע', 'ור', 'מתי', 'קם', 'העירייה', 'וזו'],
    ],
    mid: ['כתב', 'שמר', 'בול', 'סינתזה', 'גנטי'],
  });
  const bandsOf = (text: string) => analyze(text, family).wordBands;

  it('finds past forms of every person under a listed form of the same verb', () => {
    expect(bandsOf('למדנו למדתם ולמדו שלמדה')).toEqual(['common', 'common', 'common', 'common']);
    // Roots ending in ה take י before the ending: ראיתי, ראינו → ראה; הראינו → הראה.
    expect(bandsOf('ראיתי ראינו הראינו')).toEqual(['common', 'common', 'common']);
    // Hifil past → its infinitive: הסברתי → להסביר, הוסיף → להוסיף.
    expect(bandsOf('הסברתי הסברנו הוסיף והוסיפה')).toEqual(['common', 'common', 'common', 'common']);
  });

  it('takes the best band of the listed forms of the family', () => {
    // כתבנו reaches כתב (mid) and לכתוב (common): common.
    expect(bandsOf('כתבנו')).toEqual(['common']);
    // שמרנו reaches only שמר.
    expect(bandsOf('שמרנו')).toEqual(['mid']);
  });

  it('finds future forms by another person of the future or the infinitive', () => {
    expect(bandsOf('תלמדו נלמד אלמד')).toEqual(['common', 'common', 'common']);
    expect(bandsOf('נכתוב תכתבו')).toEqual(['common', 'common']);
    expect(bandsOf('תסבירו נסביר')).toEqual(['common', 'common']);
  });

  it('finds an infinitive by its present form', () => {
    const present = testDictionary({ code: 'Hebrew2016_2016', common: ['מאוורר', 'מתחמם'] });
    expect(analyze('לאוורר להתחמם ולאוורר', present).wordBands).toEqual(['common', 'common', 'common']);
  });

  it('finds present forms by their infinitive', () => {
    expect(bandsOf('משקיע ומשקיעים')).toEqual(['common', 'common']);
  });

  it('finds nouns and prepositions with a pronoun ending under their base', () => {
    expect(bandsOf('בשבילכם משפחתם ילדיהם לפניהם אצלכם')).toEqual(['common', 'common', 'common', 'common', 'common']);
  });

  it('does not let a stripped word land on an unrelated short word', () => {
    // The future prefix alone is not enough: יבול is not a form of בול.
    expect(bandsOf('יבול והיבול')).toEqual(['rare', 'rare']);
    // After prefix letters go, a candidate keeps three letters: ומורים (ו מ ורים) does not reach ור.
    expect(bandsOf('ומורים')).toEqual(['rare']);
    // One prefix letter off, a two-letter base is still allowed: וקמים → קם.
    expect(bandsOf('וקמים')).toEqual(['common']);
    // ן alone is not taken for a pronoun ending: the loanword בוזון does not reach וזו.
    expect(bandsOf('בוזון')).toEqual(['rare']);
    // Technical words stay rare although listed words hide inside them.
    expect(bandsOf('מתילציה פוטוסינתזה אפיגנטיקה גנטיקה')).toEqual(['rare', 'rare', 'rare', 'rare']);
  });

  it('offers only candidates of at least two letters, never the word itself', () => {
    for (const word of ['למדתם', 'תלמדו', 'בשבילכם', 'ילדיהם', 'ידיו', 'מתילציה', 'של', 'אבג']) {
      const candidates = hebrewWordFormCandidates(word);
      expect(candidates).not.toContain(word);
      for (const candidate of candidates) expect(candidate.length).toBeGreaterThanOrEqual(2);
    }
    expect(hebrewWordFormCandidates('ידיו')).toContain('יד');
    expect(hebrewWordFormCandidates('תלמדו')).not.toContain('למד');
  });

  it('gives the same band when a form is met again', () => {
    expect(bandsOf('תלמדו תלמדו יבול יבול')).toEqual(['common', 'common', 'rare', 'rare']);
  });
});
