// npm run eval:hebrew [-- --show]: the Hebrew dictionary on the labelled word set and the plain
// texts (eval/hebrew-word-set-eval.ts), tuning part, held-out part and both, with the targets of
// docs/de-jargonizer.md "The labelled Hebrew word set". Exits 1 when the whole set misses a
// target, or when the plain texts for children (eval/hebrew-children-eval.ts; held-out part, all and fresh)
// have a rare word or over 10 % mid. --show lists the words in the wrong band (of the children's
// texts, every part but all). Then the share of the texts' rare words the Hebrew WordNet gives a meaning
// (wordnet-meanings-eval.ts; exits 1 below 40 %; --sample lists the hand-read sample). Technical terms
// per term, and the fresh part of issue 78 (family-fresh-eval.ts; exits 1 below its targets). Builds the dictionaries first if need be.
import { buildDictionaries } from '../src/build-dictionaries.ts';
import { evaluateHebrewChildren, HEBREW_CHILDREN_TARGETS, missedChildrenTargets } from './hebrew-children-eval.ts';
import {
  evaluateHebrew,
  evaluateHebrewFresh,
  HEBREW_TARGETS,
  joinParts,
  missedTargets,
  sharesOf,
  type HebrewShares,
} from './hebrew-word-set-eval.ts';
import { loadDictionaries } from '../src/load.ts';
import { EnglishLoanwords } from '../src/english-loanwords.ts';
import { englishUsage } from '../src/english-usage.ts';
import { loadLanguageWordnet } from '../src/language-wordnets-load.ts';
import { evaluateWordnetMeanings, wordnetMeaningsReport } from './wordnet-meanings-eval.ts';
import { familyFreshReport, FAMILY_TARGETS, termShare } from './family-fresh-eval.ts';
import { heldOutTechnicalSentences, technicalSentences } from './hebrew-word-set.ts';
import { hebrewFreshTechnicalSentences } from './fresh-band-texts.ts';
import { DEFAULT_PERIOD, HEBREW_PERIOD } from '../src/period-code.ts';

buildDictionaries();
const evaluation = evaluateHebrew(loadDictionaries().get(HEBREW_PERIOD));
const show = process.argv.includes('--show');
const percent = (share: number): string => `${(100 * share).toFixed(1)} %`;

const parts = {
  tuning: sharesOf(evaluation.everyday, evaluation.technical, evaluation),
  'held-out': sharesOf(evaluation.heldOutEveryday, evaluation.heldOutTechnical, evaluation),
  all: sharesOf(joinParts(evaluation.everyday, evaluation.heldOutEveryday), joinParts(evaluation.technical, evaluation.heldOutTechnical), evaluation),
};
const sizes = {
  tuning: [evaluation.everyday.words, evaluation.technical.words],
  'held-out': [evaluation.heldOutEveryday.words, evaluation.heldOutTechnical.words],
  all: [evaluation.everyday.words + evaluation.heldOutEveryday.words, evaluation.technical.words + evaluation.heldOutTechnical.words],
};
const line = (name: string, shares: HebrewShares, [everyday, technical]: number[]): string =>
  `${name.padEnd(9)} everyday not rare ${percent(shares.everydayNotRare)} of ${everyday} · ` +
  `technical rare or mid ${percent(shares.technicalRareOrMid)}, rare ${percent(shares.technicalRare)} of ${technical}`;
