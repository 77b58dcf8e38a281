// Reader-check load benchmark (`npm run bench -- reader-check`; docs/reader-check.md "Load"):
// the real entry point on a fresh PostgreSQL database next to DATABASE_URL; a writer creates a
// check of a 150-word text with two questions, then 200 readers answer it at once, each from an
// address of its own (X-Forwarded-For behind TRUST_PROXY=1, as behind a reverse proxy, so the
// per-client limit sees 200 clients). Three rounds, each on a new check: every response must be
// stored (the results count 200 readers) and the p99 of a submission must stay ≤ 300 ms.
import { createTestDatabase, dropTestDatabase } from '../src/test/postgres-database.ts';
import { registrationBody } from '../src/auth/testing.ts';
import { verdicts } from './bench-server.ts';
import { loadLine } from './process-stats.ts';
import { startRealServer, type RealServer } from './real-server.ts';

const READERS = 200;
const ROUNDS = 3;
const TARGET_P99_MS = 300;
const TEXT = Array.from(
  { length: 10 },
  () => 'Researchers measured epigenetic methylation in the roots of wheat during a dry summer, and farmers read the results.',
).join(' ');

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A writer's bearer token: registered, then a token for the session cookie. */
async function writerToken(server: RealServer): Promise<string> {
  const registered = await fetch(`${server.base}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
    body: JSON.stringify(registrationBody()),
  });
  await json(registered);
  const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const token = await json(await fetch(`${server.base}/api/auth/token`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' } }));
  return String(token.access_token);
}

async function createCheck(server: RealServer, bearer: string) {
  const created = await json(
    await fetch(`${server.base}/api/reader-checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({
        title: 'Load',
        text: TEXT,
        questions: [
          { kind: 'choice', prompt: 'What was measured?', options: ['Rain', 'Methylation'], correctOption: 1 },
          { kind: 'short', prompt: 'Where?', acceptedAnswers: ['roots'] },
        ],
        clarityRating: true,
        targetReaders: READERS,
      }),
    }),
  );
  const token = String(created.url).split('/read/')[1] ?? '';
  const view = await json(await fetch(`${server.base}/api/read/${token}`));
  return { id: String(created.id), token, digest: String(view.textDigest), words: (view.words as unknown[]).length };
}

/** One reader's submission from address 10.x.y.z; its time in ms. */
async function answer(server: RealServer, check: Awaited<ReturnType<typeof createCheck>>, reader: number, round: number): Promise<number> {
  const marks = [1, 3, 5 + (reader % 7), 20 + (reader % 30)].filter((mark) => mark < check.words);
  const started = performance.now();
  const response = await fetch(`${server.base}/api/read/${check.token}/responses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${round}.${reader >> 8}.${reader & 255}` },
    body: JSON.stringify({
      readerToken: `bench-reader-${round}-${String(reader).padStart(8, '0')}`,
      textDigest: check.digest,
      marks: [...new Set(marks)].sort((a, b) => a - b),
      answers: [reader % 2, reader % 3 === 0 ? 'the roots' : null],
      clarity: 1 + (reader % 5),
      profile: { ageBand: '25-34', worksInScience: reader % 2 === 0 ? 'yes' : 'no' },
    }),
  });
  const elapsed = performance.now() - started;
  if (response.status !== 201) throw new Error(`reader ${reader} answered ${response.status}: ${await response.text()}`);
  return elapsed;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.log('reader-check: needs PostgreSQL: DATABASE_URL=postgres://… npm run bench -- reader-check');
  process.exit(0);
}
const { check: verdict, finish } = verdicts();
const databaseUrl = await createTestDatabase(adminUrl);
const server = await startRealServer({ databaseUrl, env: { TRUST_PROXY: '1' } });
try {
  const bearer = await writerToken(server);
  // Warm-up: JIT, the connection pool, the prepared limiter statements.
  const warm = await createCheck(server, bearer);
  for (let reader = 0; reader < 40; reader++) await answer(server, warm, reader, 9);
  console.log(`before: ${loadLine()}`);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const check = await createCheck(server, bearer);
    const started = performance.now();
    const times = await Promise.all(Array.from({ length: READERS }, (_, reader) => answer(server, check, reader, round)));
    const wall = performance.now() - started;
    const results = await json(await fetch(`${server.base}/api/reader-checks/${check.id}`, { headers: { authorization: `Bearer ${bearer}` } }));
    const sorted = [...times].sort((a, b) => a - b);
    const row = { stored: Number(results.readers), p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? NaN, wallMs: wall };
    rounds.push(row);
    console.log(
      `round ${round + 1}: ${READERS} readers at once on a ${check.words}-word check: ${row.stored} stored ${verdict(row.stored === READERS)}; ` +
        `p50 ${row.p50.toFixed(0)} ms, p99 ${row.p99.toFixed(0)} ms (target ≤ ${TARGET_P99_MS} ms) ${verdict(row.p99 <= TARGET_P99_MS)}, ` +
        `max ${row.max.toFixed(0)} ms, all in ${row.wallMs.toFixed(0)} ms`,
    );
  }
  console.log(`after:  ${loadLine()}`);
  console.log(JSON.stringify({ bench: 'reader-check', readers: READERS, rounds }));
} finally {
  await server.stop();
  await dropTestDatabase(adminUrl, databaseUrl);
  finish();
}
