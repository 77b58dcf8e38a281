// How good are the simpler words? (`npm run eval:simpler-words -- [period] [--show PART|all]`)
// Runs `alternatives` and, where it gives none, `meaningsOf` on every word of every part of the
// evaluation (eval/alternatives-eval-parts.ts), each with its sentence, against the built
// dictionaries; prints for the part --show names (default: none) what is shown and whether it is
// right; then how the plain-word table splits under the admission rule, and for each part
// (tuned or measured once) the share of shown replacements that fit and the share of rare words
// helped: a fitting replacement or their right meaning among those shown. Exits with 1 when a
// part measured once misses a target (SIMPLER_WORDS_TARGETS). docs/de-jargonizer.md "How a
// suggestion is chosen"; src/real-data.test.ts keeps the tuned parts from sliding back.
import { alternativesWithSource } from '../src/alternatives.ts';
import { scoreAlternatives, type AlternativesScore } from './alternatives-eval-list.ts';
import {
  ALTERNATIVES_PARTS,
  missedSimplerWordsTargets,
  SIMPLER_WORDS_TARGETS,
  statusOfPart,
  type AlternativesPartName,
} from './alternatives-eval-parts.ts';
import { bandOfWord } from '../src/classify.ts';
import { loadDictionaries } from '../src/load.ts';
import { meaningsOf } from '../src/meanings.ts';
import { DEFAULT_PERIOD } from '../src/period-code.ts';
import { ADMISSION_LETTER, tableAdmissions } from '../src/replacement-admission.ts';
import { sensesInSentence } from '../src/senses-in-sentence.ts';
import { readWordInSentence } from '../src/word-reader.ts';

const args = process.argv.slice(2);
const showIndex = args.indexOf('--show');
const show = showIndex >= 0 ? (args[showIndex + 1] ?? 'all') : null;
const period = args.find((arg, index) => !arg.startsWith('--') && index !== showIndex + 1) ?? DEFAULT_PERIOD;
const dictionary = loadDictionaries().get(period);
const thesaurus = dictionary.thesaurus;
if (thesaurus === null) throw new Error(`${period} has no thesaurus: simpler words are English only.`);
const admissions = new Map<string, string>();
/** Per class letter: replacements shown and of those, fitting (over every part). */
const byClass = new Map<string, { shown: number; fit: number }>();

const scores = Object.fromEntries(
  Object.entries(ALTERNATIVES_PARTS).map(([name, part]) => [
    name,
    scoreAlternatives(
      (word) => bandOfWord(word, dictionary) === 'common',
      (word, sentence) => {
        const found = alternativesWithSource(word, dictionary, 5, sentence);
        if (found.source) admissions.set(`${word}|${sentence}`, `${found.source} (${found.admissions.map((admission) => ADMISSION_LETTER[admission]).join(', ')})`);
        return found.alternatives.map((alternative) => alternative.word);
      },
      part.cases,
      (word, sentence) => meaningsOf(word, dictionary, sentence, readWordInSentence(sentence, word)),
      (word) => sensesInSentence(thesaurus, word).map((sense) => thesaurus.definitionOf(sense.synset)),
    ),
  ]),
) as Record<AlternativesPartName, AlternativesScore>;

for (const [name, score] of Object.entries(scores)) {
  for (const { word, sentence, suggested, accepted } of score.words) {
    const letters = /\(([^)]*)\)/u.exec(admissions.get(`${word}|${sentence}`) ?? '')?.[1]?.split(', ') ?? [];
    (suggested ?? []).forEach((candidate, index) => {
      const letter = letters[index] ?? '?';
      const counts = byClass.get(letter) ?? { shown: 0, fit: 0 };
      counts.shown++;
      if (accepted.includes(candidate)) counts.fit++;
      byClass.set(letter, counts);
    });
  }
  if (show !== 'all' && show !== name) continue;
  console.log(`— ${name} —`);
  for (const { word, sentence, suggested, accepted, meanings, rightMeaning } of score.words) {
    if (suggested === null) {
      console.log(`${word.padEnd(18)} (common in ${period}: needs none)`);
      continue;
    }
    if (suggested.length > 0) {
      const marks = suggested.map((candidate) => (accepted.includes(candidate) ? candidate : `✗${candidate}`));
      console.log(`${word.padEnd(18)} ${marks.join(', ')}  [${admissions.get(`${word}|${sentence}`) ?? ''}]`);
    } else {
      console.log(`${word.padEnd(18)} meanings${rightMeaning ? '' : ' ✗'}: ${meanings.join(' | ') || '—'}`);
    }
  }
  console.log('');
}

const split = tableAdmissions(thesaurus, dictionary);
const classes = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([admission, count]) => `(${ADMISSION_LETTER[admission as keyof typeof ADMISSION_LETTER]}) ${count}`)
    .join(', ');
console.log(
  `The plain-word table in ${period}: ${split.entries} entries; admitted by their first class ${classes(split.byFirstClass)}; ` +
    `entries with a word of each class ${classes(split.byClass)}; admitted by none (never shown) ${split.dropped}.`,
);

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
console.log(
  `Replacements that fit, by the class that admitted them (all parts): ${[...byClass]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, counts]) => `(${letter}) ${counts.fit}/${counts.shown} = ${percent(counts.fit, counts.shown)}`)
    .join(', ')}.`,
);

const targets = SIMPLER_WORDS_TARGETS;
console.log(
  `\nTargets on a part measured once: rare and mid words helped (a fitting replacement or the sentence's sense first) ≥ ${targets.helped * 100} %; ` +
    `the sentence's sense among the meanings shown, where WordNet has it, ≥ ${targets.senseAmong * 100} %; replacements that fit ≥ ${targets.fit * 100} %; ` +
    `words given a replacement ≥ ${targets.replaced * 100} %.`,
);
let failed = false;
for (const [name, score] of Object.entries(scores)) {
  const status = statusOfPart(name as AlternativesPartName);
  const missed = missedSimplerWordsTargets(score);
  if (status === 'measured once') failed ||= missed.length > 0;
  console.log(
    `${name.padEnd(11)} ${status.padEnd(13)} ${score.needing} rare or mid: helped ${score.helped + score.senseFirst}/${score.needing} = ${percent(score.helped + score.senseFirst, score.needing)} ` +
      `(by a replacement ${score.helped}, by the sense first ${score.senseFirst}); sense among the meanings ${score.senseAmong}/${score.senseInWordNet} = ${percent(score.senseAmong, score.senseInWordNet)}; ` +
      `replacements fit ${score.accepted}/${score.shown} = ${percent(score.accepted, score.shown)}, given to ${score.replaced}/${score.needing} = ${percent(score.replaced, score.needing)}; ` +
      `silent where no word fits ${score.silentWhereNoneFits}/${score.noneFits}` +
      (missed.length === 0 ? '' : status === 'measured once' ? `  ✗ below target: ${missed.join(', ')}` : `  (below: ${missed.join(', ')}; tuned, not judged)`),
  );
}
if (!(Object.keys(ALTERNATIVES_PARTS) as AlternativesPartName[]).some((name) => statusOfPart(name) === 'measured once')) {
  console.log('No part is measured once: add a fresh part (docs/de-jargonizer.md "How a suggestion is chosen", "Evaluation") for the figures that count.');
}
process.exitCode = failed ? 1 : 0;
