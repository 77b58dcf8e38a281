import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { arabicWordFormCandidates, normaliseArabicForm, stripArabicClitics } from './arabic.ts';
import { ARABIC_SUBTITLES } from './arabic-builder.ts';
import { analyze } from './classify.ts';
import { decodeDictionaryFile } from './dictionary-file.ts';
import { ARABIC_PERIOD } from './period-code.ts';
import { buildSubtitleFile, readSubtitleCounts } from './subtitle-counts-builder.ts';
import { testDictionary } from './test-dictionary.ts';

const arabic = testDictionary({
  code: ARABIC_PERIOD,
  common: ['كتاب', 'الكتاب', 'ماء', 'الماء', 'في', 'نظف', 'جدة', 'خبز', 'يسخن', 'السائق', 'نزور'],
  mid: ['مدرسة'],
});

describe('Arabic letters (docs/de-jargonizer.md "Arabic")', () => {
  it('drops diacritics and tatweel, writes one alef, and reads ى as ي; ة stays apart from ه', () => {
    expect(normaliseArabicForm('حَسَناً')).toBe('حسنا');
    expect(normaliseArabicForm('كـتـاب')).toBe('كتاب');
    expect(['أن', 'إلى', 'آخر', 'ٱلله'].map(normaliseArabicForm)).toEqual([
      'ان',
      'الي',
      'اخر',
      'الله',
    ]);
    expect(normaliseArabicForm('مدرسة')).toBe('مدرسة');
  });
});

describe('Arabic clitics', () => {
  it('tries و ف, then ب ك ل, then ال, longest first, the stem with its article before the bare stem', () => {
    expect(stripArabicClitics('وبالكتاب')).toEqual(['الكتاب', 'كتاب', 'بالكتاب']);
    expect(stripArabicClitics('للماء')).toEqual(['الماء', 'ماء', 'لماء']);
    expect(stripArabicClitics('في')).toEqual([]);
  });

  it.each([
    ['كتاب', 'common'],
    ['والكتاب', 'common'],
    ['فبالكتاب', 'common'],
    ['للماء', 'common'],
    ['بالمدرسة', 'mid'],
    ['وَالْكِتَابُ', 'common'],
    ['كالعلبوت', 'rare'],
  ])('%s is %s', (word, band) => {
    expect(analyze(word, arabic).wordBands).toEqual([band]);
  });
});

describe('Arabic word forms', () => {
  it.each([
    ['نظفنا', 'common'], // past person ending
    ['جدتنا', 'common'], // pronoun ending, ة written ت
    ['خبزا', 'common'], // indefinite accusative alef
    ['تسخن', 'common'], // another person of the present
    ['السائقون', 'common'], // sound plural
    ['سنزور', 'common'], // the future's س
    ['مدرستهم', 'mid'],
  ])('%s is %s', (word, band) => {
    expect(analyze(word, arabic).wordBands).toEqual([band]);
  });

  it('keeps a root of three letters beside the article, and no ending after a bare alef', () => {
    expect(arabicWordFormCandidates('النوا')).not.toContain('الن');
    // A hollow verb's past before a subject ending: قسنا (we measured) → قاس.
    expect(arabicWordFormCandidates('قسنا')).toContain('قاس');
    expect(arabicWordFormCandidates('زدتم')).toContain('زاد');
    expect(arabicWordFormCandidates('تباين')).not.toContain('تبا');
  });
});

describe('Arabic forms by their family', () => {
  const family = testDictionary({
    code: ARABIC_PERIOD,
    common: ['فحص', 'قطع', 'كتلة', 'ثانوية', 'كلية', 'ضوء', 'معنا'],
    mid: ['اختبر', 'فحصنا', 'وقار', 'ملتصقة', 'الجبهي', 'لقي', 'فرغ', 'معناها'],
    rare: [],
  });

  it.each([
    ['فحصناها', 'common'], // the past's نا before an object pronoun
    ['وفحصناها', 'common'],
    ['قطعناها', 'common'],
    ['اختبرناها', 'mid'],
    ['لقيناها', 'mid'],
    ['وفرّغناها', 'mid'],
    ['الكتلتان', 'common'], // a dual of a noun in ة keeps its ت
    ['ثانويتين', 'common'],
    ['ملتصقتين', 'mid'],
    ['وكليتاهم', 'common'], // a dual before a pronoun drops its ن
    ['الجبهية', 'mid'], // a nisba's feminine, by its masculine with the article
    ['ضوؤها', 'common'], // a hamza on و before a pronoun
  ])('%s is %s', (word, band) => {
    expect(analyze(word, family).wordBands).toEqual([band]);
  });

  it("keeps a listed form's own band and takes no band from a different word", () => {
    expect(analyze('معناها', family).wordBands).toEqual(['mid']);
    expect(analyze('وقارناها', family).wordBands).toEqual(['rare']);
    // A three-letter form is not read as a present (تخت is not اخت, نده not يده).
    expect(arabicWordFormCandidates('تخت')).not.toContain('اخت');
    // A hamza's seat is undone only where ائ is not a root's (شائك, thorny, is not شاء + ك).
    expect(arabicWordFormCandidates('شائك')).not.toContain('شاء');
    // Without the article a final ي may be "my": حزامية is not حزامي (my belt).
    expect(arabicWordFormCandidates('حزامية')).not.toContain('حزامي');
  });
});

describe('readSubtitleCounts and buildSubtitleFile in Arabic', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'arabic-counts-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('drops punctuation, Latin and mis-decoded lines and adds up forms that read alike once normalised', () => {
    const { counts, tokens, dropped } = readSubtitleCounts(
      ARABIC_SUBTITLES,
      [
        '، 50',
        'حسناً 10',
        'حسنا 5',
        '.لا 3',
        'لا 4',
        'ظٹط 9',
        'لa 2',
        'الـ12 1',
        'أنّ 6',
        'ان 1',
        '',
      ].join('\n'),
    );
    expect(Object.fromEntries(counts)).toEqual({ حسنا: 15, لا: 7, ان: 7 });
    expect(tokens).toBe(29);
    expect(dropped).toBe(4);
  });

  it('bands by frequency per million (10 and 0.5) and makes place names common, behind clitics too', () => {
    mkdirSync(join(dataDir, 'arabic'));
    // 4,000,000 tokens: common ≥ 40, mid ≥ 2.
    const lines = ['ابج 3999905', 'دهو 40', 'زحط 39', 'يكل 2', 'منس 1', 'بمصر 3', 'تونس 10'];
    writeFileSync(join(dataDir, 'arabic', 'ar_50k_2018.txt'), `${lines.join('\n')}\n`);
    const build = buildSubtitleFile(ARABIC_SUBTITLES, dataDir, new Set(['مصر', 'تونس', 'القاهرة']));
    expect([build.tokens, build.commonMin, build.midMin]).toEqual([4_000_000, 40, 2]);
    const [dictionary] = decodeDictionaryFile(build.bytes).dictionaries;
    if (!dictionary) throw new Error('no dictionary');
    expect(dictionary.code).toBe(ARABIC_PERIOD);
    expect(analyze('أبج دهو زحط يكل منس', dictionary).wordBands).toEqual([
      'common',
      'common',
      'mid',
      'mid',
      'rare',
    ]);
    expect(analyze('تونس القاهرة بمصر بالقاهرة وتونس', dictionary).wordBands).toEqual([
      'common',
      'common',
      'common',
      'common',
      'common',
    ]);
  });
});
