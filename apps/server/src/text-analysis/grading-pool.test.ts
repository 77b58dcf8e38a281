// The grading pool (grading-pool.ts): uploads and long texts are read and graded in worker
// threads, so the event loop keeps answering; a full pool refuses with 503 BUSY; a worker's
// refusal keeps its 4xx; the pool ends with the app. No timing assertions: the tests wait for
// states (a task in the pool, a reply) and compare orders.
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { accessTokenFor, registerTestUser } from '../auth/testing.ts';
import { dejargonizerUserInteractions } from '../db/schema.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { getTestApp } from '../test/test-app.ts';
import { until } from '../test/until.ts';
import { COLD_INLINE_MAX_CHARS, GradingPool, INLINE_MAX_CHARS, PASTED_MAX_CHARS, RETRY_AFTER_SECONDS } from './grading-pool.ts';
import { FULL_REPLY_MAX_WORDS } from '@scicomm/jargon/result';
import { DOCX, makeDocx, makeZipBomb, multipartBody, type FormPart } from './test-support.ts';

const SENTENCE =
  'We study how wheat plants respond to drought and measure epigenetic methylation in roots. ';
const sentenceWords = SENTENCE.trim().split(/\s+/u).length;
const textOfWords = (words: number) => SENTENCE.repeat(Math.ceil(words / sentenceWords));
/** A .txt whose grading takes a worker a good while (several MB), so it can be caught in the pool. */
const LARGE_TEXT = SENTENCE.repeat(80_000);

const apps: FastifyInstance[] = [];

/**
 * An app on the shared test database with its own pool. Its database handle does not close the
 * shared database, so this app can be closed like a production one.
 */
async function appWithPool(workers: number, queueLimit: number) {
  const shared = await getTestApp();
  const database: DatabaseHandle = {
    db: shared.database.db,
    kind: shared.database.kind,
    ping: () => shared.database.ping(),
    close: async () => {},
  };
  const pool = new GradingPool({
    workers,
    queueLimit,
    dictionaryDir: shared.config.DICTIONARY_DIR,
  });
  const app = await buildApp({ config: shared.config, database, logger: false, gradingPool: pool });
  await app.ready();
  apps.push(app);
  return { app, pool };
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const gradeRequest = (app: FastifyInstance, parts: FormPart[]) =>
  app.inject({ method: 'POST', url: '/api/TextGrading/Grade', ...multipartBody(parts) });
const txtFile = (text: string, fileName = 'essay.txt'): FormPart => ({
  name: 'ArticleFU',
  fileName,
  contentType: 'text/plain',
  data: text,
});
const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string; field?: string; retryAfterSeconds?: number } }>().error;

/** Waits until the pool has `count` tasks running or waiting. */
async function untilPending(pool: GradingPool, count: number) {
  await until(() => pool.pending >= count, 5);
  expect(pool.pending).toBe(count);
}

