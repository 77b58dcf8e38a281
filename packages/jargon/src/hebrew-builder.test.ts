import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyze } from './classify.ts';
import { decodeDictionaryFile } from './dictionary-file.ts';
import { buildHebrewFile, readHebrewCounts } from './hebrew-builder.ts';
import { placeNameForms } from './hebrew-place-names.ts';

describe('readHebrewCounts (docs/de-jargonizer.md "Hebrew")', () => {
  it('drops Latin fragments, numbers and abbreviations, and adds up forms that read alike once cleaned', () => {
    const { counts, tokens, dropped } = readHebrewCounts(
      ['כֵּן 10', 'כן 5', '.אני 3', 'אני 4', '-זה 2', 'qsubs 9', 'rlm 6', 'ב-10 2', 'כל-כך 7', 'האף.בי.איי 1', 'לֹא 8', ''].join('\n'),
    );
    expect(Object.fromEntries(counts)).toEqual({ כן: 15, אני: 7, זה: 2, 'כל-כך': 7, לא: 8 });
    expect(tokens).toBe(39);
    expect(dropped).toBe(4);
  });
});

describe('buildHebrewFile', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hebrew-counts-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('bands by frequency per million (10 and 0.5) and makes place names common, behind prefixes too', () => {
    mkdirSync(join(dataDir, 'hebrew'));
    // 4,000,000 tokens: common ≥ 40, mid ≥ 2.
    const lines = ['אבג 3999905', 'דהו 40', 'זחט 39', 'יכל 2', 'מנס 1', 'מיפן 3', 'ספרד 10'];
    writeFileSync(join(dataDir, 'hebrew', 'he_50k_2018.txt'), `${lines.join('\n')}\n`);
    const build = buildHebrewFile(dataDir, placeNameForms(['יפן', 'חיפה', 'ספרד']));
    expect([build.tokens, build.commonMin, build.midMin]).toEqual([4_000_000, 40, 2]);
    const [hebrew] = decodeDictionaryFile(build.bytes).dictionaries;
    if (!hebrew) throw new Error('no dictionary');
    expect(analyze('אבג דהו זחט יכל מנס', hebrew).wordBands).toEqual(['common', 'common', 'mid', 'mid', 'rare']);
    // Places: listed (ספרד 10 would be mid), unlisted (חיפה), behind prefixes listed (מיפן) or not (בחיפה, ליפן).
    expect(analyze('ספרד חיפה מיפן בחיפה ליפן', hebrew).wordBands).toEqual(['common', 'common', 'common', 'common', 'common']);
    expect(hebrew.frequency('דהו')).toBe(40);
  });
});
