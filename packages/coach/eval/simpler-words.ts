// The simpler words the De-Jargonizer and the exercise coach suggest for rare words, scored for
// `npm run eval:coach` on the hand-labelled words in sentences of @scicomm/jargon
// (alternatives-eval-parts.ts), each part apart and marked tuned or measured once
// (docs/de-jargonizer.md "How a suggestion is chosen"). The dictionaries are
// the built ones the server loads (DICTIONARY_DIR), built first from SCICOMM_DATA_DIR if needed.
import { alternatives } from '@scicomm/jargon/alternatives';
import { scoreAlternatives } from '@scicomm/jargon/eval/alternatives-eval-list';
import {
  ALTERNATIVES_PARTS,
  missedSimplerWordsTargets,
  SIMPLER_WORDS_TARGETS,
  statusOfPart,
  type AlternativesPartName,
} from '@scicomm/jargon/eval/alternatives-eval-parts';
import { buildDictionaries } from '@scicomm/jargon/build-dictionaries';
import { bandOfWord } from '@scicomm/jargon/classify';
import { isJargonError } from '@scicomm/jargon/errors';
import { loadDictionaries } from '@scicomm/jargon/load';
import { meaningsOf } from '@scicomm/jargon/meanings';
import { DEFAULT_PERIOD } from '@scicomm/jargon/period-code';
import { sensesInSentence } from '@scicomm/jargon/senses-in-sentence';
import { readWordInSentence } from '@scicomm/jargon/word-reader';

export { SIMPLER_WORDS_TARGETS };

type SimplerWordsPart = AlternativesPartName;

export interface SimplerWordsFigures {
  readonly half: SimplerWordsPart;
  readonly status: ReturnType<typeof statusOfPart>;
  readonly needing: number;
  readonly shown: number;
  readonly accepted: number;
  readonly helped: number;
  /** Words shown their meanings (no replacement), and of those shown the sentence's sense first. */
  readonly shownMeanings: number;
  readonly senseFirst: number;
  readonly noneFits: number;
  readonly silentWhereNoneFits: number;
  readonly met: boolean;
}

/** The figures of every part in the default period, or the reason they cannot be had (no data). */
export function simplerWordsFigures(): SimplerWordsFigures[] | { missing: string } {
  let dictionary;
  try {
    buildDictionaries();
    dictionary = loadDictionaries().get(DEFAULT_PERIOD);
  } catch (error) {
    if (isJargonError(error) && error.code === 'DATA_MISSING') return { missing: error.message };
    throw error;
  }
  return (Object.keys(ALTERNATIVES_PARTS) as SimplerWordsPart[]).map((half) => {
    const score = scoreAlternatives(
      (word) => bandOfWord(word, dictionary) === 'common',
      (word, sentence) => alternatives(word, dictionary, 5, sentence).map((alternative) => alternative.word),
      ALTERNATIVES_PARTS[half].cases,
      (word, sentence) => meaningsOf(word, dictionary, sentence, readWordInSentence(sentence, word)),
      (word) => (dictionary.thesaurus === null ? [] : sensesInSentence(dictionary.thesaurus, word).map((sense) => dictionary.thesaurus?.definitionOf(sense.synset) ?? '')),
    );
    return { half, status: statusOfPart(half), ...score, met: missedSimplerWordsTargets(score).length === 0 };
  });
}

const percent = (part: number, whole: number): string => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

/**
 * The lines `npm run eval:coach` prints, and whether every part measured once meets the targets
 * (null: not evaluated; true when no part is measured once, which the lines say).
 */
export function simplerWordsReport(): { lines: string[]; met: boolean | null } {
  const figures = simplerWordsFigures();
  const { fit, helped, senseAmong, replaced } = SIMPLER_WORDS_TARGETS;
  const lines = [`\nSimpler words for rare words (${Object.values(ALTERNATIVES_PARTS).reduce((sum, part) => sum + part.cases.length, 0)} words in sentences, period ${DEFAULT_PERIOD})`];
  if (!Array.isArray(figures)) {
    lines.push(`  not evaluated: ${figures.missing}`);
    return { lines, met: null };
  }
  lines.push(`${'part'.padEnd(12)} ${'status'.padEnd(13)} ${'needing'.padStart(7)} ${'shown'.padStart(6)} ${'fit'.padStart(16)} ${'helped'.padStart(17)}  silent where none fits`);
  for (const row of figures) {
    const helpedWords = row.helped + row.senseFirst;
    lines.push(
      `${row.half.padEnd(12)} ${row.status.padEnd(13)} ${String(row.needing).padStart(7)} ${String(row.shown).padStart(6)} ` +
        `${`${row.accepted} = ${percent(row.accepted, row.shown)}`.padStart(16)} ${`${helpedWords} = ${percent(helpedWords, row.needing)}`.padStart(17)}  ` +
        `${row.silentWhereNoneFits} of ${row.noneFits}`,
    );
  }
  const judged = figures.filter((row) => row.status === 'measured once');
  const met = judged.every((row) => row.met);
  lines.push(
    `Targets on parts measured once: words helped (a fitting replacement or the sentence's sense first) ≥ ${helped * 100} %, its sense among the meanings ≥ ${senseAmong * 100} %, ` +
      `replacements fit ≥ ${fit * 100} % and given to ≥ ${replaced * 100} % (eval:simpler-words prints them all): ` +
      (judged.length === 0 ? 'no part measured once' : met ? 'met' : 'not met'),
  );
  return { lines, met };
}
