import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyze } from './classify.ts';
import { decodeDictionaryFile } from './dictionary-file.ts';
import { dictionaryFromBrowserPayload, serializePeriodForBrowser } from './browser-payload.ts';
import { familyCounts, familyHead, HEBREW_SUBTITLES } from './hebrew-builder.ts';
import { placeNameForms } from './hebrew-place-names.ts';
import { buildSubtitleFile, readSubtitleCounts } from './subtitle-counts-builder.ts';

describe('readSubtitleCounts in Hebrew (docs/de-jargonizer.md "Hebrew")', () => {
  it('drops Latin fragments, numbers and abbreviations, and adds up forms that read alike once cleaned', () => {
    const { counts, tokens, dropped } = readSubtitleCounts(
      HEBREW_SUBTITLES,
      ['כֵּן 10', 'כן 5', '.אני 3', 'אני 4', '-זה 2', 'qsubs 9', 'rlm 6', 'ב-10 2', 'כל-כך 7', 'האף.בי.איי 1', 'לֹא 8', ''].join('\n'),
    );
    expect(Object.fromEntries(counts)).toEqual({ כן: 15, אני: 7, זה: 2, 'כל-כך': 7, לא: 8 });
    expect(tokens).toBe(39);
    expect(dropped).toBe(4);
  });
});

describe('buildSubtitleFile in Hebrew', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hebrew-counts-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('bands by frequency per million (10 and 0.5) and makes place names common, behind prefixes too', () => {
    mkdirSync(join(dataDir, 'hebrew'));
    // 4,000,000 tokens: common ≥ 40, mid ≥ 2.
    const lines = ['אבג 3999905', 'דהו 40', 'זחט 39', 'יכל 2', 'מנס 1', 'מיפן 3', 'ספרד 10'];
    writeFileSync(join(dataDir, 'hebrew', 'he_50k_2018.txt'), `${lines.join('\n')}\n`);
    const build = buildSubtitleFile(HEBREW_SUBTITLES, dataDir, placeNameForms(['יפן', 'חיפה', 'ספרד']));
    expect([build.tokens, build.commonMin, build.midMin]).toEqual([4_000_000, 40, 2]);
    const [hebrew] = decodeDictionaryFile(build.bytes).dictionaries;
    if (!hebrew) throw new Error('no dictionary');
    expect(analyze('אבג דהו זחט יכל מנס', hebrew).wordBands).toEqual(['common', 'common', 'mid', 'mid', 'rare']);
    // Places: listed (ספרד 10 would be mid), unlisted (חיפה), behind prefixes listed (מיפן) or not (בחיפה, ליפן).
    expect(analyze('ספרד חיפה מיפן בחיפה ליפן', hebrew).wordBands).toEqual(['common', 'common', 'common', 'common', 'common']);
    expect(hebrew.frequency('דהו')).toBe(40);
  });
});

describe('Hebrew families (docs/de-jargonizer.md "Hebrew families")', () => {
  it('counts a listed form by its prefix family, not behind מ or ש, and keeps each form its own band for guesses', () => {
    const counts = new Map([
      ['נרות', 30],
      ['הנרות', 20],
      ['בנרות', 5],
      ['חסום', 900],
      ['מחסום', 10],
    ]);
    expect(familyHead('הנרות', counts)).toBe('נרות');
    expect(familyHead('מחסום', counts)).toBe('מחסום');
    // מ or ש followed by the article is a prefix: מהכיתה is "from the class".
    expect(familyHead('מהכיתה', new Map([['כיתה', 10], ['מהכיתה', 5]]))).toBe('כיתה');
    expect(Object.fromEntries(familyCounts(counts))).toEqual({ נרות: 55, הנרות: 55, בנרות: 55, חסום: 900, מחסום: 10 });
  });

  it('bands a listed form by its lexeme: the same stem under other endings', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hebrew-lexemes-'));
    try {
      mkdirSync(join(dataDir, 'hebrew'));
      // 4,000,000 tokens: common ≥ 40. ילדים is mid alone (20) and common with ילד and ילדה (45);
      // גנים is not (גן has two letters).
      const lines = ['אבג 3999845', 'ילד 15', 'ילדים 20', 'ילדה 10', 'גן 100', 'גנים 10'];
      writeFileSync(join(dataDir, 'hebrew', 'he_50k_2018.txt'), `${lines.join('\n')}\n`);
      const [hebrew] = decodeDictionaryFile(buildSubtitleFile(HEBREW_SUBTITLES, dataDir, new Set()).bytes).dictionaries;
      if (!hebrew) throw new Error('no dictionary');
      expect(analyze('ילדים והילדה גנים', hebrew).wordBands).toEqual(['common', 'common', 'mid']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('serves the own bands to the browser too, so a guess is banded alike there', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hebrew-families-'));
    try {
      mkdirSync(join(dataDir, 'hebrew'));
      // 4,000,000 tokens: common ≥ 40, mid ≥ 2. למד is mid alone (20) and common with its family (45).
      const lines = ['אבג 3999895', 'למד 20', 'הלמד 15', 'ולמד 10', 'דהו 60'];
      writeFileSync(join(dataDir, 'hebrew', 'he_50k_2018.txt'), `${lines.join('\n')}\n`);
      const [hebrew] = decodeDictionaryFile(buildSubtitleFile(HEBREW_SUBTITLES, dataDir, new Set()).bytes).dictionaries;
      if (!hebrew) throw new Error('no dictionary');
      // Listed and behind prefixes: the family's band; למדתם reaches למד only by a guess: its own band.
      expect(analyze('למד והלמד למדתם', hebrew).wordBands).toEqual(['common', 'common', 'mid']);
      const browser = dictionaryFromBrowserPayload(serializePeriodForBrowser(hebrew));
      expect(analyze('למד והלמד למדתם', browser).wordBands).toEqual(['common', 'common', 'mid']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
