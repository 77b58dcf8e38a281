// Durability of corpus jobs on PostgreSQL (docs/research.md "Corpora"): a worker process killed
// with SIGKILL in the middle of a job loses nothing and doubles nothing. A second worker takes
// the chunks the first held once their heartbeat stops, and the job ends with every text's
// result exactly once and its count right. A server killed while it stores an upload's texts
// leaves a job that another process fails, its texts deleted (corpus-reading.ts). Runs on the
// PostgreSQL project only (PGlite has one process, whose in-process queue is rebuilt at start:
// corpus-runner.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { corpusJobs, corpusResults, corpusTexts, user } from '../db/schema.ts';
import { grantResearcher } from '../research/index.ts';
import { createTestDatabase, dropTestDatabase } from '../test/postgres-database.ts';
import { startServerProcess } from '../test/server-process.ts';
import { testDatabaseKind } from '../test/test-app.ts';
import { allChunks } from './corpus-queue.ts';
import { insertCorpusJob, insertCorpusTexts } from './corpus-repository.ts';
import { READING_ABANDONED } from './corpus-reading.ts';
import { createPersonalToken } from './personal-tokens.ts';
import { SharedQueue } from './shared-queue.ts';

const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'worker.ts');
const TEXTS = 4_000;

/** A 250-word abstract, different for each i. */
const abstract = (i: number) =>
  Array.from({ length: 10 }, (_, s) => `In sample ${i + s} we measured nitrate in groundwater from several wells, and levels rose after heavy rain while the aquifer recovered slowly over the summer.`).join(' ');

function startWorker(databaseUrl: string): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  const child = spawn(process.execPath, [workerFile], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', NODE_ENV: 'development', UPLOAD_WORKERS: '2', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('corpus worker ready')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`worker exited early:\n${output}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, output: () => output };
}

describe.skipIf(testDatabaseKind() !== 'postgres')('a corpus job on PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  let databaseUrl = '';
  let database: DatabaseHandle;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabase(adminUrl);
    database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.close();
    if (databaseUrl) await dropTestDatabase(adminUrl, databaseUrl);
  });

  const progress = async (jobId: string) => {
    const [job] = await database.db.select({ done: corpusJobs.done, status: corpusJobs.status }).from(corpusJobs).where(eq(corpusJobs.id, jobId));
    return job ?? { done: 0, status: 'missing' };
  };

  it('survives a worker killed with SIGKILL mid-job: every text has its result exactly once', async () => {
    const { db } = database;
    await db.insert(user).values({ id: 'durable-owner', name: 'Owner', email: 'durable-owner@example.org' });
    const job = await insertCorpusJob(db, { ownerId: 'durable-owner', name: 'abstracts.csv', period: 'English2021_2024', status: 'running', total: TEXTS, runStartedAt: new Date() });
    for (let first = 0; first < TEXTS; first += 1_000)
      await insertCorpusTexts(db, Array.from({ length: 1_000 }, (_, i) => ({ jobId: job.id, position: first + i, textId: `a${first + i}`, text: abstract(first + i) })));
    const queue = new SharedQueue({ databaseUrl, onError: () => undefined });
    await queue.send(allChunks(job.id, 0, TEXTS));
    await queue.stop();

    const first = startWorker(databaseUrl);
    children.push(first.child);
    await first.ready;
    let state = await progress(job.id);
    while (state.done < TEXTS / 10) {
      await sleep(20);
      state = await progress(job.id);
    }
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    const atKill = (await progress(job.id)).done;
    expect(atKill, 'killed before the job ended').toBeLessThan(TEXTS);

    const second = startWorker(databaseUrl);
    children.push(second.child);
    await second.ready;
    while ((state = await progress(job.id)).status !== 'done') await sleep(100);

    const [results] = await db
      .select({ rows: count(), positions: countDistinct(corpusResults.position) })
      .from(corpusResults)
      .where(eq(corpusResults.jobId, job.id));
    expect(results).toEqual({ rows: TEXTS, positions: TEXTS });
    expect(state.done).toBe(TEXTS);
    second.child.kill('SIGTERM');
    const [code] = (await once(second.child, 'exit')) as [number | null];
    expect(code).toBe(0);
  }, 180_000);

  it('fails a job whose server was killed with SIGKILL while storing its upload, and deletes the texts it stored', async () => {
    const { db } = database;
    const email = 'reading-owner@example.org';
    await db.insert(user).values({ id: 'reading-owner', name: 'Owner', email });
    await grantResearcher(db, email);
    const { token } = await createPersonalToken(db, 'reading-owner', 'durability');
    const csv = ['id,text', ...Array.from({ length: 100_000 }, (_, i) => `t${i},"Sample ${i}: nitrate in groundwater rose after rain."`)].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'large.csv');

    const server = startServerProcess({ DATABASE_URL: databaseUrl });
    children.push(server.child);
    const port = await server.port;
    void fetch(`http://127.0.0.1:${port}/api/research/corpora`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).catch(() => undefined);
    const reading = async () => {
      const [job] = await db.select({ id: corpusJobs.id, status: corpusJobs.status, error: corpusJobs.error }).from(corpusJobs).where(eq(corpusJobs.ownerId, 'reading-owner'));
      if (!job) return { id: '', status: 'missing', error: null, texts: 0 };
      const [texts] = await db.select({ n: count() }).from(corpusTexts).where(eq(corpusTexts.jobId, job.id));
      return { ...job, texts: texts?.n ?? 0 };
    };
    let state = await reading();
    while (state.texts === 0) {
      await sleep(20);
      state = await reading();
    }
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
    expect((await reading()).status, 'killed while reading').toBe('reading');

    // No process resumes a reading; any process on the database fails it once its reader is silent.
    const worker = startWorker(databaseUrl);
    children.push(worker.child);
    await worker.ready;
    while ((state = await reading()).status === 'reading') await sleep(200);
    expect(state).toMatchObject({ status: 'failed', error: READING_ABANDONED, texts: 0 });
    worker.child.kill('SIGTERM');
    await once(worker.child, 'exit');
  }, 180_000);
});