describe('grading pool', () => {
  let app: FastifyInstance;
  let pool: GradingPool;
  beforeAll(async () => {
    ({ app, pool } = await appWithPool(1, 4));
  });

  it('reads and grades an uploaded file in a worker thread, not on the event loop', async () => {
    const grade = vi.spyOn(pool, 'grade');
    const response = await gradeRequest(app, [
      { name: 'timePriodDDL', value: 'English2021_2024' },
      {
        name: 'ArticleFU',
        fileName: 'Drought.docx',
        contentType: DOCX,
        data: await makeDocx(SENTENCE),
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/u);
    const reply = response.json<{ name: string; taskId: null; counts: { total: number } }>();
    expect(reply).toMatchObject({
      name: 'Drought',
      taskId: null,
      counts: { total: sentenceWords },
    });
    expect(grade).toHaveBeenCalledTimes(1);
    const outcome = await grade.mock.results[0]?.value;
    expect(outcome.threadId).not.toBe(threadId);
    grade.mockRestore();
  });

  it('grades a short pasted text inline and a long one in the pool', async () => {
    const grade = vi.spyOn(pool, 'grade');
    const short = await gradeRequest(app, [{ name: 'ContentTA', value: SENTENCE }]);
    expect(short.statusCode).toBe(200);
    expect(grade).not.toHaveBeenCalled();
    const long = textOfWords(4000);
    expect(long.length).toBeGreaterThan(INLINE_MAX_CHARS);
    const pooled = await app.inject({
      method: 'POST',
      url: '/api/TextGrading/Grade',
      payload: { ContentTA: long },
    });
    expect(pooled.statusCode).toBe(200);
    expect(grade).toHaveBeenCalledTimes(1);
    expect(pooled.json<{ words: string[] }>().words.join('')).toBe(long);
    grade.mockRestore();
  });

  it('answers /api/health while a large upload is being graded', async () => {
    let uploadDone = false;
    const upload = gradeRequest(app, [txtFile(LARGE_TEXT)]).then((response) => {
      uploadDone = true;
      return response;
    });
    await untilPending(pool, 1);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // The health check came back while the upload was still in the worker.
    expect(uploadDone).toBe(false);
    const response = await upload;
    expect(response.statusCode).toBe(200);
    expect(response.json<{ counts: { total: number } }>().counts.total).toBe(
      80_000 * sentenceWords,
    );
  });

  it('stores an uploaded file graded in the pool for the user who saves texts', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const authorization = `Bearer ${await accessTokenFor(app, user)}`;
    const post = (text: string) => {
      const form = multipartBody([txtFile(text)]);
      return app.inject({
        method: 'POST',
        url: '/api/TextGrading/Grade',
        payload: form.payload,
        headers: { ...form.headers, authorization },
      });
    };
    const rowOf = async (taskId: string) =>
      (
        await app.db
          .select()
          .from(dejargonizerUserInteractions)
          .where(eq(dejargonizerUserInteractions.id, taskId))
      )[0];

    const short = await post(SENTENCE);
    const shortReply = short.json<{ taskId: string; htmlResult: string }>();
    expect(shortReply.taskId).toMatch(/^[0-9a-f-]{36}$/u);
    expect(await rowOf(shortReply.taskId)).toMatchObject({
      userId: user.id,
      text: SENTENCE,
      resultText: shortReply.htmlResult,
    });

    // A long text's reply is compact: the row keeps the text, counts and score, no coloured HTML.
    const long = textOfWords(FULL_REPLY_MAX_WORDS + 100);
    const longReply = (await post(long)).json<{
      taskId: string;
      compact: boolean;
      counts: { total: number };
    }>();
    expect(longReply.compact).toBe(true);
    expect(await rowOf(longReply.taskId)).toMatchObject({
      userId: user.id,
      text: long,
      resultText: null,
      totalWords: longReply.counts.total,
    });
  });

  it("keeps a worker's refusal of a bad file as its 4xx", async () => {
    const damaged = await gradeRequest(app, [
      {
        name: 'ArticleFU',
        fileName: 'broken.docx',
        contentType: DOCX,
        data: Buffer.from('PK\u0003\u0004 not really'),
      },
    ]);
    expect(damaged.statusCode).toBe(400);
    expect(errorOf(damaged).code).toBe('INVALID_FILE');
    const bomb = await gradeRequest(app, [
      {
        name: 'ArticleFU',
        fileName: 'bomb.docx',
        contentType: DOCX,
        data: makeZipBomb(2 * 1024 * 1024, 1000),
      },
    ]);
    expect(bomb.statusCode).toBe(413);
    expect(errorOf(bomb).message).toBe('The .docx file is too large when unpacked.');
    const binary = await gradeRequest(app, [txtFile('abc\u0000def')]);
    expect(binary.statusCode).toBe(400);
    expect(errorOf(binary).code).toBe('INVALID_TEXT');
    // The worker is still there for the next upload.
    const next = await gradeRequest(app, [txtFile(SENTENCE)]);
    expect(next.statusCode).toBe(200);
  });

  it('grades group uploads in the pool, a bad file getting its row', async () => {
    const gradeGroup = vi.spyOn(pool, 'gradeGroup');
    const form = multipartBody([
      { name: 'ArticlesGroupFU', fileName: 'a.txt', contentType: 'text/plain', data: SENTENCE },
      { name: 'ArticlesGroupFU', fileName: 'b.docx', contentType: DOCX, data: 'not a zip' },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/GroupGrading',
      headers: { ...form.headers, accept: 'application/json' },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{
      rows: { fileName: string; words: number | null; error: string | null }[];
    }>().rows;
    expect(rows.map((row) => [row.fileName, row.words, row.error === null])).toEqual([
      ['a.txt', sentenceWords, true],
      ['b.docx', null, false],
    ]);
    const outcome = await gradeGroup.mock.results[0]?.value;
    expect(outcome.threadId).not.toBe(threadId);
    gradeGroup.mockRestore();
  });
});

describe('an unexpected error in a worker', () => {
  it('fails that task alone (a 500 for its route), and the pool keeps grading', async () => {
    const shared = await getTestApp();
    const pool = new GradingPool({
      workers: 1,
      queueLimit: 0,
      dictionaryDir: shared.config.DICTIONARY_DIR,
    });
    try {
      const broken = pool.grade({
        kind: 'grade',
        period: 'English2021_2024',
        name: '',
        // Not bytes: decoding throws a TypeError inside the worker.
        file: {
          fieldName: 'articlefu',
          fileName: 'x.txt',
          mimeType: 'text/plain',
          bytes: 42 as never,
        },
        keepText: false,
      });
      const error: unknown = await broken.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(AppError);
      expect(pool.pending).toBe(0);
      const next = await pool.grade({
        kind: 'grade',
        period: 'English2021_2024',
        name: '',
        text: SENTENCE,
        keepText: false,
      });
      expect(next.record.counts.total).toBe(sentenceWords);
    } finally {
      await pool.close();
    }
  });
});

describe('Download in the grading pool', () => {
  it('builds the Word document in a worker thread, and keeps 400 for a bad body', async () => {
    const { app, pool } = await appWithPool(1, 4);
    const buildDocument = vi.spyOn(pool, 'buildDocument');
    const download = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/TextGrading/Download', payload });
    const response = await download({
      CleanedWords: ['drought', 'matters'],
      NormalWords: ['drought'],
      RareWords: [],
      Words: ['Drought', ' ', 'matters'],
      Name: 'Field notes',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(DOCX);
    expect(response.headers['content-disposition']).toContain(
      'filename="Field notes - Result.docx"',
    );
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const outcome = await buildDocument.mock.results[0]?.value;
    expect(outcome.threadId).not.toBe(threadId);
    const refused = await download({
      CleanedWords: ['drought'],
      NormalWords: ['drought'],
      RareWords: ['drought'],
      Words: ['Drought'],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toEqual({
      code: 'VALIDATION_FAILED',
      message:
        'Invalid body field "cleanedWords": NormalWords and RareWords cannot hold more words than CleanedWords.',
      field: 'cleanedWords',
    });
    const notAnObject = await app.inject({
      method: 'POST',
      url: '/api/TextGrading/Download',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notAnObject.statusCode).toBe(400);
  });
});

describe('a full grading pool', () => {
  it('refuses the next upload with 503 BUSY and Retry-After, and grades again once free', async () => {
    const { app, pool } = await appWithPool(1, 0);
    const first = gradeRequest(app, [txtFile(LARGE_TEXT)]);
    await untilPending(pool, 1);
    const refused = await gradeRequest(app, [txtFile(SENTENCE)]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(errorOf(refused).code).toBe('BUSY');
    expect(errorOf(refused).retryAfterSeconds).toBe(RETRY_AFTER_SECONDS);
    expect(errorOf(refused).message).toMatch(/try again/u);
    expect((await first).statusCode).toBe(200);
    expect(pool.pending).toBe(0);
    const again = await gradeRequest(app, [txtFile(SENTENCE)]);
    expect(again.statusCode).toBe(200);
  });

  it('lets uploads wait in the queue up to its limit', async () => {
    const { app, pool } = await appWithPool(1, 1);
    const first = gradeRequest(app, [txtFile(LARGE_TEXT)]);
    await untilPending(pool, 1);
    const queued = gradeRequest(app, [txtFile(SENTENCE)]);
    await untilPending(pool, 2);
    const refused = await gradeRequest(app, [txtFile(SENTENCE)]);
    expect(refused.statusCode).toBe(503);
    expect((await first).statusCode).toBe(200);
    expect((await queued).statusCode).toBe(200);
  });
});

describe('which pasted texts go to the pool', () => {
  const textOfChars = (chars: number) => SENTENCE.repeat(Math.ceil(chars / SENTENCE.length)).slice(0, chars);
  const analyse = (app: FastifyInstance, text: string) => app.inject({ method: 'POST', url: '/api/de-jargonizer/analyses', payload: { text } });

  /** A pool whose thread is up and idle, as after a first long text. */
  async function awakePool() {
    const { app, pool } = await appWithPool(1, 0);
    expect((await analyse(app, textOfChars(INLINE_MAX_CHARS + 1))).statusCode).toBe(200);
    await until(() => pool.threadCount === 1 && pool.pending === 0, 5);
    return { app, pool };
  }

  it(`measures an analysis of up to ${INLINE_MAX_CHARS} characters on the event loop, a longer one in a thread once one is awake`, async () => {
    const { app, pool } = await awakePool();
    const grade = vi.spyOn(pool, 'grade');
    const inline = await analyse(app, textOfChars(INLINE_MAX_CHARS));
    expect(inline.statusCode).toBe(200);
    expect(grade).not.toHaveBeenCalled();
    const longer = textOfChars(INLINE_MAX_CHARS + 1);
    const pooled = await analyse(app, longer);
    expect(pooled.statusCode).toBe(200);
    expect(grade).toHaveBeenCalledTimes(1);
    expect(pooled.json<{ text: string }>().text).toBe(longer);
    grade.mockRestore();
  });

  it(`measures a text of up to ${COLD_INLINE_MAX_CHARS} characters on the event loop while no thread is awake, and wakes one`, async () => {
    const { app, pool } = await appWithPool(1, 0);
    const grade = vi.spyOn(pool, 'grade');
    const text = textOfChars(COLD_INLINE_MAX_CHARS);
    const first = await analyse(app, text);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ text: string }>().text).toBe(text);
    expect(grade).not.toHaveBeenCalled();
    await until(() => pool.threadCount === 1 && pool.pending === 0, 5);
    expect((await analyse(app, text)).statusCode).toBe(200);
    expect(grade).toHaveBeenCalledTimes(1);
    grade.mockRestore();
  });

  it(`sends a text over ${COLD_INLINE_MAX_CHARS} characters to a thread even while none is awake`, async () => {
    const { app, pool } = await appWithPool(1, 0);
    const grade = vi.spyOn(pool, 'grade');
    const longer = textOfChars(COLD_INLINE_MAX_CHARS + 1);
    const reply = await analyse(app, longer);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ text: string }>().text).toBe(longer);
    expect(grade).toHaveBeenCalledTimes(1);
    grade.mockRestore();
  });

  it('sends the texts that come while a thread wakes to the pool', async () => {
    const { app, pool } = await appWithPool(1, 0);
    const grade = vi.spyOn(pool, 'grade');
    const text = textOfChars(INLINE_MAX_CHARS + 1);
    expect(pool.measuresOnLoop(text.length)).toBe(true);
    // The wake task is in flight now: the next text waits for its thread.
    expect(pool.pending).toBe(1);
    expect((await analyse(app, text)).statusCode).toBe(200);
    expect(grade).toHaveBeenCalledTimes(1);
    grade.mockRestore();
  });

  it('compares two pasted texts on the event loop while both together are short enough', async () => {
    const { app, pool } = await awakePool();
    const compareTexts = vi.spyOn(pool, 'compareTexts');
    const compare = (beforeChars: number, afterChars: number) =>
      app.inject({ method: 'POST', url: '/api/de-jargonizer/compare/texts', payload: { beforeText: textOfChars(beforeChars), afterText: textOfChars(afterChars) } });
    const half = INLINE_MAX_CHARS / 2;
    expect((await compare(half, half)).statusCode).toBe(200);
    expect(compareTexts).not.toHaveBeenCalled();
    expect((await compare(half, half + 1)).statusCode).toBe(200);
    expect(compareTexts).toHaveBeenCalledTimes(1);
    compareTexts.mockRestore();
  });

  it(`lets pasted texts of up to ${PASTED_MAX_CHARS} characters wait beyond the upload queue's limit`, async () => {
    const { app, pool } = await appWithPool(1, 0);
    const upload = gradeRequest(app, [txtFile(LARGE_TEXT)]);
    await untilPending(pool, 1);
    const pasted = analyse(app, textOfChars(PASTED_MAX_CHARS));
    await untilPending(pool, 2);
    const refusedUpload = await gradeRequest(app, [txtFile(SENTENCE)]);
    expect(refusedUpload.statusCode).toBe(503);
    expect(refusedUpload.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    // A longer pasted text waits in the uploads' queue, full here.
    expect((await analyse(app, textOfChars(PASTED_MAX_CHARS + 1))).statusCode).toBe(503);
    expect((await upload).statusCode).toBe(200);
    expect((await pasted).statusCode).toBe(200);
  });
});

describe("npm run worker's pool (keepThreads)", () => {
  it('has every thread started once warm() resolves, before any task', async () => {
    const pool = new GradingPool({ workers: 2, queueLimit: 0, dictionaryDir: (await getTestApp()).config.DICTIONARY_DIR, keepThreads: true });
    try {
      expect(pool.threadCount).toBe(0);
      await pool.warm();
      expect(pool.threadCount).toBe(2);
      expect(pool.pending).toBe(0);
    } finally {
      await pool.close();
    }
  });
});

describe('closing the app', () => {
  it('ends the pool and its threads', async () => {
    const { app, pool } = await appWithPool(1, 0);
    expect((await gradeRequest(app, [txtFile(SENTENCE)])).statusCode).toBe(200);
    expect(pool.threadCount).toBe(1);
    await app.close();
    expect(pool.closed).toBe(true);
    await until(() => pool.threadCount === 0, 5);
    expect(pool.threadCount).toBe(0);
  });
});

describe('the Grade reply of a long text', () => {
  it('sends the text once, at most twice its size for 30,000 words', async () => {
    const { app } = await appWithPool(1, 4);
    const text = textOfWords(30_000);
    const response = await gradeRequest(app, [txtFile(text)]);
    expect(response.statusCode).toBe(200);
    const reply = response.json<{
      compact: boolean;
      text: string;
      bands: string;
      counts: { total: number; rare: number };
      cleanedWords: string[];
      words: string[];
      htmlResult: string;
    }>();
    expect(reply.compact).toBe(true);
    expect(reply.text).toBe(text);
    expect(reply.bands).toHaveLength(reply.counts.total);
    expect(reply.bands.replace(/[^r]/gu, '')).toHaveLength(reply.counts.rare);
    expect(reply).toMatchObject({ cleanedWords: [], words: [], htmlResult: '' });
    expect(response.rawPayload.length).toBeLessThanOrEqual(2 * Buffer.byteLength(text));
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
  });

  it('moves the upload to its thread and the reply back, instead of copying them', async () => {
    const { app, pool } = await appWithPool(1, 4);
    const grade = vi.spyOn(pool, 'grade');
    const text = textOfWords(30_000);
    const response = await gradeRequest(app, [txtFile(text)]);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ text: string }>().text).toBe(text);
    // Once moved, the event loop's view of the file is empty.
    expect(grade.mock.calls[0]?.[0].file?.bytes.byteLength).toBe(0);
    grade.mockRestore();
  });

  it(`keeps the spec's full reply up to ${FULL_REPLY_MAX_WORDS} words`, async () => {
    const { app } = await appWithPool(1, 4);
    const text = textOfWords(FULL_REPLY_MAX_WORDS - sentenceWords);
    const response = await gradeRequest(app, [txtFile(text)]);
    const reply = response.json<{ compact?: boolean; words: string[]; cleanedWords: string[] }>();
    expect(reply.compact).toBeUndefined();
    expect(reply.words.join('')).toBe(text);
    expect(reply.cleanedWords.length).toBeLessThanOrEqual(FULL_REPLY_MAX_WORDS);
  });
});
