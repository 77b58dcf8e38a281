// How good are the simpler words? (node packages/jargon/bench/alternatives-eval.ts [period] [--show PART|all])
// Runs `alternatives` of the measure on every word of every part of the evaluation
// (src/alternatives-eval-parts.ts), each with its sentence, against the built dictionaries and
// prints, for the part --show names (default: development), what is suggested and whether a person
// accepts it; then, for each part, the acceptable share of all suggestions shown and the share of
// words helped (at least one acceptable suggestion), and whether the part was tuned on or only
// measured once. Exits with 1 when a part misses a target (TARGETS).
// The sources and targets: docs/de-jargonizer.md "Simpler words"; src/real-data.test.ts keeps the
// tuned parts from sliding back.
import { alternativesWithSource } from '../src/alternatives.ts';
import { scoreAlternatives, type AlternativesScore } from '../src/alternatives-eval-list.ts';
import { ALTERNATIVES_PARTS, type AlternativesPartName } from '../src/alternatives-eval-parts.ts';
import { bandOfWord } from '../src/classify.ts';
import { loadDictionaries } from '../src/load.ts';
import { DEFAULT_PERIOD } from '../src/period-code.ts';
import { plainWordsOf } from '../src/plain-words.ts';

/** The targets: share of shown suggestions a person accepts, share of words helped. */
export const TARGETS = { acceptable: 0.9, helped: 0.6 } as const;

const args = process.argv.slice(2);
const showIndex = args.indexOf('--show');
const show = showIndex >= 0 ? (args[showIndex + 1] ?? 'development') : 'development';
const period = args.find((arg, index) => !arg.startsWith('--') && index !== showIndex + 1) ?? DEFAULT_PERIOD;
const dictionary = loadDictionaries().get(period);
const sources = new Map<string, string>();
const halves = Object.fromEntries(Object.entries(ALTERNATIVES_PARTS).map(([name, part]) => [name, part.cases])) as Record<
  AlternativesPartName,
  (typeof ALTERNATIVES_PARTS)[AlternativesPartName]['cases']
>;
const scores = Object.fromEntries(
  Object.entries(halves).map(([half, cases]) => [
    half,
    scoreAlternatives(
      (word) => bandOfWord(word, dictionary) === 'common',
      (word, sentence) => {
        const found = alternativesWithSource(word, dictionary, 5, sentence);
        if (found.source) sources.set(`${word}|${sentence}`, found.source);
        return found.alternatives.map((alternative) => alternative.word);
      },
      cases,
    ),
  ]),
) as Record<AlternativesPartName, AlternativesScore>;

for (const [half, score] of Object.entries(scores)) {
  if (show !== 'all' && show !== half) continue;
  console.log(`— ${half} —`);
  for (const { word, sentence, suggested, accepted } of score.words) {
    if (suggested === null) {
      console.log(`${word.padEnd(18)} (common in ${period}: needs none)`);
      continue;
    }
    const marks = suggested.map((candidate) => (accepted.includes(candidate) ? candidate : `✗${candidate}`));
    const source = sources.get(`${word}|${sentence}`);
    console.log(`${word.padEnd(18)} ${marks.join(', ') || '—'}${source ? `  [${source}]` : ''}`);
  }
  console.log('');
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
const allCases = Object.values(halves).flat();
const inTable = allCases.filter((entry) => plainWordsOf(entry.word) !== null).length;
console.log(`period ${period}; ${allCases.length} words in sentences, ${inTable} of them listed in the plain-word table`);
let failed = false;
for (const [half, score] of Object.entries(scores)) {
  const acceptable = score.shown === 0 ? 0 : score.accepted / score.shown;
  const helped = score.needing === 0 ? 0 : score.helped / score.needing;
  const ok = acceptable >= TARGETS.acceptable && helped >= TARGETS.helped;
  failed ||= !ok;
  console.log(
    `${half.padEnd(11)} ${ALTERNATIVES_PARTS[half as AlternativesPartName].status.padEnd(13)} ${score.words.length} words, ${score.needing} rare or mid-frequency: ` +
      `acceptable ${score.accepted}/${score.shown} = ${percent(score.accepted, score.shown)}, ` +
      `helped ${score.helped}/${score.needing} = ${percent(score.helped, score.needing)}, ` +
      `shown a wrong one ${score.misled}, silent where no word fits ${score.silentWhereNoneFits}/${score.noneFits}` +
      (ok ? '' : `  ✗ below target (${TARGETS.acceptable * 100} % / ${TARGETS.helped * 100} %)`),
  );
}
// WordNet alone: the words the table does not list (their figures are inside the ones above).
for (const [half, cases] of Object.entries(halves)) {
  const score = scoreAlternatives(
    (word) => bandOfWord(word, dictionary) === 'common',
    (word, sentence) => alternativesWithSource(word, dictionary, 5, sentence).alternatives.map((alternative) => alternative.word),
    cases.filter((entry) => plainWordsOf(entry.word) === null),
  );
  console.log(
    `${half.padEnd(11)} of which not in the table, ${score.needing} rare or mid-frequency: ` +
      `acceptable ${score.accepted}/${score.shown} = ${percent(score.accepted, score.shown)}, ` +
      `helped ${score.helped}/${score.needing} = ${percent(score.helped, score.needing)}`,
  );
}
process.exitCode = failed ? 1 : 0;
