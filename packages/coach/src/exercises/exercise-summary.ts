// What the end of an exercise sums up (docs/exercises.md "Work is never lost"): each version of the
// student's text, in the order written, and the choices made, read from the history the
// server returned. Pure: the web measures the versions (word count, rare words, score) and
// lays them out; the server renders the same versions into a .docx.

import type { ExerciseId } from './finish-rules.ts';
import { byExercise, type SummaryFields } from '@scicomm/shared/exercises';
import type { HistoryFields } from '../engine/history.ts';
import { textField } from '../engine/history.ts';

/** Each exercise's versions and choices, from its manifest entry (the list the courses read too). */
export const summaryFields: Readonly<Record<ExerciseId, SummaryFields>> = byExercise((_id, entry) => entry.summary);

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