for (const [name, shares] of Object.entries(parts)) console.log(line(name, shares, sizes[name as keyof typeof sizes] ?? [0, 0]));
const fresh = evaluateHebrewFresh(loadDictionaries().get(HEBREW_PERIOD));
const freshShares = sharesOf(fresh.everyday, fresh.technical, evaluation);
console.log(`${line('fresh-2', freshShares, [fresh.everyday.words, fresh.technical.words])} (measured once)`);
if (show) console.log(`fresh-2: technical terms common: ${fresh.technical.common.join(' ') || 'none'}`);
console.log(
  `plain texts: ${evaluation.plainRare.length} of ${evaluation.plainWords} words rare = ${percent(parts.all.plainRare)}` +
    (show && evaluation.plainRare.length > 0 ? ` (${evaluation.plainRare.join(' ')})` : ''),
);
if (show) {
  console.log(`everyday words rare: ${[...evaluation.everyday.rare, ...evaluation.heldOutEveryday.rare].join(' ') || 'none'}`);
  console.log(`technical terms common: ${[...evaluation.technical.common, ...evaluation.heldOutTechnical.common].join(' ') || 'none'}`);
  console.log(`technical terms mid: ${[...evaluation.technical.mid, ...evaluation.heldOutTechnical.mid].join(' ') || 'none'}`);
}
console.log(
  `targets: everyday ≥ ${percent(HEBREW_TARGETS.everydayNotRare)} not rare; technical ≥ ${percent(HEBREW_TARGETS.technicalRareOrMid)} rare or mid ` +
    `and ≥ ${percent(HEBREW_TARGETS.technicalRare)} rare; plain texts ≤ ${percent(HEBREW_TARGETS.plainRare)} rare`,
);
const children = evaluateHebrewChildren(loadDictionaries().get(HEBREW_PERIOD));
for (const [name, part] of Object.entries({ tuning: children.tuning, 'held-out': children.heldOut, all: children.all, fresh: children.fresh, 'fresh-2': children.fresh2 })) {
  console.log(
    `children's texts, ${name}: ${part.rare.length} of ${part.words} words rare = ${percent(part.rare.length / part.words)}, ` +
      `mid ${percent(part.mid.length / part.words)}` +
      (show && name !== 'all' ? ` (rare: ${part.rare.join(' ') || 'none'}; mid: ${part.mid.join(' ') || 'none'})` : ''),
  );
}
console.log(`targets for the children's texts: no word rare, mid ≤ ${percent(HEBREW_CHILDREN_TARGETS.mid)} (held-out part, all, fresh and fresh-2)`);
const perTerm = (name: string, sentences: readonly string[]): string => {
  const terms = termShare(sentences, loadDictionaries().get(HEBREW_PERIOD));
  return `${name} technical terms rare or mid, per term: ${terms.terms - terms.missed.length} of ${terms.terms} = ${percent(1 - terms.missed.length / terms.terms)} (target ≥ ${percent(FAMILY_TARGETS.termsFound)})`;
};
console.log(perTerm('all', [...technicalSentences, ...heldOutTechnicalSentences]));
console.log(perTerm('fresh-2', hebrewFreshTechnicalSentences));
const family = familyFreshReport('he', loadDictionaries().get(HEBREW_PERIOD), show);
for (const line of family.lines) console.log(line);
const wordnet = loadLanguageWordnet('he');
if (wordnet === null) throw new Error('No wordnet-he.json in the dictionaries folder: rebuild the dictionaries.');
const meanings = wordnetMeaningsReport('he', evaluateWordnetMeanings('he', loadDictionaries().get(HEBREW_PERIOD), wordnet, new EnglishLoanwords(loadDictionaries().get(DEFAULT_PERIOD), englishUsage())), process.argv.includes('--sample'));
for (const line of meanings.lines) console.log(line);
const missed = [
  ...missedTargets(parts.all),
  ...missedChildrenTargets(children.heldOut).map((target) => `held-out ${target}`),
  ...missedChildrenTargets(children.all).map((target) => `all ${target}`),
  ...missedChildrenTargets(children.fresh).map((target) => `fresh ${target}`),
  ...missedChildrenTargets(children.fresh2).map((target) => `fresh-2 ${target}`),
  // The fresh word set has no plain texts: its everyday and technical shares alone.
  ...missedTargets({ ...freshShares, plainRare: 0 }).map((target) => `fresh-2 ${target}`),
  ...(meanings.met ? [] : ['wordnet and loanword meanings below target (40 % of rare words, loanword precision 90 %)']),
  ...family.missed,
];
console.log(missed.length === 0 ? 'all targets met' : `below target: ${missed.join(', ')}`);
process.exitCode = missed.length === 0 ? 0 : 1;
