import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase as drizzleSnakeCase } from 'drizzle-orm/casing';
import { exercises, storedFields, type ExerciseVariant, type FieldType, type StorageRecord } from '@scicomm/coach';
import { toSnakeCase } from '@scicomm/shared/wire-casing';
import { halflifeUserInteractions } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';
import { exerciseTables } from '../db/task-tables.ts';
import {
  createExerciseRow,
  getExerciseRow,
  toColumnValue,
  updateExerciseRow,
  type ExerciseRowValues,
} from './exercise-repository.ts';

const columns = getTableColumns(halflifeUserInteractions);

// The Drizzle tables are written by hand, so that the compiler knows each row's columns
// (docs/exercises.md "Declared once"); this holds them to the declarations, both ways.
const COLUMN_TYPES = {
  text: 'PgText',
  count: 'PgInteger',
  number: 'PgReal',
  boolean: 'PgBoolean',
} as const satisfies Record<FieldType, string>;

/** Columns every exercise table has besides its declared fields, typed beyond what a declaration says. */
const SESSION_COLUMNS = [
  'id', 'user_id', 'created_at', 'variant', 'current_stage', 'end_time', 'messages',
  'is_research', 'participant_name', 'start_time', 'copy_paste_check', 'coach_findings',
];

/** Column name → Drizzle column type, for each column of a declared field in any variant. */
function declaredColumnTypes(exercise: keyof typeof exerciseTables): Record<string, string> {
  const types: Record<string, string> = {};
  const variants: readonly ExerciseVariant[] = Object.values(exercises[exercise].variants);
  for (const { script } of variants) {
    for (const field of storedFields(script)) {
      const column = toSnakeCase(field);
      if (!SESSION_COLUMNS.includes(column)) types[column] = COLUMN_TYPES[script.fields[field]!];
    }
  }
  return types;
}

function tableColumnTypes(exercise: keyof typeof exerciseTables): Record<string, string> {
  return Object.fromEntries(
    Object.values(getTableColumns(exerciseTables[exercise]))
      .map((column) => [column.keyAsName ? drizzleSnakeCase(column.name) : column.name, column.columnType])
      .filter(([name]) => !SESSION_COLUMNS.includes(name!)),
  );
}

describe('each exercise table', () => {
  it('has exactly a column for each field the exercise declares and stores, of the declared type', () => {
    for (const exercise of Object.keys(exerciseTables) as (keyof typeof exerciseTables)[]) {
      expect(tableColumnTypes(exercise), exercise).toEqual(declaredColumnTypes(exercise));
    }
    expect(declaredColumnTypes('halfLife')).toMatchObject({
      text60: 'PgText',
      text60_total_words: 'PgInteger',
      text60_jargon_score: 'PgReal',
      reflection_open_response: 'PgText',
    });
  });
});

describe('column values from a client-held history', () => {
  it('rounds numbers for integer columns and refuses what does not fit', () => {
    expect(toColumnValue(columns.text60TotalWords, 59.6)).toBe(60);
    expect(toColumnValue(columns.text60TotalWords, 1e12)).toBeNull();
    expect(toColumnValue(columns.text60TotalWords, '60')).toBeNull();
  });

  it('keeps finite reals within range', () => {
    expect(toColumnValue(columns.text60JargonScore, 87.5)).toBe(87.5);
    expect(toColumnValue(columns.text60JargonScore, 1e300)).toBeNull();
    expect(toColumnValue(columns.text60JargonScore, Number.NaN)).toBeNull();
  });

  it('turns an ISO time into a date, and nonsense into null', () => {
    expect(toColumnValue(columns.startTime, '2025-03-01T10:00:00.000Z')).toEqual(new Date('2025-03-01T10:00:00.000Z'));
    expect(toColumnValue(columns.startTime, 'yesterday')).toBeNull();
    expect(toColumnValue(columns.startTime, '+275760-09-13T00:00:00.000Z')).toBeNull();
  });

  it('stores texts as text, booleans only as booleans, and JSON columns only from a JSON object', () => {
    expect(toColumnValue(columns.text60, 'Plants grow.')).toBe('Plants grow.');
    expect(toColumnValue(columns.text60, 42)).toBe('42');
    expect(toColumnValue(columns.isResearch, true)).toBe(true);
    expect(toColumnValue(columns.isResearch, 'true')).toBeNull();
    expect(toColumnValue(columns.copyPasteCheck, '{"3":{"pasted":true,"pastedChars":4,"chars":9}}')).toEqual({ '3': { pasted: true, pastedChars: 4, chars: 9 } });
    expect(toColumnValue(columns.copyPasteCheck, true)).toBeNull();
    expect(toColumnValue(columns.copyPasteCheck, '[1]')).toBeNull();
    expect(toColumnValue(columns.copyPasteCheck, 'not json')).toBeNull();
    expect(toColumnValue(columns.text60, null)).toBeNull();
  });
});

describe('updating an exercise row', () => {
  const values = (record: StorageRecord): ExerciseRowValues => ({
    userId: null,
    isResearch: false,
    variant: 'default',
    messages: [{ from: 'bot', text: `stage ${String(record['current_stage'])}` }],
    record,
    keepContent: true,
  });

  it('sets what each turn gives, whichever columns it has, and reuses the statement of a shape it has seen', async () => {
    const { db } = await getTestApp();
    const id = await createExerciseRow(db, 'halfLife', values({ current_stage: 1 }));
    const other = await createExerciseRow(db, 'halfLife', values({ current_stage: 1, text60: 'other' }));
    expect(await updateExerciseRow(db, 'halfLife', id, values({ current_stage: 2, text60: 'first answer', text60_total_words: 2 }))).toBe(true);
    expect(await getExerciseRow(db, 'halfLife', id)).toMatchObject({ currentStage: 2, text60: 'first answer', text60TotalWords: 2 });
    // Another shape (fewer columns): the columns it leaves out keep their values.
    expect(await updateExerciseRow(db, 'halfLife', id, values({ current_stage: 3 }))).toBe(true);
    expect(await getExerciseRow(db, 'halfLife', id)).toMatchObject({ currentStage: 3, text60: 'first answer', messages: [{ text: 'stage 3' }] });
    // The first shape again, with new values, on whichever pooled connection runs it.
    for (let stage = 4; stage < 8; stage++) {
      expect(await updateExerciseRow(db, 'halfLife', id, values({ current_stage: stage, text60: `answer ${stage}`, text60_total_words: stage }))).toBe(true);
    }
    expect(await getExerciseRow(db, 'halfLife', id)).toMatchObject({ currentStage: 7, text60: 'answer 7', text60TotalWords: 7 });
    expect(await getExerciseRow(db, 'halfLife', other)).toMatchObject({ currentStage: 1, text60: 'other' });
  });

  it('answers false for a row that no longer exists', async () => {
    const { db } = await getTestApp();
    expect(await updateExerciseRow(db, 'halfLife', '00000000-0000-4000-8000-000000000000', values({ current_stage: 2 }))).toBe(false);
  });
});
