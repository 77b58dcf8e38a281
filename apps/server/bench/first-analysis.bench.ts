// A writer's analysis while the grading threads sleep (`npm run bench -- first-analysis`;
// docs/de-jargonizer.md "Worker pool"): the real server (server.ts on a PGlite folder of its
// own) has served short analyses on its event loop, as a quiet site does, and no thread is
// alive, as after a minute without a longer text. Over HTTP, as the page asks:
//   1. a 550-word text (about 3,000 characters, past INLINE_MAX_CHARS): its answer time, once per
//      start (ROUNDS starts), against the same text's median once a thread is awake, in the same
//      run. Target: ≤ FIRST_TARGET_MS (a thread's cold start made it 242 ms on 26 November);
//   2. a text past COLD_INLINE_MAX_CHARS in the same state, printed: it waits for a thread's start.
// Then one JSON line; exits 1 when the target fails (unless BENCH_REPORT_ONLY).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COLD_INLINE_MAX_CHARS, INLINE_MAX_CHARS } from '../src/text-analysis/grading-pool.ts';
import { verdicts } from './bench-server.ts';
import { loadLine } from './process-stats.ts';
import { variedProse } from './prose.ts';
import { startRealServer } from './real-server.ts';

const ROUNDS = 3;
const WARM_ANSWERS = 20;
const FIRST_TARGET_MS = 50;
const WRITER_WORDS = 550;

const prose = variedProse(5_000);
const wordsOf = (count: number) => prose.split(' ').slice(0, count).join(' ');
const charsOf = (chars: number) => prose.slice(0, prose.lastIndexOf(' ', chars));
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function analysisMs(base: string, text: string): Promise<number> {
  const started = performance.now();
  const reply = await fetch(`${base}/api/de-jargonizer/analyses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ text }),
  });
  const body = await reply.text();
  if (!reply.ok) throw new Error(`an analysis answered ${reply.status}: ${body.slice(0, 200)}`);
  return performance.now() - started;
}

/**
 * A server restarted on `folder` that has measured short texts only: its threads have never
 * started. Without load shedding: on a busy shared machine it would refuse what is timed here.
 */
async function quietServer(folder: string) {
  const server = await startRealServer({ pgliteDir: folder, env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' } });
  try {
    const short = charsOf(INLINE_MAX_CHARS);
    for (let round = 0; round < 20; round++) await analysisMs(server.base, short);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const writerText = wordsOf(WRITER_WORDS);
const longText = charsOf(COLD_INLINE_MAX_CHARS + 2_000);
const firsts: number[] = [];
const longFirsts: number[] = [];
const warm: number[] = [];
// One database for every start: migrated once, as a site restarts.
const folder = mkdtempSync(path.join(os.tmpdir(), 'scicomm-bench-first-analysis-'));
console.log(`before: ${loadLine()}`);
try {
  await (await startRealServer({ pgliteDir: folder })).stop();
  for (let round = 0; round < ROUNDS; round++) await measureRound();
} finally {
  rmSync(folder, { recursive: true, force: true });
}

async function measureRound() {
  const server = await quietServer(folder);
  try {
    firsts.push(await analysisMs(server.base, writerText));
    for (let answer = 0; answer < WARM_ANSWERS; answer++) warm.push(await analysisMs(server.base, writerText));
  } finally {
    await server.stop();
  }
  const other = await quietServer(folder);
  try {
    longFirsts.push(await analysisMs(other.base, longText));
  } finally {
    await other.stop();
  }
}

const { check, finish } = verdicts();
const firstMs = median(firsts);
const warmMs = median(warm);
console.log(
  `${WRITER_WORDS} words (${writerText.length.toLocaleString('en')} characters), the threads asleep: ${firsts.map((ms) => ms.toFixed(0)).join(', ')} ms, median ${firstMs.toFixed(1)} ms ` +
    `(target ≤ ${FIRST_TARGET_MS}) ${check(firstMs <= FIRST_TARGET_MS)}; a thread awake: median ${warmMs.toFixed(1)} ms of ${warm.length}, ratio ${(firstMs / warmMs).toFixed(2)}`,
);
console.log(
  `${longText.length.toLocaleString('en')} characters (over COLD_INLINE_MAX_CHARS ${COLD_INLINE_MAX_CHARS.toLocaleString('en')}), the threads asleep: ${longFirsts.map((ms) => ms.toFixed(0)).join(', ')} ms (printed: it waits for a thread's start)`,
);
console.log(`after:  ${loadLine()}`);
console.log(JSON.stringify({ bench: 'first-analysis', firstMs, warmMs, longFirstMs: median(longFirsts) }));
finish();
