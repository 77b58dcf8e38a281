// Idle memory of the real server (`npm run bench -- memory`; docs/performance.md "Memory").
// Starts server.ts as production does, serves a little of everything (pages, Grade, exercise
// turns, two uploads, so that the grading threads have started and the dictionaries are in
// use), lets it idle, and reads its resident memory (VmRSS) from outside:
//   1. one process on PGlite (target ≤ 350 MB);
//   2. one process on PostgreSQL, a throw-away database next to DATABASE_URL's (target ≤ 200 MB);
//   3. WEB_CONCURRENCY=2 on PostgreSQL: the cluster primary and each worker (printed).
// Without DATABASE_URL only the first runs. Then one JSON line; exits 1 when a target fails
// (unless BENCH_REPORT_ONLY).
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, dropTestDatabase } from '../src/test/postgres-database.ts';
import { multipartBody } from '../src/de-jargonizer/test-support.ts';
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

/** A little of every kind of request the site serves. */
async function serveSome(base: string): Promise<void> {
  await expectOk(fetch(`${base}/`), 'the home page');
  const grade = { timePriodDDL: 'English2021_2024', ContentTA: wheatWords(120) };
  const upload = multipartBody([
    { name: 'timePriodDDL', value: 'English2021_2024' },
    { name: 'ArticleFU', fileName: 'essay.txt', contentType: 'text/plain', data: wheatWords(400) },
  ]);
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    await expectOk(postJson(`${base}/api/TextGrading/Grade`, grade), 'Grade');
    const greeting = (await expectOk(postJson(`${base}/api/HalfLife`, { Messages: [] }), 'Half Life')) as {
      messages: unknown[];
      updatedHistory: Record<string, unknown>;
    };
    const messages = [...greeting.messages, { Id: 's0', Text: '3', IsStudent: true, InputType: 'text' }];
    await expectOk(postJson(`${base}/api/HalfLife`, { ...greeting.updatedHistory, Messages: messages }), 'Half Life');
  }
  // Two at once: both grading threads of a 2-core machine start.
  await Promise.all(
    [0, 1].map(() =>
      expectOk(fetch(`${base}/api/TextGrading/Grade`, { method: 'POST', headers: upload.headers, body: new Uint8Array(upload.payload) }), 'an upload'),
    ),
  );
  await expectOk(postJson(`${base}/api/TextGrading/Grade`, { ...grade, ContentTA: WHEAT_PARAGRAPH }), 'Grade');
}

async function idleMegabytes(server: RealServer): Promise<{ main: number; workers: number[] }> {
  await serveSome(server.base);
  await sleep(IDLE_MS);
  return {
    main: residentMegabytes(server.pid) ?? Number.NaN,
    workers: server.workerPids().map((pid) => residentMegabytes(pid) ?? Number.NaN),
  };
}

async function measure(options: Parameters<typeof startRealServer>[0]) {
  const server = await startRealServer(options);
  try {
    return await idleMegabytes(server);
  } finally {
    await server.stop();
  }
}

const { check: verdict, finish } = verdicts();
const mb = (value: number) => `${value.toFixed(0)} MB`;
const json: Record<string, unknown> = { bench: 'memory' };
console.log(`before: ${loadLine()}`);
try {
  const pglite = await measure({});
  console.log(`idle, one process, PGlite:      ${mb(pglite.main)} (target ≤ ${PGLITE_TARGET_MB} MB) ${verdict(pglite.main <= PGLITE_TARGET_MB)}`);
  json['pgliteMegabytes'] = Math.round(pglite.main);
  const adminUrl = process.env['DATABASE_URL'];
  if (!adminUrl) {
    console.log('idle on PostgreSQL: not measured (set DATABASE_URL=postgres://… ; a throw-away database is made next to it)');
  } else {
    const databaseUrl = await createTestDatabase(adminUrl);
    try {
      const postgres = await measure({ databaseUrl });
      console.log(
        `idle, one process, PostgreSQL:  ${mb(postgres.main)} (target ≤ ${POSTGRES_TARGET_MB} MB) ${verdict(postgres.main <= POSTGRES_TARGET_MB)}`,
      );
      const cluster = await measure({ databaseUrl, processes: 2 });
      const total = cluster.main + cluster.workers.reduce((sum, value) => sum + value, 0);
      console.log(
        `idle, WEB_CONCURRENCY=2, PostgreSQL: primary ${mb(cluster.main)}, workers ${cluster.workers.map(mb).join(' and ')}; ${mb(total)} in all`,
      );
      Object.assign(json, {
        postgresMegabytes: Math.round(postgres.main),
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
