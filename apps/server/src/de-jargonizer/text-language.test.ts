// The language a De-Jargonizer text is measured in comes from its script (docs/de-jargonizer.md
// "Language from the text"): the original's Grade and group grading measure a Hebrew text with
// the Hebrew list even when an English period was sent (and the other way round), our page's
// analysis does so when it sends no period, and Compare measures both texts with the list of
// their script.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ARABIC_PERIOD, DEFAULT_PERIOD, HEBREW_PERIOD } from '@scicomm/jargon';
import { getTestApp } from '../test/test-app.ts';
import { multipartBody, type FormPart } from '../text-analysis/test-support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const HEBREW = 'המחקר שלי עוסק בשינה של ילדים. אנחנו שואלים הורים כמה שעות הילד ישן בלילה.';
const ARABIC = 'يدرس بحثي نوم الأطفال. نسأل الآباء كم ساعة ينام الطفل في الليل.';
const RUSSIAN = 'Мы изучаем, как спят дети. Мы спрашиваем родителей, сколько часов ребёнок спит ночью.';
const ENGLISH = 'My research is about how children sleep. We ask parents how long the child sleeps at night.';

interface Measured {
  period: string;
  direction: string;
  score: number;
  counts: { total: number; rare: number };
}

const grade = (parts: FormPart[]) => app.inject({ method: 'POST', url: '/api/TextGrading/Grade', ...multipartBody(parts) });
const analyse = (payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/de-jargonizer/analyses', payload });

describe('the language of a graded text', () => {
  it('grades a Hebrew text with the Hebrew list when Grade is sent an English period, or none', async () => {
    for (const parts of [
      [{ name: 'timePriodDDL', value: DEFAULT_PERIOD }, { name: 'ContentTA', value: HEBREW }],
      [{ name: 'ContentTA', value: HEBREW }],
    ]) {
      const res = await grade(parts);
      expect(res.statusCode).toBe(200);
      const body = res.json<Measured & { rareWords: string[] }>();
      expect(body).toMatchObject({ period: HEBREW_PERIOD, direction: 'rtl' });
      expect(body.rareWords).not.toContain('המחקר');
      expect(body.score).toBeGreaterThan(80);
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/TextGrading/Grade',
      payload: { timePriodDDL: 'English2012_2015', ContentTA: HEBREW },
    });
    expect(json.json<Measured>().period).toBe(HEBREW_PERIOD);
  });

  it('grades an English text with the chosen English period, and with the default one when the Hebrew list was sent', async () => {
    const chosen = await grade([{ name: 'timePriodDDL', value: 'English2012_2015' }, { name: 'ContentTA', value: ENGLISH }]);
    expect(chosen.json<Measured>().period).toBe('English2012_2015');
    const hebrewSent = await grade([{ name: 'timePriodDDL', value: HEBREW_PERIOD }, { name: 'ContentTA', value: ENGLISH }]);
    expect(hebrewSent.json<Measured>()).toMatchObject({ period: DEFAULT_PERIOD, direction: 'ltr' });
  });

  it('grades an uploaded Hebrew file (read in the pool) with the Hebrew list', async () => {
    const res = await grade([
      { name: 'timePriodDDL', value: DEFAULT_PERIOD },
      { name: 'ArticleFU', fileName: 'שינה.txt', contentType: 'text/plain', data: Buffer.from(HEBREW) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<Measured & { name: string }>()).toMatchObject({ period: HEBREW_PERIOD, name: 'שינה' });
  });

  it("measures the page's text by its script without a period, and with the period the page sent otherwise", async () => {
    const byScript = await analyse({ text: HEBREW });
    expect(byScript.statusCode).toBe(200);
    expect(byScript.json<Measured>()).toMatchObject({ period: HEBREW_PERIOD, direction: 'rtl' });
    // The writer chose "measure it as English instead": the page sends the English period.
    const chosen = await analyse({ text: HEBREW, period: DEFAULT_PERIOD });
    expect(chosen.json<Measured>()).toMatchObject({ period: DEFAULT_PERIOD });
    expect(chosen.json<Measured>().counts.rare).toBe(chosen.json<Measured>().counts.total);
  });

  it('grades each file of a group in its own script\'s language and says which list in the row and the CSV', async () => {
    const form = multipartBody([
      { name: 'timePriodDDL', value: DEFAULT_PERIOD },
      { name: 'ArticlesGroupFU', fileName: 'hebrew.txt', contentType: 'text/plain', data: Buffer.from(HEBREW) },
      { name: 'ArticlesGroupFU', fileName: 'english.txt', contentType: 'text/plain', data: Buffer.from(ENGLISH) },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/GroupGrading',
      payload: form.payload,
      headers: { ...form.headers, accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ period: string; rows: { fileName: string; period: string; score: number }[]; csv: string }>();
    expect(body.period).toBe(DEFAULT_PERIOD);
    expect(body.rows.map((row) => [row.fileName, row.period])).toEqual([
      ['hebrew.txt', HEBREW_PERIOD],
      ['english.txt', DEFAULT_PERIOD],
    ]);
    expect(body.rows[0]?.score).toBeGreaterThan(80);
    const csv = body.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toMatch(/,Error,Period,Adjusted Score,Explained Terms$/);
    expect(csv[1]).toMatch(/^hebrew\.txt,.*,Hebrew2016_2016,\d+,\d+$/);
  });

  it('compares two Hebrew texts with the Hebrew list when an English period was chosen', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/de-jargonizer/compare/texts',
      payload: { timePriodDDL: DEFAULT_PERIOD, beforeText: HEBREW, afterText: `${HEBREW} זה חשוב.` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ period: string; direction: string; before: { score: number } }>();
    expect(body).toMatchObject({ period: HEBREW_PERIOD, direction: 'rtl' });
    expect(body.before.score).toBeGreaterThan(80);
  });
});

describe('Arabic, and a script the site cannot measure', () => {
  it('measures an Arabic text with the Arabic list, right to left, in Grade, the page, group grading and Compare', async () => {
    const graded = await grade([
      { name: 'timePriodDDL', value: DEFAULT_PERIOD },
      { name: 'ContentTA', value: ARABIC },
    ]);
    expect(graded.statusCode).toBe(200);
    const body = graded.json<Measured & { rareWords: string[] }>();
    expect(body).toMatchObject({ period: ARABIC_PERIOD, direction: 'rtl' });
    expect(body.counts.rare).toBe(0);
    expect(body.score).toBeGreaterThan(80);
    const page = await analyse({ text: ARABIC });
    expect(page.json<Measured>()).toMatchObject({ period: ARABIC_PERIOD, direction: 'rtl' });
    const form = multipartBody([
      { name: 'timePriodDDL', value: DEFAULT_PERIOD },
      {
        name: 'ArticlesGroupFU',
        fileName: 'arabic.txt',
        contentType: 'text/plain',
        data: Buffer.from(ARABIC),
      },
      {
        name: 'ArticlesGroupFU',
        fileName: 'russian.txt',
        contentType: 'text/plain',
        data: Buffer.from(RUSSIAN),
      },
    ]);
    const group = await app.inject({
      method: 'POST',
      url: '/api/GroupGrading',
      payload: form.payload,
      headers: { ...form.headers, accept: 'application/json' },
    });
    const rows = group.json<{
      rows: {
        fileName: string;
        period: string | null;
        score: number | null;
        error: string | null;
      }[];
    }>().rows;
    expect(rows[0]).toMatchObject({ fileName: 'arabic.txt', period: ARABIC_PERIOD, error: null });
    expect(rows[1]).toMatchObject({ fileName: 'russian.txt', score: null });
    expect(rows[1]?.error).toMatch(/Cyrillic letters/u);
    const compared = await app.inject({
      method: 'POST',
      url: '/api/de-jargonizer/compare/texts',
      payload: {
        timePriodDDL: DEFAULT_PERIOD,
        beforeText: ARABIC,
        afterText: `${ARABIC} هذا مهم.`,
      },
    });
    expect(compared.json<{ period: string; direction: string }>()).toMatchObject({
      period: ARABIC_PERIOD,
      direction: 'rtl',
    });
  });

  it('tells a Russian or Chinese text it cannot be measured (400, no score) rather than scoring it 0', async () => {
    for (const text of [RUSSIAN, '我们研究孩子们如何睡觉。我们问父母孩子晚上睡几个小时。']) {
      for (const res of [
        await analyse({ text }),
        await grade([{ name: 'ContentTA', value: text }]),
      ]) {
        expect(res.statusCode).toBe(400);
        const { error } = res.json<{ error: { code: string; message: string } }>();
        expect(error.code).toBe('UNSUPPORTED_SCRIPT');
        expect(error.message).toMatch(/(Cyrillic|Chinese) letters .*no score/u);
        expect(res.json()).not.toHaveProperty('score');
      }
    }
    const compared = await app.inject({
      method: 'POST',
      url: '/api/de-jargonizer/compare/texts',
      payload: { beforeText: RUSSIAN, afterText: RUSSIAN },
    });
    expect(compared.statusCode).toBe(400);
  });
});
