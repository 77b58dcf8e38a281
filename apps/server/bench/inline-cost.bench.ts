// What an analysis costs the event loop by text length (node apps/server/bench/inline-cost.bench.ts;
// `npm run bench`): measured inline (the analysis, the stored row's HTML and the reply's JSON, as
// grading-service.ts does them for a short text) against the grading pool's round trip and the
// share of it spent on the loop. INLINE_MAX_CHARS is chosen from this table: the longest text whose
// inline cost stays near a millisecond (docs/de-jargonizer.md "Worker pool"). Target: the inline
// median at INLINE_MAX_CHARS ≤ 2 ms. Prints a table, then one JSON line; exits 1 when it fails.
import { performance } from 'node:perf_hooks';
import { DEFAULT_PERIOD } from '@scicomm/jargon';
import { loadDictionaries } from '@scicomm/jargon/load';
import { loadConfig } from '../src/config.ts';
import { analyseText, GradingPool, INLINE_MAX_CHARS } from '../src/text-analysis/index.ts';
import { verdicts } from './bench-server.ts';
import { variedProse } from './prose.ts';

const LENGTHS = [500, 1_000, 1_500, 2_000, 3_000, 5_000, 10_000, 20_000];
const INLINE_ROUNDS = 200;
const POOL_ROUNDS = 40;
const TARGET_MS = 2;

const { DICTIONARY_DIR } = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://' }, 'bench');
const dictionaries = loadDictionaries({ dir: DICTIONARY_DIR });
const prose = variedProse(5_000);
const textOf = (chars: number) => prose.slice(0, prose.lastIndexOf(' ', chars));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function inlineMs(text: string): Promise<number> {
  const started = performance.now();
  const { result, storedHtml } = await analyseText(dictionaries, {
    text,
    period: DEFAULT_PERIOD,
    name: '',
    keyTerms: [],
  });
  JSON.stringify({ ...result, htmlResult: storedHtml() });
  return performance.now() - started;
}

/** The pool's round trip, and the event loop's busy time per task (its utilisation over the run). */
async function pooled(
  pool: GradingPool,
  text: string,
): Promise<{ roundTrip: number; loop: number }> {
  const task = {
    kind: 'grade' as const,
    period: DEFAULT_PERIOD,
    name: '',
    text,
    keepText: false,
    form: 'analysis' as const,
    keyTerms: [],
  };
  await pool.grade(task);
  const times: number[] = [];
  const before = performance.eventLoopUtilization();
  for (let round = 0; round < POOL_ROUNDS; round++) {
    const started = performance.now();
    await pool.grade(task);
    times.push(performance.now() - started);
  }
  const used = performance.eventLoopUtilization(before);
  return { roundTrip: median(times), loop: used.active / POOL_ROUNDS };
}

const pool = new GradingPool({ workers: 1, queueLimit: 0, dictionaryDir: DICTIONARY_DIR });
const rows: { chars: number; inline: number; pool: number; poolLoop: number }[] = [];
for (const chars of [...LENGTHS, INLINE_MAX_CHARS]
  .sort((a, b) => a - b)
  .filter((value, index, all) => all.indexOf(value) === index)) {
  const text = textOf(chars);
  for (let round = 0; round < 20; round++) await inlineMs(text);
  const inline: number[] = [];
  for (let round = 0; round < INLINE_ROUNDS; round++) inline.push(await inlineMs(text));
  const { roundTrip, loop } = await pooled(pool, text);
  rows.push({ chars: text.length, inline: median(inline), pool: roundTrip, poolLoop: loop });
}
await pool.close();

const { check, finish } = verdicts();
console.log('characters  inline ms (median)  pool round trip ms  pool: loop ms per task');
for (const row of rows)
  console.log(
    `${String(row.chars).padStart(10)}  ${row.inline.toFixed(2).padStart(17)}  ${row.pool.toFixed(2).padStart(18)}  ${row.poolLoop.toFixed(2).padStart(22)}`,
  );
const atLimit = rows.filter((row) => row.chars <= INLINE_MAX_CHARS).at(-1)!;
console.log(
  `inline at INLINE_MAX_CHARS (${INLINE_MAX_CHARS}): ${atLimit.inline.toFixed(2)} ms (target ≤ ${TARGET_MS}) ${check(atLimit.inline <= TARGET_MS)}`,
);
console.log(JSON.stringify({ bench: 'inline-cost', inlineMaxChars: INLINE_MAX_CHARS, rows }));
finish();
