// Idle memory of the real server (`npm run bench -- memory`; docs/deployment.md "Memory").
// Starts server.ts as production does (its Node options and compile cache too), serves a little
// of every kind of request but uploads (pages, Grade, exercise turns), lets it idle, and reads
// its resident memory (VmRSS) from outside; then sends two uploads at once, so that the grading
// threads start, and reads it again while they are alive (printed, no target: they end after a
// minute idle). Every figure is of a restart, as a site restarts: a first start on the same
// database served the same requests and stopped, leaving its migrated database and Node's
// compile cache (a first start strips the types of every module, which loads the stripper and
// leaves it in memory; PGlite's creating its database leaves it larger too):
//   1. one process on PGlite (target ≤ 350 MB);
//   2. one process on PostgreSQL, a throw-away database next to DATABASE_URL's (target ≤ 200 MB);
//   3. WEB_CONCURRENCY=2 on PostgreSQL: the cluster primary and each worker (printed).
// Without DATABASE_URL only the first runs. Then one JSON line; exits 1 when a target fails
// (unless BENCH_REPORT_ONLY).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, dropTestDatabase } from '../src/test/postgres-database.ts';
import { multipartBody } from '../src/text-analysis/test-support.ts';
import { verdicts } from './bench-server.ts';
import { WHEAT_PARAGRAPH, wheatWords } from './bench-texts.ts';
import { loadLine, residentMegabytes } from './process-stats.ts';
import { startRealServer, type RealServer } from './real-server.ts';

const PGLITE_TARGET_MB = 350;
const POSTGRES_TARGET_MB = 200;
/** How long the server idles before its memory is read. */
const IDLE_MS = 5_000;
const WARM_UP_ROUNDS = 20;

async function expectOk(response: Promise<Response>, what: string): Promise<unknown> {
  const reply = await response;
  if (!reply.ok) throw new Error(`${what} answered ${reply.status}: ${(await reply.text()).slice(0, 200)}`);
  return reply.headers.get('content-type')?.includes('json') ? reply.json() : reply.text();
}

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A little of every kind of request the site serves but uploads. */
async function serveSome(base: string): Promise<void> {
  await expectOk(fetch(`${base}/`), 'the home page');
  const grade = { timePriodDDL: 'English2021_2024', ContentTA: wheatWords(120) };
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    await expectOk(postJson(`${base}/api/TextGrading/Grade`, grade), 'Grade');
    const greeting = (await expectOk(postJson(`${base}/api/HalfLife`, { Messages: [] }), 'Half Life')) as {
      messages: unknown[];
      updatedHistory: Record<string, unknown>;
    };
    const messages = [...greeting.messages, { Id: 's0', Text: '3', IsStudent: true, InputType: 'text' }];
    await expectOk(postJson(`${base}/api/HalfLife`, { ...greeting.updatedHistory, Messages: messages }), 'Half Life');
  }
  await expectOk(postJson(`${base}/api/TextGrading/Grade`, { ...grade, ContentTA: WHEAT_PARAGRAPH }), 'Grade');
}

/** Two uploads at once: both grading threads of a 2-core machine start. */
async function uploadTwo(base: string): Promise<void> {
  const upload = multipartBody([
    { name: 'timePriodDDL', value: 'English2021_2024' },
    { name: 'ArticleFU', fileName: 'essay.txt', contentType: 'text/plain', data: wheatWords(400) },
  ]);
  await Promise.all(
    [0, 1].map(() =>
      expectOk(fetch(`${base}/api/TextGrading/Grade`, { method: 'POST', headers: upload.headers, body: new Uint8Array(upload.payload) }), 'an upload'),
    ),
  );
}

interface Idle {
  main: number;
  workers: number[];
}

async function idleMegabytes(server: RealServer): Promise<Idle> {
  await sleep(IDLE_MS);
  return {
    main: residentMegabytes(server.pid) ?? Number.NaN,
    workers: server.workerPids().map((pid) => residentMegabytes(pid) ?? Number.NaN),
  };
}

type ServerOptions = Parameters<typeof startRealServer>[0];

async function measure(options: ServerOptions): Promise<{ idle: Idle; threads: Idle }> {
  const server = await startRealServer(options);
  try {
    await serveSome(server.base);
    const idle = await idleMegabytes(server);
    await uploadTwo(server.base);
    return { idle, threads: await idleMegabytes(server) };
  } finally {
    await server.stop();
  }
}

/** The start before the one measured: it serves what the measured one will, then stops. */
async function startServeAndStop(options: ServerOptions): Promise<void> {
  const server = await startRealServer(options);
  try {
    await serveSome(server.base);
    await uploadTwo(server.base);
  } finally {
    await server.stop();
  }
}

/** On a PGlite folder the server made and migrated at an earlier start. */
async function measureRestartedPglite() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'scicomm-bench-memory-'));
  try {
    await startServeAndStop({ pgliteDir: folder });
    return await measure({ pgliteDir: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const { check: verdict, finish } = verdicts();
const mb = (value: number) => `${value.toFixed(0)} MB`;
const json: Record<string, unknown> = { bench: 'memory' };
console.log(`before: ${loadLine()}`);
try {
  const pglite = await measureRestartedPglite();
  console.log(
    `idle, one process, PGlite:      ${mb(pglite.idle.main)} (target ≤ ${PGLITE_TARGET_MB} MB) ${verdict(pglite.idle.main <= PGLITE_TARGET_MB)}; ` +
      `${mb(pglite.threads.main)} with the grading threads alive`,
  );
  json['pgliteMegabytes'] = Math.round(pglite.idle.main);
  json['pgliteThreadsMegabytes'] = Math.round(pglite.threads.main);
  const adminUrl = process.env['DATABASE_URL'];
  if (!adminUrl) {
    console.log('idle on PostgreSQL: not measured (set DATABASE_URL=postgres://… ; a throw-away database is made next to it)');
  } else {
    const databaseUrl = await createTestDatabase(adminUrl);
    try {
      // The cluster's processes load the same modules: this one start before both is their restart too.
      await startServeAndStop({ databaseUrl });
      const postgres = await measure({ databaseUrl });
      console.log(
        `idle, one process, PostgreSQL:  ${mb(postgres.idle.main)} (target ≤ ${POSTGRES_TARGET_MB} MB) ${verdict(postgres.idle.main <= POSTGRES_TARGET_MB)}; ` +
          `${mb(postgres.threads.main)} with the grading threads alive`,
      );
      const cluster = (await measure({ databaseUrl, processes: 2 })).idle;
      const total = cluster.main + cluster.workers.reduce((sum, value) => sum + value, 0);
      console.log(
        `idle, WEB_CONCURRENCY=2, PostgreSQL: primary ${mb(cluster.main)}, workers ${cluster.workers.map(mb).join(' and ')}; ${mb(total)} in all`,
      );
      Object.assign(json, {
        postgresMegabytes: Math.round(postgres.idle.main),
        postgresThreadsMegabytes: Math.round(postgres.threads.main),
        clusterPrimaryMegabytes: Math.round(cluster.main),
        clusterWorkerMegabytes: cluster.workers.map(Math.round),
      });
    } finally {
      await dropTestDatabase(adminUrl, databaseUrl);
    }
  }
  console.log(`after:  ${loadLine()}`);
  console.log(JSON.stringify(json));
} finally {
  finish();
}
