// Everyday Hebrew that the 10,000-form list called rare (תנור, השתעל, דייגים, טמפרטורה, בחיפה,
// יפן, ירידה, אוסטרליה …) is not rare anywhere a Hebrew text is measured (docs/de-jargonizer.md
// "Hebrew"): the page's analysis, the original's Grade and its .docx, group grading, Compare and
// the writing coach's list of rare words all take the one Hebrew dictionary, on the real routes
// with the real dictionaries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { DEFAULT_PERIOD, HEBREW_PERIOD } from '@scicomm/jargon';
import { ExerciseSession } from '../exercises/exercise-test-client.ts';
import { getTestApp } from '../test/test-app.ts';
import { multipartBody } from '../text-analysis/test-support.ts';

// An answer for young readers with every word the coach once named as jargon for them.
const ANSWER =
  'ביפן ובאוסטרליה המים בים מתחממים כל שנה. כשהטמפרטורה עולה, הדייגים מוצאים פחות דגים, ' +
  'וגם בחיפה ראינו ירידה במספר הדגים. הגזים באוויר הם כמו שמיכה, והשכבות שלהם מחממות את כדור הארץ כמו תנור. ' +
  'יש באוויר גם חלקיקים קטנים של אבק. סבא שלי השתעל כל החורף, ולכן שמנו מסנן על החלון כדי להקטין את האבק בבית. ' +
  'אם נשמור על הים, הוא לא יצטרך להתחמם כל כך מהר. אמא שלי מגינה עליי מהשמש עם כובע, ' +
  'ובחורף אנחנו אופים עוגה בתנור. המורה שלנו אמרה שכל ילד יכול לעזור: לכבות את האור כשיוצאים מהחדר, ' +
  'לנסוע באוטובוס ולשתות מים מבקבוק שאפשר למלא שוב. כשאני אהיה גדול, אני רוצה לנסוע לאוסטרליה וליפן ולראות את הים בעצמי.';

interface Measured {
  period: string;
  counts: { total: number; rare: number };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

describe('everyday Hebrew words the coach once named as jargon', () => {
  it('are not rare in the page analysis, in Grade with an English period sent, nor in its .docx', async () => {
    const analysis = await app.inject({ method: 'POST', url: '/api/de-jargonizer/analyses', payload: { text: ANSWER } });
    expect(analysis.json<Measured>()).toMatchObject({ period: HEBREW_PERIOD, counts: { rare: 0 } });
    const grade = await app.inject({ method: 'POST', url: '/api/TextGrading/Grade', payload: { timePriodDDL: DEFAULT_PERIOD, ContentTA: ANSWER } });
    const graded = grade.json<Measured & { cleanedWords: string[]; normalWords: string[]; rareWords: string[]; words: string[]; score: number }>();
    expect(graded).toMatchObject({ period: HEBREW_PERIOD, counts: { rare: 0 } });
    const download = await app.inject({
      method: 'POST',
      url: '/api/TextGrading/Download',
      payload: { ...graded, Name: 'answer' },
    });
    expect((await mammoth.extractRawText({ buffer: download.rawPayload })).value).toContain('Rare: 0%, 0');
  });

  it('are not rare in group grading nor in Compare', async () => {
    const form = multipartBody([
      { name: 'timePriodDDL', value: DEFAULT_PERIOD },
      { name: 'ArticlesGroupFU', fileName: 'answer.txt', contentType: 'text/plain', data: Buffer.from(ANSWER) },
    ]);
    const group = await app.inject({ method: 'POST', url: '/api/GroupGrading', payload: form.payload, headers: { ...form.headers, accept: 'application/json' } });
    expect(group.json<{ rows: { period: string; rare: number }[] }>().rows).toEqual([expect.objectContaining({ period: HEBREW_PERIOD, rare: 0 })]);
    const compare = await app.inject({
      method: 'POST',
      url: '/api/de-jargonizer/compare/texts',
      payload: { timePriodDDL: DEFAULT_PERIOD, beforeText: ANSWER, afterText: `${ANSWER} זה חשוב לכולנו.` },
    });
    const body = compare.json<{ period: string; before: Measured; after: Measured }>();
    expect([body.period, body.before.counts.rare, body.after.counts.rare]).toEqual([HEBREW_PERIOD, 0, 0]);
  });

  it('are not in the Half Life coach list of rare words', async () => {
    const session = new ExerciseSession(app, '/api/HalfLife');
    session.language = 'he';
    await session.send(null);
    await session.send('1');
    await session.send(ANSWER);
    expect(session.stage).toBe(4);
    expect(session.history.text120FirstRareWords).toBe(0);
    expect(String(session.history.text120FirstJargon ?? '')).toBe('');
  });
});
