// How good are the simpler words? (node packages/jargon/bench/alternatives-eval.ts [period])
// Runs `alternatives` of the measure on every word of the test list (src/alternatives-eval-list.ts)
// against the built dictionaries and prints, per word, what is suggested and whether a person
// accepts it, then the totals: the acceptable share of all suggestions shown, the words with at
// least one acceptable suggestion, and the words shown a wrong one. docs/de-jargonizer.md holds
// the figures before and after the rules of docs "Simpler words"; src/real-data.test.ts keeps
// them from sliding back.
import { alternatives } from '../src/alternatives.ts';
import { bandOfWord } from '../src/classify.ts';
import { scoreAlternatives } from '../src/alternatives-eval-list.ts';
import { loadDictionaries } from '../src/load.ts';
import { DEFAULT_PERIOD } from '../src/period-code.ts';
import { buildThesaurus } from '../src/wordnet-builder.ts';

const args = process.argv.slice(2);
const period = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_PERIOD;
const dictionary = loadDictionaries().get(period);
// --fresh: WordNet read now by wordnet-builder.ts instead of the thesaurus in the built files
// (to try a change of its rules without rebuilding the dictionaries).
if (args.includes('--fresh')) Object.defineProperty(dictionary, 'thesaurus', { value: buildThesaurus() });
const score = scoreAlternatives(
  (word) => bandOfWord(word, dictionary) === 'common',
  (word) => alternatives(word, dictionary).map((alternative) => alternative.word),
);
for (const { word, suggested, accepted } of score.words) {
  if (suggested === null) {
    console.log(`${word.padEnd(16)} (common in ${period}: needs none)`);
    continue;
  }
  const marks = suggested.map((candidate) => (accepted.includes(candidate) ? candidate : `✗${candidate}`));
  console.log(`${word.padEnd(16)} ${marks.join(', ') || '—'}`);
}
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`);
console.log('');
console.log(`period ${period}, ${score.words.length} words, ${score.needing} of them rare or mid-frequency there (the rest need no simpler word)`);
console.log(`acceptable share of the suggestions shown: ${score.accepted}/${score.shown} = ${percent(score.accepted, score.shown)}`);
console.log(`words with at least one acceptable suggestion: ${score.helped}/${score.needing} = ${percent(score.helped, score.needing)}`);
console.log(`words shown at least one wrong suggestion: ${score.misled}/${score.needing} = ${percent(score.misled, score.needing)}`);
console.log(`words no single word fits, left without a suggestion: ${score.silentWhereNoneFits}/${score.noneFits}`);
