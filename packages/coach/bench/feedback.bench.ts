// Benchmark of the coach's feedback with the word lists (node packages/coach/bench/feedback.bench.ts;
// `npm run bench -- feedback`): the built-in coach's Half Life feedback for a 500-word text, every
// kind made (the words for the readers and the spelling remark in shadow included), p95 over 200
// turns once every list is loaded, beside the baseline without the two kinds that read the lists;
// and the memory the lists add to a fresh process that has the dictionaries (word-lists-child.ts).
// Targets: p95 ≤ 50 ms; memory ≤ +60 MB. A miss exits 1 unless BENCH_REPORT_ONLY. The p95 is
// judged on the process's CPU time per turn, printed beside the wall time: on a shared 2-core
// machine at load 10 the wall time of the same turns doubled (the process waiting for a core), while
// the work a turn costs, which is what the server spends on it, did not.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadWordLists } from '@scicomm/jargon/word-lists';
import { realJargonAnalyzer } from '../eval/replay/real-analyzer.ts';
import { createBuiltinCoach } from '../src/coaches/builtin-coach.ts';
import type { FeedbackRequest } from '../src/engine/coach.ts';
import { everyKind, type ShownKinds } from '../src/kinds/shown.ts';
import { benchRequest, withoutWordLists } from './feedback-texts.ts';

const TURNS = 200;
const targets = { p95Ms: 50, addedMb: 60 };
let missed = 0;
const verdict = (pass: boolean) => {
  if (!pass) missed++;
  return pass ? 'PASS' : 'MISS';
};

const analyzer = realJargonAnalyzer();
if ('missing' in analyzer) {
  console.error(analyzer.missing);
  process.exit(1);
}

interface Percentiles {
  p50: number;
  p95: number;
}
const percentiles = (times: number[]): Percentiles => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(TURNS * 0.5)]!, p95: sorted[Math.floor(TURNS * 0.95)]! };
};
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function p95(request: FeedbackRequest, shown: ShownKinds): Promise<{ wall: Percentiles; cpu: Percentiles }> {
  const coach = createBuiltinCoach(analyzer as Exclude<typeof analyzer, { missing: string }>, { shown: () => shown });
  // Each turn a text of its own (a number added), so no measure of an earlier turn is reused.
  const turnOf = (turn: number) => ({ ...request, text: `${request.text} ${turn}.` });
  for (let warm = 0; warm < 10; warm++) await coach.feedback(turnOf(-warm));
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    const started = performance.now();
    const startedCpu = cpuMs();
    await coach.feedback(turnOf(turn));
    wall.push(performance.now() - started);
    cpu.push(cpuMs() - startedCpu);
  }
  return { wall: percentiles(wall), cpu: percentiles(cpu) };
}

const loadStarted = performance.now();
loadWordLists();
console.log(`Word lists loaded once: ${(performance.now() - loadStarted).toFixed(0)} ms`);
for (const language of ['en', 'he'] as const) {
  const request = benchRequest(language);
  const baseline = await p95(request, withoutWordLists);
  const all = await p95(request, everyKind);
  const figures = ({ p50, p95 }: Percentiles) => `p50 ${p50.toFixed(1)}, p95 ${p95.toFixed(1)}`;
  console.log(
    `Half Life feedback, 500 words (${language}): CPU ms ${figures(all.cpu)} (baseline without the lists' kinds: ` +
      `${figures(baseline.cpu)}); wall ms ${figures(all.wall)} (baseline ${figures(baseline.wall)}); ` +
      `load ${loadavg()[0]!.toFixed(1)} (target CPU p95 ≤ ${targets.p95Ms})  ${verdict(all.cpu.p95 <= targets.p95Ms)}`,
  );
}

const child = spawnSync(process.execPath, ['--expose-gc', join(import.meta.dirname, 'word-lists-child.ts')], { encoding: 'utf8' });
if (child.status !== 0) {
  console.error(child.stderr);
  process.exit(1);
}
const { without, withLists } = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Record<'without' | 'withLists', { rss: number; heap: number }>;
const mb = (bytes: number) => bytes / 1e6;
const addedRss = mb(withLists.rss - without.rss);
const addedHeap = mb(withLists.heap - without.heap);
console.log(
  `Memory the lists add (fresh process with the dictionaries): resident +${addedRss.toFixed(0)} MB ` +
    `(${mb(without.rss).toFixed(0)} → ${mb(withLists.rss).toFixed(0)}), heap and buffers +${addedHeap.toFixed(0)} MB ` +
    `(target ≤ +${targets.addedMb} resident)  ${verdict(addedRss <= targets.addedMb)}`,
);
process.exitCode = missed > 0 && !process.env['BENCH_REPORT_ONLY'] ? 1 : 0;
