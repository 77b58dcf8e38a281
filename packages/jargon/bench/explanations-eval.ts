// `npm run eval:explanations`: the "explained on first use" rules on their labelled sentences
// (src/explanation-eval-list.ts), English against English2021_2024 and Hebrew against the Hebrew
// list; prints precision and recall per language and exits with 1 when either misses a target
// (≥ 0.9 each). `--errors` lists every false explanation and every miss. Builds the dictionaries
// from SCICOMM_DATA_DIR first when they are missing, as the server does.
// docs/de-jargonizer.md "Key terms and explained terms" holds the figures;
// src/explanations-real-data.test.ts keeps them from sliding back.
import { buildDictionaries } from '../src/build-dictionaries.ts';
import { ENGLISH_EXPLANATION_CASES, HEBREW_EXPLANATION_CASES } from '../src/explanation-eval-list.ts';
import { EXPLANATION_TARGETS, meetsExplanationTargets, scoreExplanations, type ExplanationScore } from '../src/explanation-eval.ts';
import { loadDictionaries } from '../src/load.ts';
import { DEFAULT_PERIOD, HEBREW_PERIOD } from '../src/period-code.ts';

buildDictionaries();
const set = loadDictionaries();
const scores: [string, ExplanationScore][] = [
  ['English', scoreExplanations(ENGLISH_EXPLANATION_CASES, set.get(DEFAULT_PERIOD))],
  ['Hebrew', scoreExplanations(HEBREW_EXPLANATION_CASES, set.get(HEBREW_PERIOD))],
];

console.log(`Explained terms: targets precision ≥ ${EXPLANATION_TARGETS.precision}, recall ≥ ${EXPLANATION_TARGETS.recall}`);
console.log(`${'language'.padEnd(10)} ${'sentences'.padStart(9)} ${'explained'.padStart(9)} precision  recall   tp   fp miss`);
for (const [language, score] of scores) {
  console.log(
    `${language.padEnd(10)} ${String(score.cases).padStart(9)} ${String(score.explained).padStart(9)} ${score.precision.toFixed(3).padStart(9)} ${score.recall.toFixed(3).padStart(7)} ${String(score.truePositives).padStart(4)} ${String(score.falsePositives).padStart(4)} ${String(score.misses).padStart(4)}`,
  );
  if (process.argv.includes('--errors')) {
    for (const error of score.errors) console.log(`  ${error.error.padEnd(6)} ${(error.cue ?? '').padEnd(14)} ${error.term}: ${error.text}`);
  }
}
const met = scores.every(([, score]) => meetsExplanationTargets(score));
console.log(`Targets: ${met ? 'met' : 'not met'}`);
process.exit(met ? 0 : 1);
