// The runner's pace (corpus-runner.ts): a chunk is measured in pieces spread over the grading
// threads, the threads are kept fed while chunks are written and claimed, and a chunk whose piece
// fails is measured again, each text's result still written exactly once.
// The pool here is a stand-in that records what it is given; the database is the test app's.
import { setTimeout as sleep } from 'node:timers/promises';
import { count, countDistinct, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { corpusJobs, corpusResults, user } from '../db/schema.ts';
import { corpusRowsJson, type CorpusChunkTask, type GradingPool, type PositionedCorpusRow } from '../text-analysis/index.ts';
import { getTestApp } from '../test/test-app.ts';
import { allChunks, CHUNK_TEXTS } from './corpus-queue.ts';
import { insertCorpusJob, insertCorpusTexts, writeChunkResults } from './corpus-repository.ts';
import { InProcessQueue } from './in-process-queue.ts';
import { PIECE_TEXTS, piecesOf, startCorpusRunner, webPace, workerPace } from './corpus-runner.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await getTestApp();
  await app.db.insert(user).values({ id: 'runner-owner', name: 'Owner', email: 'runner-owner@example.org' });
});

/** A grading pool of `workers` threads that measures nothing: each piece takes `ms` and gives every text a row. */
function standInPool(workers: number, ms: number, fail: (task: CorpusChunkTask) => boolean = () => false) {
  const seen = { pieces: [] as number[][], atOnce: 0, mostAtOnce: 0 };
  const pool = {
    workers,
    queueLimit: 8,
    gradeCorpusChunk: async (task: CorpusChunkTask) => {
      seen.atOnce++;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.atOnce);
      seen.pieces.push(task.items.map(({ position }) => position));
      try {
        await sleep(ms);
        if (fail(task)) throw new Error('a thread failed');
        const rows = task.items.map(({ position, item }): PositionedCorpusRow => ({
          position,
          fileName: item.id,
          group: item.group,
          commonPercent: 90,
          common: 9,
          midPercent: 10,
          mid: 1,
          rarePercent: 0,
          rare: 0,
          score: 100,
          words: 10,
          error: null,
        }));
        return { rowsJson: corpusRowsJson(rows), threadId: 1 };
      } finally {
        seen.atOnce--;
      }
    },
  };
  return { pool: pool as unknown as GradingPool, seen };
}

async function runningJob(texts: number): Promise<string> {
  const job = await insertCorpusJob(app.db, { ownerId: 'runner-owner', name: 'runner.csv', period: 'English2021_2024', status: 'running', total: texts });
  await insertCorpusTexts(app.db, Array.from({ length: texts }, (_, position) => ({ jobId: job.id, position, textId: `t${position}`, text: `Text ${position}.` })));
  return job.id;
}

async function untilDone(jobId: string): Promise<void> {
  for (;;) {
    const [job] = await app.db.select({ status: corpusJobs.status }).from(corpusJobs).where(eq(corpusJobs.id, jobId));
    if (job?.status === 'done') return;
    await sleep(10);
  }
}

async function results(jobId: string) {
  const [row] = await app.db
    .select({ rows: count(), positions: countDistinct(corpusResults.position) })
    .from(corpusResults)
    .where(eq(corpusResults.jobId, jobId));
  const [job] = await app.db.select({ done: corpusJobs.done }).from(corpusJobs).where(eq(corpusJobs.id, jobId));
  return { ...row, done: job?.done };
}

describe('piecesOf', () => {
  it('cuts a chunk into pieces of at most PIECE_TEXTS, at least one per thread, of even sizes, every text once', () => {
    const chunk = Array.from({ length: CHUNK_TEXTS }, (_, i) => i);
    const pieces = piecesOf(chunk, 2);
    expect(pieces).toHaveLength(Math.ceil(CHUNK_TEXTS / PIECE_TEXTS));
    expect(pieces.flat()).toEqual(chunk);
    expect(piecesOf(Array.from({ length: 130 }, (_, i) => i), 2).map((piece) => piece.length)).toEqual([65, 65]);
    expect(piecesOf([7], 4)).toEqual([[7]]);
    expect(piecesOf(Array.from({ length: 9 }, (_, i) => i), 4).map((piece) => piece.length)).toEqual([2, 2, 2, 3]);
  });
});

describe('the runner', () => {
  it('spreads each chunk over the threads and keeps them fed: as many pieces at once as its pace allows, never more', async () => {
    const texts = 2 * CHUNK_TEXTS + 130;
    const { pool, seen } = standInPool(2, 5);
    const queue = new InProcessQueue();
    const pace = workerPace(pool);
    await startCorpusRunner({ db: app.db, pool, queue }, pace);
    const jobId = await runningJob(texts);
    await queue.send(allChunks(jobId, 0, texts));
    await untilDone(jobId);
    await queue.stop();
    expect(await results(jobId)).toEqual({ rows: texts, positions: texts, done: texts });
    // The last chunk, of 130 texts, is measured by both threads too.
    expect(seen.pieces.filter((piece) => piece[0] !== undefined && piece[0] >= 2 * CHUNK_TEXTS).map((piece) => piece.length)).toEqual([65, 65]);
    expect(seen.mostAtOnce).toBe(pace.pieces);
  });

  it('gives a web process one piece per thread and none waiting', async () => {
    const texts = CHUNK_TEXTS;
    const { pool, seen } = standInPool(2, 5);
    const queue = new InProcessQueue();
    await startCorpusRunner({ db: app.db, pool, queue }, webPace(pool));
    const jobId = await runningJob(texts);
    await queue.send(allChunks(jobId, 0, texts));
    await untilDone(jobId);
    await queue.stop();
    expect(seen.mostAtOnce).toBe(2);
  });

  it('measures again a chunk whose piece failed, and still writes every text once', async () => {
    const texts = CHUNK_TEXTS + 30;
    let failures = 0;
    // The first chunk's second piece fails once, while its other pieces succeed.
    const { pool } = standInPool(2, 5, (task) => task.items[0]?.position === PIECE_TEXTS && failures++ === 0);
    const queue = new InProcessQueue();
    await startCorpusRunner({ db: app.db, pool, queue }, workerPace(pool));
    const jobId = await runningJob(texts);
    await queue.send(allChunks(jobId, 0, texts));
    await untilDone(jobId);
    await queue.stop();
    expect(failures).toBeGreaterThan(0);
    expect(await results(jobId)).toEqual({ rows: texts, positions: texts, done: texts });
  });

  it('writes a row whose id has a lone surrogate, as the database driver would write it: with U+FFFD', async () => {
    const jobId = await runningJob(1);
    const row: PositionedCorpusRow = { position: 0, fileName: 'broken-\ud800-id', group: null, commonPercent: null, common: null, midPercent: null, mid: null, rarePercent: null, rare: null, score: null, words: null, error: 'Unreadable.' };
    await writeChunkResults(app.db, jobId, [corpusRowsJson([row])]);
    const [written] = await app.db.select({ textId: corpusResults.textId }).from(corpusResults).where(eq(corpusResults.jobId, jobId));
    expect(written?.textId).toBe('broken-\ufffd-id');
  });
});
