// How well does the measure know everyday Hebrew? (node packages/jargon/eval/hebrew-forms-eval.ts [--show])
// Against the built Hebrew dictionary: the rare share of the plain texts (eval/hebrew-plain-texts.ts),
// the everyday forms still rare and the technical terms not rare (eval/hebrew-eval-lists.ts, both
// halves), the share of random letter strings that some rule finds, and the CPU time of one
// 2,000-word analysis with the browser payload, the first time and later. --show lists the rare
// words of the plain texts. The rules: docs/de-jargonizer.md "Hebrew word forms";
// src/hebrew-real-data.test.ts keeps the figures from sliding back.
import { dictionaryFromBrowserPayload, serializePeriodForBrowser } from '../src/browser-payload.ts';
import { analyze, bandOfWord } from '../src/classify.ts';
import type { Dictionary } from '../src/dictionary.ts';
import {
  everydayHebrewForms,
  heldOutEverydayHebrewForms,
  heldOutTechnicalHebrewWords,
  technicalHebrewWords,
} from './hebrew-eval-lists.ts';
import { hebrewPlainTexts } from './hebrew-plain-texts.ts';
import { loadDictionaries } from '../src/load.ts';
import { HEBREW_PERIOD } from '../src/period-code.ts';

const hebrew = loadDictionaries().get(HEBREW_PERIOD);
const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)} %`;

let words = 0;
const rareWords: string[] = [];
for (const text of hebrewPlainTexts) {
  const result = analyze(text, hebrew);
  words += result.counts.total;
  rareWords.push(...result.rareWords);
}
console.log(`plain texts: ${hebrewPlainTexts.length} texts, ${words} words, ${rareWords.length} rare = ${percent(rareWords.length, words)}`);
if (process.argv.includes('--show')) console.log(`  rare: ${rareWords.join(' ')}`);

function report(label: string, list: readonly string[], wrong: (word: string) => boolean): void {
  const found = list.filter(wrong);
  console.log(`${label}: ${found.length} of ${list.length}${found.length > 0 ? ` (${found.join(' ')})` : ''}`);
}
const isRare = (word: string) => bandOfWord(word, hebrew) === 'rare';
report('everyday forms still rare', everydayHebrewForms, isRare);
report('held-out everyday forms still rare', heldOutEverydayHebrewForms, isRare);
report('technical terms not rare', technicalHebrewWords, (word) => !isRare(word));
report('held-out technical terms not rare', heldOutTechnicalHebrewWords, (word) => !isRare(word));

// Random strings: how often a rule reads an unlisted string as a form of a listed word.
const LETTERS = 'אבגדהוזחטיכלמנסעפצקרשת';
const FINAL: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };
let seed = 7;
function randomLetter(): string {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return LETTERS.charAt(Math.floor((seed / 2147483648) * LETTERS.length));
}
function randomString(length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += randomLetter();
  const last = text.charAt(length - 1);
  return text.slice(0, -1) + (FINAL[last] ?? last);
}
const rates: string[] = [];
for (const length of [4, 5, 6, 7]) {
  let unlisted = 0;
  let found = 0;
  for (let trial = 0; trial < 4000; trial++) {
    const text = randomString(length);
    if (hebrew.table.find(text) >= 0) continue;
    unlisted++;
    if (hebrew.findForm(text) >= 0) found++;
  }
  rates.push(`${length} letters ${percent(found, unlisted)}`);
}
console.log(`random unlisted strings found: ${rates.join(', ')}`);

// Speed: CPU time, since the machine is shared; a fresh dictionary has no form worked out yet.
const payload = serializePeriodForBrowser(hebrew);
const plainWords = hebrewPlainTexts.join(' ').split(/\s+/u);
const text = Array.from({ length: 2000 }, (_, index) => plainWords[index % plainWords.length]).join(' ');
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const median = (values: number[]): string => (values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0).toFixed(2);
const first: number[] = [];
const later: number[] = [];
for (let round = 0; round < 41; round++) {
  const fresh: Dictionary = dictionaryFromBrowserPayload(payload);
  let since = process.cpuUsage();
  analyze(text, fresh);
  first.push(cpuMs(since));
  for (let warm = 0; warm < 3; warm++) analyze(text, fresh);
  since = process.cpuUsage();
  for (let repeat = 0; repeat < 20; repeat++) analyze(text, fresh);
  later.push(cpuMs(since) / 20);
}
console.log(`2,000-word analysis (CPU, median of 41): first ${median(first)} ms, later ${median(later)} ms`);
