// The exercise history (docs/product.md §3 "Exercise history objects"): the stage and the flat fields a
// script declares. Messages travel beside it, not inside it: the reply's updatedHistory
// excludes them (docs/product.md §7), and the engine only needs the student's latest message.

import { ExerciseInputError } from './errors.ts';

/** 'count': a whole number (words counted); 'number': a measure (a score, a percentage). */
export type FieldType = 'text' | 'count' | 'number' | 'boolean';
export type FieldValue = string | number | boolean;
export type HistoryFields = Record<string, FieldValue>;

export interface History {
  currentStage: number;
  fields: HistoryFields;
}

export type FieldDeclarations = Readonly<Record<string, FieldType>>;

const typeOfValue: Record<FieldType, string> = {
  text: 'string',
  count: 'number',
  number: 'number',
  boolean: 'boolean',
};

/**
 * Throws ExerciseInputError when the history cannot belong to a script with these fields and
 * this many stages: a stage that is not a whole number in range, or a field of the wrong type.
 * Undeclared fields are not an error; the engine drops them.
 */
export function assertValidHistory(
  history: History,
  fields: FieldDeclarations,
  stageCount: number,
): void {
  const stage: unknown = history.currentStage;
  if (typeof stage !== 'number' || !Number.isInteger(stage) || stage < 0 || stage >= stageCount) {
    throw new ExerciseInputError(
      `currentStage must be a whole number from 0 to ${stageCount - 1}.`,
    );
  }
  const values: unknown = history.fields;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    throw new ExerciseInputError('The history fields must be an object.');
  }
  for (const [name, type] of Object.entries(fields)) {
    const value: unknown = history.fields[name];
    if (value === undefined) continue;
    const ok = typeof value === typeOfValue[type] && (type !== 'number' || Number.isFinite(value));
    if (!ok) throw new ExerciseInputError(`${name} must be a ${type === 'text' ? 'text' : type}.`);
  }
}

/** Only the declared fields, in declaration order. */
export function declaredFields(values: HistoryFields, fields: FieldDeclarations): HistoryFields {
  const result: HistoryFields = {};
  for (const name of Object.keys(fields)) {
    const value = values[name];
    if (value !== undefined) result[name] = value;
  }
  return result;
}

export function textField(values: HistoryFields, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}
