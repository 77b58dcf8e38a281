// How good are the simpler words? (node packages/jargon/bench/alternatives-eval.ts [period])
// Runs `alternatives` of the measure on every word of the test list (src/alternatives-eval-list.ts)
// against the built dictionaries and prints, per word, what is suggested and whether a person
// accepts it, then the totals: the acceptable share of all suggestions shown, the words with at
// least one acceptable suggestion, and the words shown a wrong one. docs/de-jargonizer.md holds
// the figures before and after the rules of docs "Simpler words".
import { alternatives } from '../src/alternatives.ts';
import { bandOfWord } from '../src/classify.ts';
import { ALTERNATIVES_EVAL } from '../src/alternatives-eval-list.ts';
import { loadDictionaries } from '../src/load.ts';
import { DEFAULT_PERIOD } from '../src/period-code.ts';
import { buildThesaurus } from '../src/wordnet-builder.ts';

const args = process.argv.slice(2);
const period = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_PERIOD;
const dictionary = loadDictionaries().get(period);
// --fresh: WordNet read now by wordnet-builder.ts instead of the thesaurus in the built files
// (to try a change of its rules without rebuilding the dictionaries).
if (args.includes('--fresh')) Object.defineProperty(dictionary, 'thesaurus', { value: buildThesaurus() });
let shown = 0;
let accepted = 0;
let helped = 0;
let misled = 0;
let silentWhereNoneFits = 0;
const words = Object.entries(ALTERNATIVES_EVAL);
let common = 0;
for (const [word, acceptable] of words) {
  if (bandOfWord(word, dictionary) === 'common') {
    common++;
    console.log(`${word.padEnd(16)} (common in ${period}: needs none)`);
    continue;
  }
  const suggested = alternatives(word, dictionary).map((alternative) => alternative.word);
  const good = suggested.filter((candidate) => acceptable.includes(candidate));
  shown += suggested.length;
  accepted += good.length;
  if (good.length > 0) helped++;
  if (good.length < suggested.length) misled++;
  if (acceptable.length === 0 && suggested.length === 0) silentWhereNoneFits++;
  const marks = suggested.map((candidate) => (acceptable.includes(candidate) ? candidate : `✗${candidate}`));
  console.log(`${word.padEnd(16)} ${marks.join(', ') || '—'}`);
}
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`);
console.log('');
const needing = words.length - common;
console.log(`period ${period}, ${words.length} words, ${needing} of them rare or mid-frequency there (the rest need no simpler word)`);
console.log(`acceptable share of the suggestions shown: ${accepted}/${shown} = ${percent(accepted, shown)}`);
console.log(`words with at least one acceptable suggestion: ${helped}/${needing} = ${percent(helped, needing)}`);
console.log(`words shown at least one wrong suggestion: ${misled}/${needing} = ${percent(misled, needing)}`);
const noneFits = words.filter(([, acceptable]) => acceptable.length === 0).length;
console.log(`words no single word fits, left without a suggestion: ${silentWhereNoneFits}/${noneFits}`);
