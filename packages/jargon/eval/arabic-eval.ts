// npm run eval:arabic [-- --show]: the Arabic dictionary on the labelled word set and the plain
// texts (eval/arabic-word-set-eval.ts), tuning part, held-out part and both, with the targets of
// docs/de-jargonizer.md "Arabic", and the fresh part (eval/fresh-band-texts.ts, measured once).
// Exits 1 when the held-out part, the whole set or the fresh part misses a target. --show lists the words in the wrong band (tuning part only, so the held-out part stays
// unread by whoever tunes; --show-all lists both). Then the share of the texts' rare words Arabic WordNet gives a
// meaning (wordnet-meanings-eval.ts; exits 1 below 40 %; --sample lists the hand-read sample; --missing the rare words shown none, by why). Technical terms
// per term, and the fresh part of issue 78 (family-fresh-eval.ts; exits 1 below its targets). Builds the dictionaries first if need be.
import { buildDictionaries } from '../src/build-dictionaries.ts';
import {
  ARABIC_TARGETS,
  arabicSharesOf,
  evaluateArabic,
  missedArabicTargets,
  type ArabicPart,
} from './arabic-word-set-eval.ts';
import { loadDictionaries } from '../src/load.ts';
import { EnglishLoanwords } from '../src/english-loanwords.ts';
import { englishUsage } from '../src/english-usage.ts';
import { loadLanguageWordnet } from '../src/language-wordnets-load.ts';
import { evaluateWordnetMeanings, missingReport, wordnetMeaningsReport } from './wordnet-meanings-eval.ts';
import { familyFreshReport, FAMILY_TARGETS, termShare } from './family-fresh-eval.ts';
import { arabicHeldOutTechnicalSentences, arabicTechnicalSentences } from './arabic-word-set.ts';
import { arabicFreshTechnicalSentences } from './fresh-band-texts.ts';
import { DEFAULT_PERIOD, ARABIC_PERIOD } from '../src/period-code.ts';

buildDictionaries();
const evaluation = evaluateArabic(loadDictionaries().get(ARABIC_PERIOD));
const showAll = process.argv.includes('--show-all');
const show = showAll || process.argv.includes('--show');
const percent = (share: number): string => `${(100 * share).toFixed(1)} %`;

const parts: Record<string, ArabicPart> = {
  tuning: evaluation.tuning,
  'held-out': evaluation.heldOut,
  all: evaluation.all,
  'fresh-2': evaluation.fresh,
};
for (const [name, part] of Object.entries(parts)) {
  const shares = arabicSharesOf(part);
  console.log(
    `${name.padEnd(9)} everyday not rare ${percent(shares.everydayNotRare)} of ${part.everyday.words} · ` +
      `technical rare or mid ${percent(shares.technicalRareOrMid)}, rare ${percent(shares.technicalRare)} of ${part.technical.words} · ` +
      `names not rare ${percent(shares.namesNotRare)} of ${part.names.words} · ` +
      `plain texts rare ${percent(shares.plainRare)} (${part.plain.rare.length} of ${part.plain.words})`,
  );
}
const list = (words: readonly string[]): string => (words.length === 0 ? 'none' : words.join(' '));
for (const [name, part] of Object.entries(parts)) {
  if (!show || name === 'all' || (name === 'held-out' && !showAll)) continue;
  console.log(`${name}: everyday rare: ${list(part.everyday.rare)}`);
  console.log(`${name}: everyday mid: ${list(part.everyday.mid)}`);
  console.log(`${name}: technical common: ${list(part.technical.common)}`);
  console.log(`${name}: names rare: ${list(part.names.rare)}`);
  console.log(`${name}: plain texts rare: ${list(part.plain.rare)}`);
}
console.log(
  `targets: everyday ≥ ${percent(ARABIC_TARGETS.everydayNotRare)} not rare; technical ≥ ${percent(ARABIC_TARGETS.technicalRareOrMid)} rare or mid; ` +
    `names ≥ ${percent(ARABIC_TARGETS.namesNotRare)} not rare; plain texts ≤ ${percent(ARABIC_TARGETS.plainRare)} rare (held-out part, all and fresh-2, measured once)`,
);
const perTerm = (name: string, sentences: readonly string[]): string => {
  const terms = termShare(sentences, loadDictionaries().get(ARABIC_PERIOD));
  return `${name} technical terms rare or mid, per term: ${terms.terms - terms.missed.length} of ${terms.terms} = ${percent(1 - terms.missed.length / terms.terms)} (target ≥ ${percent(FAMILY_TARGETS.termsFound)})`;
};
console.log(perTerm('all', [...arabicTechnicalSentences, ...arabicHeldOutTechnicalSentences]));
console.log(perTerm('fresh-2', arabicFreshTechnicalSentences));
const family = familyFreshReport('ar', loadDictionaries().get(ARABIC_PERIOD), show);
for (const line of family.lines) console.log(line);
const wordnet = loadLanguageWordnet('ar');
if (wordnet === null) throw new Error('No wordnet-ar.json in the dictionaries folder: rebuild the dictionaries.');
const loanwords = new EnglishLoanwords(loadDictionaries().get(DEFAULT_PERIOD), englishUsage());
const meaningsEvaluation = evaluateWordnetMeanings('ar', loadDictionaries().get(ARABIC_PERIOD), wordnet, loanwords);
const meanings = wordnetMeaningsReport('ar', meaningsEvaluation, process.argv.includes('--sample'));
for (const line of meanings.lines) console.log(line);
if (process.argv.includes('--missing')) for (const line of missingReport('ar', meaningsEvaluation, loadDictionaries().get(ARABIC_PERIOD), wordnet, loanwords)) console.log(line);
const missed = [
  ...missedArabicTargets(arabicSharesOf(evaluation.heldOut)).map((target) => `held-out ${target}`),
  ...missedArabicTargets(arabicSharesOf(evaluation.all)).map((target) => `all ${target}`),
  ...missedArabicTargets(arabicSharesOf(evaluation.fresh)).map((target) => `fresh-2 ${target}`),
  ...(meanings.met ? [] : ['wordnet and loanword meanings below target (40 % of rare words, loanword precision 90 %)']),
  ...family.missed,
];
console.log(missed.length === 0 ? 'all targets met' : `below target: ${missed.join(', ')}`);
process.exitCode = missed.length === 0 ? 0 : 1;
