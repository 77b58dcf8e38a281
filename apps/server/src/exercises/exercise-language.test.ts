// The coach in the site's language (docs/exercises.md): the `language` field of a turn (validated, never
// stored or sealed), Hebrew and Arabic replies, English unchanged, a history sealed in one
// language continued in another; and the summary's .docx.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { docxText } from '@scicomm/jargon/document-text';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getExerciseRow } from './exercise-repository.ts';
import { ExerciseSession, essay } from './exercise-test-client.ts';

const analyzer = createFakeJargonAnalyzer({ rare: { epigenetics: 14 }, alternatives: { epigenetics: ['heredity'] } });

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: analyzer });
});

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

describe('the language of a turn', () => {
  it('answers a Hebrew site in Hebrew, from the greeting to the built-in feedback, and stores the measures as in English', async () => {
    const session = new ExerciseSession(app, '/api/HalfLife');
    session.language = 'he';
    const greeting = await session.send(null);
    expect(greeting[0]).toBe('ברוכים הבאים לתרגיל הכתיבה "זמן מחצית חיים"! שמחים שאתם כאן.');
    expect(greeting[1]).toContain('<span class="option" data-value="4">(4) מבוגרים עם רקע מגוון</span>');
    // The language is not part of the history: neither returned nor sealed.
    expect(session.history).not.toHaveProperty('language');

    expect((await session.send('4'))[0]).toBe('ספרו לי מה אתם חוקרים ולמה זה חשוב.<br />השתמשו בכ־120 מילים (100–140), כדקה של דיבור.');
    expect(await session.send('Too short.')).toEqual(['נא להשתמש ב־100–140 מילים. כרגע השתמשתם ב־2.']);
    const feedback = (await session.send(essay(120))).join('\n');
    expect(feedback).toMatch(/ציון ההתאמה שלכם לקהל הרחב היה \d+/u);
    expect(feedback).toContain('השתמשתם ב־120 מילים (היעד: 120, 100–140).');
    expect(feedback).not.toContain('המשפטים שלכם מתאימים עבור');
    expect(session.stage).toBe(4);
    expect(session.history.text120FirstTotalWords).toBe(120);
  });

  it('answers in Arabic, and in English exactly as without a language', async () => {
    const arabic = new ExerciseSession(app, '/api/Persuasive');
    arabic.language = 'ar';
    expect((await arabic.send(null))[0]).toBe('مرحبًا بك في تمرين الكتابة المقنعة!');

    const english = new ExerciseSession(app, '/api/Persuasive');
    english.language = 'en';
    const none = new ExerciseSession(app, '/api/Persuasive');
    expect(await english.send(null)).toEqual(await none.send(null));
    expect((await none.send('2'))[0]).toContain('Who exactly among the general public?');
  });

  it('continues a history sealed while the site was in English after a switch to Hebrew (the seal is not about the language)', async () => {
    const session = new ExerciseSession(app, '/api/HalfLife');
    await session.send(null);
    await session.send('4');
    session.language = 'he';
    const texts = await session.send(essay(120));
    expect(texts.join('\n')).not.toContain('could not be continued');
    expect(texts.at(-1)).toBe('עכשיו ספרו לי שוב מה אתם עושים ולמה זה חשוב, אבל הפעם ב־60 מילים בלבד (45–75).');
    expect(session.stage).toBe(4);
  });

  it('refuses a language the site does not have with a 400 that names the field', async () => {
    const res = await post('/api/HalfLife', { language: 'fr', Messages: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(res.body).toContain('language');
  });

  it('says "could not be continued" in the language too', async () => {
    const res = await post('/api/HalfLife', { currentStage: 5, historySeal: 'forged', language: 'ar', Messages: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ messages: { Text: string }[] }>().messages[0]?.Text).toBe(
      'تعذّرت متابعة هذا التمرين من حيث توقف (تغيّر سجله أو انتهت صلاحيته)، لذا يبدأ من جديد.',
    );
  });
});

describe('POST /api/exercises/summary.docx', () => {
  const body = {
    language: 'en',
    title: 'Half Life Writing Exercise',
    versions: [
      { label: 'About 120 words (first)', measures: '118 words · rare words: 3 · score 88', text: 'We study plants.\nThey remember winter.' },
      { label: 'About 60 words', text: 'Plants remember winter.' },
    ],
    choices: [{ label: 'Which is better', value: 'The revised one' }],
    choicesHeading: 'Your choices',
  };

  it('sends the texts as a Word document named after the exercise, and stores nothing', async () => {
    const res = await post('/api/exercises/summary.docx', body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain('filename="Half Life Writing Exercise.docx"');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await docxText(new Uint8Array(res.rawPayload));
    for (const part of ['Half Life Writing Exercise', 'About 120 words (first)', '118 words · rare words: 3 · score 88', 'We study plants.', 'They remember winter.', 'Plants remember winter.', 'Your choices', 'Which is better: The revised one']) {
      expect(text).toContain(part);
    }
  });

  it('lays a Hebrew document out right to left', async () => {
    const res = await post('/api/exercises/summary.docx', { ...body, language: 'he', title: 'זמן מחצית' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('זמן מחצית.docx')}`);
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    expect(await docxText(new Uint8Array(res.rawPayload))).toContain('זמן מחצית');
  });

  it('refuses a summary without texts, with an unknown language or with an oversized text', async () => {
    for (const bad of [
      { ...body, versions: [] },
      { ...body, language: 'fr' },
      { ...body, versions: [{ label: 'x', text: 'word '.repeat(5_000) }] },
      { ...body, title: '' },
    ]) {
      const res = await post('/api/exercises/summary.docx', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });
});

// The row of a Hebrew session is the same row as in English: the stored fields do not change.
it('stores a Hebrew session\'s row like an English one', async () => {
  const rowAfter = async (language: string | undefined) => {
    const session = new ExerciseSession(app, '/api/HalfLife');
    session.language = language;
    await session.send(null);
    await session.send('4');
    await session.send(essay(120));
    const { id: _id, startTime: _start, updatedAt: _updated, createdAt: _created, ...row } = (await getExerciseRow(app.db, 'halfLife', session.rowId)) as Record<string, unknown>;
    return row;
  };
  expect(await rowAfter('he')).toEqual(await rowAfter(undefined));
});
