// Benchmark of analyze-corpus (node packages/jargon/bench/analyze-corpus.bench.ts; `npm run bench`):
// texts per second for 250-word abstracts through the whole command path (CSV read as a stream,
// measured on every core, rows appended to the results CSV, threads' start-up included) against
// the measure's own loop (tokenise, look up, classify: analyze() over the same texts, one thread),
// timed alone in the same run. Target: analyze-corpus ≥ 70 % of the loop. The two alternate for
// ROUNDS rounds and the best of each is compared, as the machine's other work comes and goes; the
// CPU time per text of each (all threads) shows what the pool costs whatever the load. Also the
// rate with --explained-terms (about four times the measure's work; no target). A miss exits 1
// unless BENCH_REPORT_ONLY.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvRecords } from '@scicomm/shared/csv-file';
import { buildDictionaries } from '../src/build-dictionaries.ts';
import { analyze } from '../src/classify.ts';
import { analyzeCorpus } from '../src/corpus/analyze-corpus.ts';
import { corpusSource } from '../src/corpus/corpus-source.ts';
import { loadDictionaries } from '../src/load.ts';
import { DEFAULT_PERIOD } from '../src/period-code.ts';
import { generateText } from './measure.bench.ts';

const TEXTS = 30_000;
/** The slower --explained-terms run takes the first of them. */
const TEXTS_WITH_TERMS = 5000;
const WORDS_PER_TEXT = 250;
const ROUNDS = 3;
const TARGET_RATIO = 0.7;

buildDictionaries({ log: () => undefined });
const dictionary = loadDictionaries().get(DEFAULT_PERIOD);
const words = generateText(dictionary, TEXTS * WORDS_PER_TEXT * 8, 250).split(' ');
const texts = Array.from({ length: TEXTS }, (_, index) => words.slice(index * WORDS_PER_TEXT, (index + 1) * WORDS_PER_TEXT).join(' '));
if (texts.some((text) => text.split(' ').length !== WORDS_PER_TEXT)) throw new Error('not enough generated words');

interface Timing {
  /** Texts per second of wall-clock time. */
  readonly rate: number;
  /** CPU milliseconds per text, all threads of the process. */
  readonly cpuMs: number;
}

async function timed(count: number, run: () => unknown): Promise<Timing> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { rate: count / seconds, cpuMs: (used.user + used.system) / 1000 / count };
}

const best = (timings: readonly Timing[]): Timing =>
  timings.reduce((top, next) => (next.rate > top.rate ? next : top));

const work = mkdtempSync(join(tmpdir(), 'analyze-corpus-bench-'));
try {
  const corpusOf = (count: number) => {
    const path = join(work, `abstracts-${count}.csv`);
    writeFileSync(path, csvRecords([['id', 'text'], ...texts.slice(0, count).map((text, index) => [`a${index}`, text])]));
    return path;
  };
  const corpus = corpusOf(TEXTS);
  const threads = availableParallelism();
  let run = 0;
  const analyzeCorpusOf = async (path: string, count: number, explainedTerms: boolean) => {
    const summary = await analyzeCorpus({
      source: await corpusSource(path),
      out: join(work, `results-${run++}.csv`),
      period: DEFAULT_PERIOD,
      keyTerms: [],
      explainedTerms,
      threads,
    });
    if (summary.measured !== count || summary.failed !== 0) throw new Error(`measured ${summary.measured}, ${summary.failed} failed`);
  };

  // The loop's code and the dictionary's pages warm first.
  for (const text of texts.slice(0, 1000)) analyze(text, dictionary);
  const loops: Timing[] = [];
  const corpusRuns: Timing[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    loops.push(await timed(TEXTS, () => texts.forEach((text) => analyze(text, dictionary))));
    corpusRuns.push(await timed(TEXTS, () => analyzeCorpusOf(corpus, TEXTS, false)));
  }
  const withTerms = await timed(TEXTS_WITH_TERMS, () => analyzeCorpusOf(corpusOf(TEXTS_WITH_TERMS), TEXTS_WITH_TERMS, true));

  const loop = best(loops);
  const corpusRun = best(corpusRuns);
  const ratio = corpusRun.rate / loop.rate;
  const pass = ratio >= TARGET_RATIO;
  const list = (timings: readonly Timing[]) => timings.map((timing) => timing.rate.toFixed(0)).join(', ');
  console.log(`${TEXTS.toLocaleString('en')} abstracts of ${WORDS_PER_TEXT} words (generated from ${DEFAULT_PERIOD} words, seeded); load average ${loadavg()[0]?.toFixed(1)} on ${threads} cores`);
  console.log(`The measure's own loop (analyze, 1 thread): ${loop.rate.toFixed(0)} texts/s (rounds: ${list(loops)}), ${(loop.cpuMs * 1000).toFixed(0)} µs CPU per text`);
  console.log(`analyze-corpus (CSV in, results CSV out, ${threads} threads): ${corpusRun.rate.toFixed(0)} texts/s (rounds: ${list(corpusRuns)}), ${(corpusRun.cpuMs * 1000).toFixed(0)} µs CPU per text`);
  console.log(`  ratio ${(ratio * 100).toFixed(0)} % of the loop (target ≥ ${TARGET_RATIO * 100} %)  ${pass ? 'PASS' : 'MISS'}`);
  console.log(`  CPU per text ${((corpusRun.cpuMs / loop.cpuMs) * 100).toFixed(0)} % of the loop's (reading, rows, messages, results file and threads' start-up included)`);
  console.log(`analyze-corpus --explained-terms, first ${TEXTS_WITH_TERMS.toLocaleString('en')}: ${withTerms.rate.toFixed(0)} texts/s, ${((withTerms.rate / loop.rate) * 100).toFixed(0)} % of the loop (no target)`);
  process.exitCode = !pass && !process.env['BENCH_REPORT_ONLY'] ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
