// What a submission holds of the work attached (docs/courses.md "Attaching work"): its text (an
// exercise's last), status and seconds, and the De-Jargonizer's figures of the text. Pure: the
// services read the rows and store the result.
import { analyze, JargonError, periodForText, type DictionarySet } from '@scicomm/jargon';
import type { TaskType } from '@scicomm/shared/account-api';
import type { SubmissionFigures, SubmissionStatus } from '@scicomm/shared/course-api';
import { exerciseManifest, exerciseOfTaskType, type ExerciseId } from '@scicomm/shared/exercises';
import type { SubmissionRow } from './course-repository.ts';

/**
 * The fields an exercise's text grows through, first to last (its manifest entry's summary
 * versions): the text a submission is measured on is the last one written.
 */
export const textFieldsOf = (exercise: ExerciseId) => exerciseManifest[exercise].summary.versions;

interface Measured {
  words: number | null;
  rareWords: number | null;
  score: number | null;
  rareForms: string[] | null;
}

/** The period a text is measured with: the one its analysis used if there is one, else its script's. */
export const periodOfText = (dictionaries: DictionarySet, text: string, wantedPeriod?: string) =>
  periodForText(text, wantedPeriod !== undefined && dictionaries.has(wantedPeriod) ? wantedPeriod : undefined);

/** The De-Jargonizer's figures of a text; all null for a blank text or one in a script it cannot measure. */
export function measureText(
  dictionaries: DictionarySet,
  text: string,
  wantedPeriod?: string,
): Measured {
  const none = { words: null, rareWords: null, score: null, rareForms: null };
  if (text.trim() === '') return none;
  const period = periodOfText(dictionaries, text, wantedPeriod);
  if (!dictionaries.has(period)) return none;
  try {
    const analysis = analyze(text, dictionaries.get(period));
    return {
      words: analysis.counts.total,
      rareWords: analysis.counts.rare,
      score: analysis.score,
      rareForms: analysis.rareWords,
    };
  } catch (error) {
    if (error instanceof JargonError) return none;
    throw error;
  }
}

const dateOf = (value: unknown) => (value instanceof Date ? value : null);
const stringOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** What a task row gives a submission: its text, status, time and measure. */
export function submissionOfTask(
  dictionaries: DictionarySet,
  type: TaskType,
  row: Record<string, unknown>,
) {
  const exercise = exerciseOfTaskType(type);
  if (exercise === null) {
    const text = stringOf(row.text);
    return {
      text,
      status: 'finished' as const,
      seconds: null,
      ...measureText(dictionaries, text, stringOf(row.dictionary)),
    };
  }
  const written = textFieldsOf(exercise)
    .map((field) => stringOf(row[field]))
    .filter((text) => text.trim() !== '');
  const text = written.at(-1) ?? '';
  const start = dateOf(row.startTime) ?? dateOf(row.createdAt);
  const end = dateOf(row.endTime);
  return {
    text,
    status: end === null ? ('inProgress' as const) : ('finished' as const),
    seconds:
      start && end ? Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000)) : null,
    ...measureText(dictionaries, text),
  };
}

export function figuresOf(row: SubmissionRow): SubmissionFigures {
  return {
    status: row.status as SubmissionStatus,
    score: row.score,
    rareShare: row.words ? (row.rareWords ?? 0) / row.words : null,
    words: row.words,
    seconds: row.seconds,
  };
}
