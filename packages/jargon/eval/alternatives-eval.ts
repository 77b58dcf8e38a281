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
import { ALTERNATIVES_PARTS, meetsSimplerWordsTargets, SIMPLER_WORDS_TARGETS, statusOfPart, type AlternativesPartName } from './alternatives-eval-parts.ts';
import { bandOfWord } from '../src/classify.ts';
import { loadDictionaries } from '../src/load.ts';
import { meaningsOf } from '../src/meanings.ts';
import { DEFAULT_PERIOD } from '../src/period-code.ts';
import { ADMISSION_LETTER, tableAdmissions } from '../src/replacement-admission.ts';

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
      (word, sentence) => meaningsOf(word, dictionary, sentence),
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

const { fit, helped } = SIMPLER_WORDS_TARGETS;
console.log(`\nTargets on a part measured once: replacements that fit ≥ ${fit * 100} %, words helped ≥ ${helped * 100} %.`);
let failed = false;
for (const [name, score] of Object.entries(scores)) {
  const status = statusOfPart(name as AlternativesPartName);
  const met = meetsSimplerWordsTargets(score);
  if (status === 'measured once') failed ||= !met;
  const judgedBy = score.labelledMeanings === score.shownMeanings ? 'its meaning labels' : `${score.shownMeanings - score.labelledMeanings} by the acceptable words (no meaning label)`;
  console.log(
    `${name.padEnd(11)} ${status.padEnd(13)} ${score.needing} rare or mid: replacements fit ${score.accepted}/${score.shown} = ${percent(score.accepted, score.shown)}; ` +
      `helped ${score.helped + score.rightMeanings}/${score.needing} = ${percent(score.helped + score.rightMeanings, score.needing)} ` +
      `(by a replacement ${score.helped}, by the right meaning ${score.rightMeanings} of ${score.shownMeanings} shown meanings, judged by ${judgedBy}); ` +
      `silent where no word fits ${score.silentWhereNoneFits}/${score.noneFits}` +
      (met ? '' : status === 'measured once' ? '  ✗ below target' : '  (below target; tuned, not judged)'),
  );
}
if (!(Object.keys(ALTERNATIVES_PARTS) as AlternativesPartName[]).some((name) => statusOfPart(name) === 'measured once')) {
  console.log('No part is measured once: add a fresh part (docs/de-jargonizer.md "How a suggestion is chosen", "Evaluation") for the figures that count.');
}
process.exitCode = failed ? 1 : 0;
