// The page's own routes: POST /api/de-jargonizer/analyses (the text once with a band letter per
// word) and POST /api/de-jargonizer/file-text (a chosen file's text for the editor).
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { analyze, bandLetters, renderHtml } from '@scicomm/jargon';
import { loadDictionaries } from '@scicomm/jargon/load';
import type { AnalysisReply } from '@scicomm/shared/de-jargonizer-api';
import { getTestApp } from '../test/test-app.ts';
import { dejargonizerUserInteractions } from '../db/schema.ts';
import { accessTokenFor, registerTestUser } from '../auth/testing.ts';
import { DOCX, makeDocx, multipartBody } from '../text-analysis/test-support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const TEXT = 'Epigenetics changes how genes are read.\nThe cellular season matters too.';
const analyses = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/de-jargonizer/analyses', payload: body as object, headers });

describe('POST /api/de-jargonizer/analyses', () => {
  it('answers the text once with one band letter per counted word, and none of the original fields', async () => {
    const res = await analyses({ period: 'English2021_2024', text: TEXT });
    expect(res.statusCode).toBe(200);
    const body = res.json<AnalysisReply & Record<string, unknown>>();
    const expected = analyze(TEXT, loadDictionaries({ dir: app.config.DICTIONARY_DIR }).get('English2021_2024'));
    expect(body.text).toBe(TEXT);
    expect(body.bands).toBe(bandLetters(expected.wordBands));
    expect(body.counts).toEqual({ ...expected.counts });
    expect(body.score).toBe(expected.score);
    expect(body.direction).toBe('ltr');
    expect(body.taskId).toBeNull();
    expect(Object.keys(body.alternatives)).toContain('epigenetics');
    for (const field of ['cleanedWords', 'words', 'wordBands', 'htmlResult', 'rareWords'])
      expect(body).not.toHaveProperty(field);
  });

  it('keeps a long text at most twice its size (30,000 words, graded in the pool)', async () => {
    const words = ['cellular', 'the', 'epigenetics', 'river', 'quixotic', 'season', 'and', 'zygomorphic'];
    const text = Array.from({ length: 30_000 }, (_, index) => words[(index * 7) % words.length]).join(' ');
    const res = await analyses({ text });
    expect(res.statusCode).toBe(200);
    expect(res.json<AnalysisReply>().bands).toHaveLength(30_000);
    expect(res.body.length).toBeLessThanOrEqual(2 * text.length);
  });

  it('stores text and coloured HTML for a user who saves texts, and returns the task id', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const res = await analyses(
      { text: TEXT, name: 'notes' },
      { authorization: `Bearer ${await accessTokenFor(app, user)}` },
    );
    const body = res.json<AnalysisReply>();
    expect(body.name).toBe('notes');
    expect(body.taskId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await app.db
      .select()
      .from(dejargonizerUserInteractions)
      .where(eq(dejargonizerUserInteractions.id, body.taskId!));
    const expected = analyze(TEXT, loadDictionaries({ dir: app.config.DICTIONARY_DIR }).get('English2021_2024'));
    expect(row).toMatchObject({ userId: user.id, text: TEXT, resultText: renderHtml(expected) });
  });

  it('refuses a blank text and an unknown period with a 400', async () => {
    const blank = await analyses({ text: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: { code: string } }>().error.code).toBe('EMPTY_TEXT');
    const period = await analyses({ text: 'hello', period: 'English1900_1901' });
    expect(period.statusCode).toBe(400);
    const missing = await analyses({ period: 'English2021_2024' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('POST /api/de-jargonizer/file-text', () => {
  const fileText = (parts: Parameters<typeof multipartBody>[0]) =>
    app.inject({ method: 'POST', url: '/api/de-jargonizer/file-text', ...multipartBody(parts) });

  it('reads a .docx and a .txt into text with the name without extension', async () => {
    const docx = await fileText([
      { name: 'file', fileName: 'My paper.docx', contentType: DOCX, data: await makeDocx('First paragraph.\nSecond one.') },
    ]);
    expect(docx.statusCode).toBe(200);
    expect(docx.json()).toMatchObject({ name: 'My paper' });
    expect(docx.json<{ text: string }>().text).toContain('Second one.');
    const txt = await fileText([
      { name: 'file', fileName: 'notes.txt', contentType: 'text/plain', data: 'Plain words.' },
    ]);
    expect(txt.json()).toEqual({ name: 'notes', text: 'Plain words.' });
  });

  it('refuses an unsupported file and a missing one', async () => {
    const pdf = await fileText([
      { name: 'file', fileName: 'paper.pdf', contentType: 'application/pdf', data: '%PDF-1.4' },
    ]);
    expect(pdf.statusCode).toBe(415);
    const none = await fileText([{ name: 'other', value: 'x' }]);
    expect(none.statusCode).toBe(400);
  });
});
