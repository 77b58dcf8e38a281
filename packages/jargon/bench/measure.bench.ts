// Benchmark of the measure (node packages/jargon/bench/measure.bench.ts; `npm run bench` at the
// root). Prints, in one run: full-analysis throughput on a 10 MB generated English text, the same
// text through a naive whitespace-split + Map loop and the ratio, load time and resident memory
// of all dictionaries (in a fresh child process), one 120-word analysis, and one live update of
// 2,000 words with the browser payload. Each target is printed with PASS or MISS.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { dictionaryFromBrowserPayload, serializePeriodForBrowser } from '../src/browser-payload.ts';
import { buildDictionaries } from '../src/build-dictionaries.ts';
import { analyze } from '../src/classify.ts';
import type { Dictionary } from '../src/dictionary.ts';
import { loadDictionaries } from '../src/load.ts';
import { DEFAULT_PERIOD } from '../src/period-code.ts';
import { renderHtml } from '../src/render-html.ts';

const TEXT_BYTES = 10 * 1024 * 1024;

/** mulberry32: a small seeded generator, so every run measures the same text. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** English-looking text from the dictionary's own words: mostly common, some mid and rare, with names, numbers, URLs, e-mails, hyphens and possessives. */
export function generateText(dictionary: Dictionary, bytes: number, seed = 2024): string {
  const random = randomSource(seed);
  const common: string[] = [];
  const mid: string[] = [];
  const rare: string[] = [];
  const names: string[] = [];
  for (let id = 0; id < dictionary.table.size; id++) {
    const word = dictionary.table.wordAt(id);
    if (!/^[a-z']+$/.test(word)) continue;
    const band = dictionary.bandCodeOfId(id);
    if (dictionary.names?.[id] === 1 && names.length < 5000) names.push(word);
    if (band === 0) common.push(word);
    else if (band === 1) mid.push(word);
    else if (rare.length < 50000 && random() < 0.1) rare.push(word);
  }
  const pick = (list: readonly string[]): string => list[Math.floor(random() * random() * list.length)] ?? 'the';
  const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
  const pieces: string[] = [];
  let length = 0;
  let sentence = 0;
  while (length < bytes) {
    const words: string[] = [];
    const count = 8 + Math.floor(random() * 17);
    for (let index = 0; index < count; index++) {
      const roll = random();
      let word: string;
      if (roll < 0.83) word = pick(common);
      else if (roll < 0.92) word = pick(mid);
      else if (roll < 0.95) word = pick(rare);
      else if (roll < 0.97) word = capital(pick(names));
      else if (roll < 0.98) word = `${pick(common)}-${pick(common)}`;
      else if (roll < 0.99) word = String(Math.floor(random() * 10000));
      else if (roll < 0.993) word = `https://www.example.org/${pick(common)}`;
      else if (roll < 0.996) word = `${pick(common)}@example.com`;
      else if (roll < 0.998) word = `${capital(pick(names))}'s`;
      else word = `${pick(common)}.org/${pick(common)}`;
      if (index > 0 && index < count - 1 && random() < 0.08) word += ',';
      words.push(word);
    }
    words[0] = capital(words[0] ?? 'The');
    const ending = random() < 0.9 ? '.' : random() < 0.5 ? '?' : '!';
    sentence++;
    const piece = words.join(' ') + ending + (sentence % 6 === 0 ? '\n\n' : ' ');
    pieces.push(piece);
    length += piece.length;
  }
  return pieces.join('');
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function timeRuns(runs: number, run: () => void): number {
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

function naiveCount(text: string, bands: ReadonlyMap<string, number>): number {
  let mid = 0;
  let rare = 0;
  for (const token of text.split(/\s+/)) {
    const band = bands.get(token.toLowerCase());
    if (band === 1) mid++;
    else if (band !== 0) rare++;
  }
  return mid + rare;
}

let missed = 0;
const verdict = (pass: boolean): string => {
  if (!pass) missed++;
  return pass ? 'PASS' : 'MISS';
};
const fixed = (value: number, digits = 1): string => value.toFixed(digits);

function main(): void {
  buildDictionaries({ log: (line) => console.log(line) });
  const dictionary = loadDictionaries().get(DEFAULT_PERIOD);
  const text = generateText(dictionary, TEXT_BYTES);
  const megabytes = Buffer.byteLength(text) / 1e6;
  console.log(`\nText: ${fixed(megabytes)} MB generated from ${DEFAULT_PERIOD} words (seeded).`);

  analyze(text, dictionary);
  const words = analyze(text, dictionary).counts.total;
  const fullMs = timeRuns(5, () => analyze(text, dictionary));
  const fullRate = megabytes / (fullMs / 1000);
  console.log(`Full analysis:  ${fixed(fullMs, 0)} ms  ${fixed(fullRate)} MB/s  ${fixed(words / (fullMs / 1000) / 1e6, 2)} M words/s`);

  const bands = new Map<string, number>();
  for (let id = 0; id < dictionary.table.size; id++) bands.set(dictionary.table.wordAt(id), dictionary.bandCodeOfId(id));
  naiveCount(text, bands);
  const naiveMs = timeRuns(5, () => naiveCount(text, bands));
  const naiveRate = megabytes / (naiveMs / 1000);
  const tokens = text.split(/\s+/).length;
  console.log(`Naive baseline: ${fixed(naiveMs, 0)} ms  ${fixed(naiveRate)} MB/s  ${fixed(tokens / (naiveMs / 1000) / 1e6, 2)} M tokens/s`);
  const ratio = fullRate / naiveRate;
  console.log(`  ratio full/naive throughput ${fixed(ratio, 2)} (target ≥ 1.0)  ${verdict(ratio >= 1)}`);

  const loads = [0, 1, 2].map(() => {
    const child = spawnSync(process.execPath, [join(import.meta.dirname, 'load-child.ts')], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`load child failed: ${child.stderr}`);
    return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as { milliseconds: number; rssBefore: number; rssAfter: number };
  });
  const loadMs = median(loads.map((load) => load.milliseconds));
  const rss = median(loads.map((load) => load.rssAfter)) / 1e6;
  const rssGrowth = median(loads.map((load) => load.rssAfter - load.rssBefore)) / 1e6;
  console.log(`Load all dictionaries (fresh process, median of 3): ${fixed(loadMs)} ms (target < 100)  ${verdict(loadMs < 100)}`);
  console.log(`  resident ${fixed(rss, 0)} MB in all (target < 150)  ${verdict(rss < 150)}; the dictionaries add ${fixed(rssGrowth, 0)} MB`);

  const short = text.split(' ').slice(0, 120).join(' ');
  const batch = 100;
  const perCall: number[] = [];
  for (let round = 0; round < 60; round++) {
    const started = performance.now();
    for (let index = 0; index < batch; index++) analyze(short, dictionary);
    perCall.push((performance.now() - started) / batch);
  }
  const shortMs = median(perCall.slice(10));
  console.log(`One 120-word analysis: ${fixed(shortMs * 1000)} µs (target < 100 µs)  ${verdict(shortMs < 0.1)}`);

  const payload = serializePeriodForBrowser(dictionary);
  const payloadStarted = performance.now();
  const browser = dictionaryFromBrowserPayload(payload);
  const payloadMs = performance.now() - payloadStarted;
  console.log(`Browser payload of ${DEFAULT_PERIOD}: ${fixed(payload.length / 1e6, 2)} MB, made into a Dictionary in ${fixed(payloadMs, 0)} ms (once per page)`);
  const live = text.split(' ').slice(0, 2000).join(' ');
  const liveMs = timeRuns(50, () => renderHtml(analyze(live, browser)));
  console.log(`Live update, 2,000 words (browser payload, analyse + HTML, in Node): ${fixed(liveMs, 2)} ms (target < 16)  ${verdict(liveMs < 16)}`);
  // A missed target fails `npm run bench`, unless it only reports (BENCH_REPORT_ONLY).
  process.exitCode = missed > 0 && !process.env['BENCH_REPORT_ONLY'] ? 1 : 0;
}

if (import.meta.main) main();
