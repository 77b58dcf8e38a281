// What an analysis costs the event loop by text length (node apps/server/bench/inline-cost.bench.ts;
// `npm run bench`): measured inline (the analysis, the stored row's HTML and the reply's JSON, as
// grading-service.ts does them for a short text) against the grading pool's round trip and the
// share of it spent on the loop. INLINE_MAX_CHARS is chosen from this table: the longest text whose
// inline cost stays near a millisecond (docs/de-jargonizer.md "Worker pool"). Target: the inline
// median at INLINE_MAX_CHARS ≤ 2 ms. Then the CPU of any kind of text (analysis-cost-by-kind.ts:
// German, typos, random letters, rare words without punctuation, Hebrew, Arabic, mixed scripts …)
// beside English: ≤ 3 ms at 2,000 characters, ≤ 12 ms at 10,000, and the worst kind at
// COLD_INLINE_MAX_CHARS ≤ 12 ms. Prints the tables, then one JSON line; exits 1 when one fails.
import { performance } from 'node:perf_hooks';
import { DEFAULT_PERIOD } from '@scicomm/jargon';
import { loadDictionaries } from '@scicomm/jargon/load';
import { loadConfig } from '../src/config.ts';
import { analyseText, GradingPool, INLINE_MAX_CHARS } from '../src/text-analysis/index.ts';
import { COLD_INLINE_MAX_CHARS } from '../src/text-analysis/grading-pool.ts';
import { costsByKind, KIND_TARGETS_MS, longestWithin, worstAt } from './analysis-cost-by-kind.ts';
import { TEXT_KINDS } from './analysis-cost-texts.ts';
import { verdicts } from './bench-server.ts';
import { variedProse } from './prose.ts';

const LENGTHS = [500, 1_000, 1_500, 2_000, 3_000, 5_000, 10_000, 20_000];
const INLINE_ROUNDS = 200;
const POOL_ROUNDS = 40;
const TARGET_MS = 2;
/** A text measured on the loop while no thread is awake blocks it this long at most, whatever its kind. */
const COLD_TARGET_MS = 12;

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

const byKind = await costsByKind(dictionaries);
const costOf = (kind: string, chars: number) => byKind.find((cost) => cost.kind === kind && cost.chars === chars)?.cpuMs ?? NaN;
console.log('\nCPU of one analysis by kind of text (main thread, median of interleaved batches), beside English of the same length');
for (const [chars, target] of KIND_TARGETS_MS) {
  const english = costOf('English', chars);
  for (const kind of TEXT_KINDS) {
    const cpu = costOf(kind, chars);
    console.log(
      `${String(chars).padStart(6)} characters, ${kind.padEnd(21)} ${cpu.toFixed(2).padStart(6)} ms (target ≤ ${target}; English ${english.toFixed(2)} ms, ${(cpu / english).toFixed(1)}×) ${check(cpu <= target)}`,
    );
  }
}
const cold = worstAt(byKind, COLD_INLINE_MAX_CHARS);
if (cold === null) throw new Error(`COLD_INLINE_MAX_CHARS (${COLD_INLINE_MAX_CHARS}) is not a measured length`);
console.log(
  `worst text at COLD_INLINE_MAX_CHARS (${COLD_INLINE_MAX_CHARS}): ${cold.kind}, ${cold.cpuMs.toFixed(2)} ms (target ≤ ${COLD_TARGET_MS}; English ${costOf('English', COLD_INLINE_MAX_CHARS).toFixed(2)} ms; the longest measured length within it: ${longestWithin(byKind, COLD_TARGET_MS)}) ${check(cold.cpuMs <= COLD_TARGET_MS)}`,
);
console.log(JSON.stringify({ bench: 'inline-cost', inlineMaxChars: INLINE_MAX_CHARS, coldInlineMaxChars: COLD_INLINE_MAX_CHARS, rows, byKind }));
finish();
