// What the end of an exercise sums up (docs/exercises.md "Work is never lost"): each version of the
// student's text, in the order written, and the choices made, read from the history the
// server returned. Pure: the web measures the versions (word count, rare words, score) and
// lays them out; the server renders the same versions into a .docx.

import type { ExerciseId } from './finish-rules.ts';
import type { HistoryFields } from '../engine/history.ts';
import { textField } from '../engine/history.ts';

export interface SummaryFields {
  /** History fields holding a version of the text, first to last. */
  versions: readonly string[];
  /** History fields holding a choice or a short answer, in the order asked. */
  choices: readonly string[];
}

const revisions = (last: number) => Array.from({ length: last }, (_, index) => `revisionAfterQuestion${index + 1}`);

export const summaryFields: Readonly<Record<ExerciseId, SummaryFields>> = {
  halfLife: {
    versions: ['text120First', 'text60', 'text30', 'text120Last'],
    choices: ['targetAudience', 'whichIsBetter'],
  },
  persuasive: {
    versions: ['originalText', 'textLogos', 'textPathos', 'textEthos'],
    choices: [
      'targetAudience',
      'detailedAudience',
      'textAudienceInterests',
      'pathosInterestsReflected',
      'ethosAffiliation',
      'ethosAffiliationReflected',
      'whichIsBetter',
      'whyIsBetter',
    ],
  },
  ethics: {
    versions: ['originalText', 'mitigateText', 'finalText'],
    choices: ['whichIsBetter', 'whyIsBetter'],
  },
  coherence: {
    // finalText is the last revision again: not a version of its own.
    versions: ['initialText', ...revisions(5)],
    choices: ['question1Choice', 'question2Choice', 'question3Choice', 'question4Choice', 'question5Choice'],
  },
  criticalThinking: {
    versions: ['initialSummary', ...revisions(4), 'finalSummary'],
    choices: [],
  },
};

export interface SummaryEntry {
  /** The history field, also the key of its label. */
  field: string;
  value: string;
}

export interface ExerciseSummary {
  versions: SummaryEntry[];
  choices: SummaryEntry[];
}

/**
 * The versions and choices a history holds (empty ones left out). Critical Thinking's final
 * summary is the last revision unchanged when question 5 asked for none: shown once.
 */
export function exerciseSummary(exercise: ExerciseId, fields: HistoryFields): ExerciseSummary {
  const spec = summaryFields[exercise];
  const entries = (names: readonly string[]) =>
    names
      .map((field) => ({ field, value: textField(fields, field).trim() }))
      .filter((entry) => entry.value !== '');
  const versions = entries(spec.versions).filter(
    (entry, index, all) => index === 0 || entry.value !== all[index - 1]?.value || entry.field !== 'finalSummary',
  );
  return { versions, choices: entries(spec.choices) };
}
