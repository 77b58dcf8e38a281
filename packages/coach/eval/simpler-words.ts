// The simpler words the De-Jargonizer and the exercise coach suggest for rare words, scored for
// `npm run eval:coach` on the hand-labelled words in sentences of @scicomm/jargon
// (alternatives-eval-parts.ts), each part apart and marked tuned or measured once
// (docs/de-jargonizer.md "Simpler words"). The dictionaries are
// the built ones the server loads (DICTIONARY_DIR), built first from SCICOMM_DATA_DIR if needed.
import { alternatives } from '@scicomm/jargon/alternatives';
import { scoreAlternatives } from '@scicomm/jargon/alternatives-eval-list';
import { ALTERNATIVES_PARTS, type AlternativesPartName } from '@scicomm/jargon/alternatives-eval-parts';
import { buildDictionaries } from '@scicomm/jargon/build-dictionaries';
import { bandOfWord } from '@scicomm/jargon/classify';
import { isJargonError } from '@scicomm/jargon/errors';
import { loadDictionaries } from '@scicomm/jargon/load';
import { DEFAULT_PERIOD } from '@scicomm/jargon/period-code';

/** Of the suggestions shown, the share a person accepts; of the words needing one, the share with at least one acceptable. */
export const SIMPLER_WORDS_TARGETS = { acceptable: 0.9, helped: 0.6 } as const;

type SimplerWordsPart = AlternativesPartName;

export interface SimplerWordsFigures {
  readonly half: SimplerWordsPart;
  readonly status: (typeof ALTERNATIVES_PARTS)[SimplerWordsPart]['status'];
  readonly needing: number;
  readonly shown: number;
  readonly accepted: number;
  readonly helped: number;
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
    );
    const met =
      score.shown > 0 &&
      score.accepted / score.shown >= SIMPLER_WORDS_TARGETS.acceptable &&
      score.helped / score.needing >= SIMPLER_WORDS_TARGETS.helped;
    return { half, status: ALTERNATIVES_PARTS[half].status, ...score, met };
  });
}

const percent = (part: number, whole: number): string => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

/** The lines `npm run eval:coach` prints, and whether every part meets the targets (null: not evaluated). */
export function simplerWordsReport(): { lines: string[]; met: boolean | null } {
  const figures = simplerWordsFigures();
  const { acceptable, helped } = SIMPLER_WORDS_TARGETS;
  const lines = [`\nSimpler words for rare words (${Object.values(ALTERNATIVES_PARTS).reduce((sum, part) => sum + part.cases.length, 0)} words in sentences, period ${DEFAULT_PERIOD})`];
  if (!Array.isArray(figures)) {
    lines.push(`  not evaluated: ${figures.missing}`);
    return { lines, met: null };
  }
  lines.push(`${'part'.padEnd(12)} ${'status'.padEnd(13)} ${'needing'.padStart(7)} ${'shown'.padStart(6)} ${'acceptable'.padStart(16)} ${'words helped'.padStart(17)}  silent where none fits`);
  for (const row of figures) {
    lines.push(
      `${row.half.padEnd(12)} ${row.status.padEnd(13)} ${String(row.needing).padStart(7)} ${String(row.shown).padStart(6)} ` +
        `${`${row.accepted} = ${percent(row.accepted, row.shown)}`.padStart(16)} ${`${row.helped} = ${percent(row.helped, row.needing)}`.padStart(17)}  ` +
        `${row.silentWhereNoneFits} of ${row.noneFits}`,
    );
  }
  const met = figures.every((row) => row.met);
  lines.push(`Targets: acceptable ≥ ${acceptable * 100} % and words helped ≥ ${helped * 100} % on every part: ${met ? 'met' : 'not met'}`);
  return { lines, met };
}
