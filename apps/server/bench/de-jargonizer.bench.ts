// Benchmark of the De-Jargonizer (node apps/server/bench/de-jargonizer.bench.ts; `npm run bench`,
// which builds the dictionaries and the web app first). In one run, against a server it starts in
// a child process (de-jargonizer-server.ts):
//   1. Grade requests per second for a 120-word text, next to bare routes on the same server
//      (report only since 26 November: requests per second on shared cores is queueing, and the
//      bare routes do not grade; Grade is judged against bare Fastify in overhead.bench.ts);
//   2. group grading of 200 .docx files in one upload (target < 5 s);
// (Typing in the editor is measured in Chromium by editor-typing.bench.ts.)
// Each figure is printed with PASS or FAIL, then one JSON line; exits 1 when a target fails
// (unless BENCH_REPORT_ONLY). Every loop is bounded.
import { Pool } from 'undici';
import { makeDocx, multipartBody } from '../src/text-analysis/test-support.ts';
import { startBenchServer, verdicts } from './bench-server.ts';
import { wheatWords } from './bench-texts.ts';
import { throughput as measure, type Load } from './http-load.ts';

const CONNECTIONS = 16;
const SECONDS = 3;
/** Grade and the bare routes take turns, so that a busy moment of the machine hits both alike. */
const ROUNDS = 5;

const wordsOf = wheatWords;
const text120 = wordsOf(120);

const { check: verdict, finish } = verdicts();
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const throughput = async (pool: Pool, load: Load) => (await measure(pool, load, { connections: CONNECTIONS, seconds: SECONDS })).perSecond;

async function gradeThroughput(origin: string) {
  const pool = new Pool(origin, { connections: CONNECTIONS });
  const form = multipartBody([
    { name: 'timePriodDDL', value: 'English2021_2024' },
    { name: 'ContentTA', value: text120 },
  ]);
  const post = { method: 'POST' as const, headers: form.headers, body: form.payload };
  // Warm up every path once (JIT, dictionary pages, the database).
  for (const route of ['/api/TextGrading/Grade', '/api/bench/bare-form']) {
    for (let i = 0; i < 200; i++) await (await pool.request({ ...post, path: route })).body.text();
  }
  const rounds: { grade: number; bareForm: number; bare: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const grade = await throughput(pool, {
      ...post,
      path: '/api/TextGrading/Grade',
      check: (status, body) => status === 200 && body.includes('"cleanedWords"'),
    });
    const bareForm = await throughput(pool, {
      ...post,
      path: '/api/bench/bare-form',
      check: (status) => status === 200,
    });
    const bare = await throughput(pool, {
      method: 'GET',
      path: '/api/bench/bare',
      check: (status) => status === 200,
    });
    rounds.push({ grade, bareForm, bare });
  }
  const mean = (pick: (round: (typeof rounds)[number]) => number) =>
    rounds.reduce((sum, round) => sum + pick(round), 0) / rounds.length;
  const ratios = rounds.map((round) => round.grade / round.bareForm).sort((a, b) => a - b);
  const grade = mean((round) => round.grade);
  const bareForm = mean((round) => round.bareForm);
  const bare = mean((round) => round.bare);
  const ratio = ratios[Math.floor(ratios.length / 2)] ?? 0;
  await pool.close();
  return { grade, bareForm, bare, ratio, ratios };
}

async function groupGrading(origin: string) {
  const files = await Promise.all(
    Array.from({ length: 200 }, async (_, index) => ({
      name: 'ArticlesGroupFU',
      fileName: `essay-${String(index + 1).padStart(3, '0')}.docx`,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      data: await makeDocx(`${wordsOf(150 + (index % 50))}\nWritten by student ${index + 1}.`),
    })),
  );
  const form = multipartBody(files);
  const started = performance.now();
  const response = await fetch(`${origin}/api/GroupGrading`, {
    method: 'POST',
    headers: { ...form.headers, accept: 'application/json' },
    body: new Uint8Array(form.payload),
  });
  const reply = (await response.json()) as { rows: { error: string | null }[] };
  const seconds = (performance.now() - started) / 1000;
  if (
    response.status !== 200 ||
    reply.rows.length !== 200 ||
    reply.rows.some((row) => row.error !== null)
  ) {
    throw new Error(`group grading failed: ${response.status}`);
  }
  return { seconds, megabytes: form.payload.length / (1024 * 1024) };
}

/** Times LIVE_UPDATES edits of a 2,000-word text, from the input event to the coloured text being in the DOM and laid out. */
const server = await startBenchServer();
const { origin } = server;
try {
  const rates = await gradeThroughput(origin);
  const { ratio } = rates;
  console.log(
    `Grade, 120-word text:           ${fixed(rates.grade, 0)} requests/s (${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s)`,
  );
  console.log(`bare route, same form read:     ${fixed(rates.bareForm, 0)} requests/s`);
  console.log(`bare route, empty GET:          ${fixed(rates.bare, 0)} requests/s (for scale)`);
  console.log(
    `Grade / bare form route:        ${fixed(ratio * 100)} % (median of rounds: ${rates.ratios.map((value) => fixed(value * 100)).join(', ')} %) ` +
      `(report only; former target ≥ 50 % ${ratio >= 0.5 ? 'met' : 'missed'}: Grade is judged by CPU per request against bare Fastify doing its work, \`npm run bench -- overhead\`)`,
  );

  const group = await groupGrading(origin);
  console.log(
    `Group grading, 200 .docx (${fixed(group.megabytes)} MB): ${fixed(group.seconds, 2)} s (target < 5 s) ${verdict(group.seconds < 5)}`,
  );

  console.log(
    JSON.stringify({
      gradePerSecond: Math.round(rates.grade),
      bareFormPerSecond: Math.round(rates.bareForm),
      bareGetPerSecond: Math.round(rates.bare),
      gradeRatio: Number(ratio.toFixed(3)),
      groupSeconds: Number(group.seconds.toFixed(3)),
    }),
  );
} finally {
  await server.stop();
  finish();
}
