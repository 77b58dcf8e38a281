// What one analysis costs in CPU by kind of text (analysis-cost-texts.ts) and length, for
// inline-cost.bench.ts: the main thread's CPU time (process.threadCpuUsage, so that the other
// processes of a shared machine count less than in wall time), median of interleaved batches, each
// kind beside English of the same length, the baseline. Targets: any text of 2,000 characters
// ≤ 3 ms, of 10,000 ≤ 12 ms. The cold path's limit (COLD_INLINE_MAX_CHARS) is judged by the worst
// kind, not by English: a text measured on the event loop while no thread is awake may be any text.
import { DEFAULT_PERIOD, type DictionarySet } from '@scicomm/jargon';
import { analyseText } from '../src/text-analysis/text-grading.ts';
import { TEXT_KINDS, textOfKind, type TextKind } from './analysis-cost-texts.ts';

export const KIND_TARGETS_MS: ReadonlyMap<number, number> = new Map([
  [2_000, 3],
  [10_000, 12],
]);
/** The lengths measured: the targets' and one between, for the cold path's limit. */
const KIND_LENGTHS = [2_000, 5_000, 10_000];
const WARM_ROUNDS = 3;
/** Batches of each text, interleaved; a batch's CPU is read once, as the clock counts in scheduler ticks. */
const BATCHES = 7;
/** Analyses in a batch: about 100 ms of CPU, so that a tick is a few per cent of it. */
const perBatch = (chars: number) => Math.max(4, Math.round(60_000 / chars));

export interface KindCost {
  readonly kind: TextKind;
  readonly chars: number;
  /** Median over the batches of the main thread's CPU per analysis and its JSON, ms. */
  readonly cpuMs: number;
}

/** One analysis of `text` as a short pasted text gets it: the page's reply, its stored HTML and its JSON. */
async function analyseOnce(dictionaries: DictionarySet, text: string): Promise<void> {
  const { result, storedHtml } = await analyseText(dictionaries, { text, period: DEFAULT_PERIOD, byScript: true, name: '', keyTerms: [] });
  JSON.stringify({ ...result, htmlResult: storedHtml() });
}

/** The main thread's CPU (ms) per analysis over `count` analyses of `text`. */
async function cpuPerAnalysis(dictionaries: DictionarySet, text: string, count: number): Promise<number> {
  const before = process.threadCpuUsage();
  for (let index = 0; index < count; index++) await analyseOnce(dictionaries, text);
  const used = process.threadCpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Every kind at every length, the batches interleaved so that a busy moment of the machine falls on all alike. */
export async function costsByKind(dictionaries: DictionarySet): Promise<KindCost[]> {
  const texts = TEXT_KINDS.flatMap((kind) => KIND_LENGTHS.map((chars) => ({ kind, chars, text: textOfKind(kind, chars) })));
  for (let round = 0; round < WARM_ROUNDS; round++) for (const { text } of texts) await analyseOnce(dictionaries, text);
  const times = texts.map(() => [] as number[]);
  for (let batch = 0; batch < BATCHES; batch++) {
    for (const [index, { chars, text }] of texts.entries()) times[index]?.push(await cpuPerAnalysis(dictionaries, text, perBatch(chars)));
  }
  return texts.map(({ kind, chars }, index) => ({ kind, chars, cpuMs: median(times[index] ?? []) }));
}

/** The worst kind at one length (null: that length was not measured). */
export function worstAt(costs: readonly KindCost[], chars: number): KindCost | null {
  return costs.filter((cost) => cost.chars === chars).reduce<KindCost | null>((found, cost) => (found === null || cost.cpuMs > found.cpuMs ? cost : found), null);
}

/** The longest measured length whose worst kind stays within `budgetMs` (0 when none does). */
export function longestWithin(costs: readonly KindCost[], budgetMs: number): number {
  return KIND_LENGTHS.filter((chars) => (worstAt(costs, chars)?.cpuMs ?? Infinity) <= budgetMs).at(-1) ?? 0;
}
