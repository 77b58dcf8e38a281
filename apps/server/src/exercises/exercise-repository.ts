// Exercise rows (docs/product.md §3 "Stored tables"): one row per exercise session, inserted on its first
// stored turn and updated by id afterwards. The coach's toStorageRecord gives the row as
// snake_case columns; here they are matched to the table's columns and converted to the
// column types, since every value comes from a history the client held (a number stored in
// an integer column is rounded, anything out of range or unparsable is stored as null).
import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql, type Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { StorageRecord } from '@scicomm/coach';
import { contentColumns, exerciseTables } from '../db/task-tables.ts';
import type { Database } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import type { ExerciseId } from '@scicomm/shared/exercises';

type ExerciseTable = (typeof exerciseTables)[ExerciseId];
type ExerciseInsert = ExerciseTable['$inferInsert'];

const int4 = 2_147_483_647;
/** Beyond this a PostgreSQL real overflows. */
const maxReal = 3.4e38;

function columnName(column: Column): string {
  return column.keyAsName ? toSnakeCase(column.name) : column.name;
}

/** Column name → the property Drizzle knows it by, with the column. */
function columnsByName(table: ExerciseTable): Map<string, { key: string; column: Column }> {
  return new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [columnName(column), { key, column }]));
}

const tableColumns = new Map<ExerciseTable, Map<string, { key: string; column: Column }>>();

function columnsOf(table: ExerciseTable) {
  let columns = tableColumns.get(table);
  if (!columns) {
    columns = columnsByName(table);
    tableColumns.set(table, columns);
  }
  return columns;
}

/** A JSON object from a history's text (copyPasteCheck); anything else is null. */
function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The value to store in a column for a history value; null when it does not fit the column. */
export function toColumnValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (column.columnType) {
    case 'PgText':
      return typeof value === 'string' ? value : String(value);
    case 'PgInteger':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= int4 ? Math.round(value) : null;
    case 'PgReal':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= maxReal ? value : null;
    case 'PgBoolean':
      return typeof value === 'boolean' ? value : null;
    case 'PgJsonb':
      return typeof value === 'string' ? parseJsonObject(value) : null;
    case 'PgTimestamp': {
      const date = typeof value === 'string' ? new Date(value) : null;
      return date && !Number.isNaN(date.getTime()) && Math.abs(date.getFullYear()) < 10_000 ? date : null;
    }
    default:
      throw new Error(`Column ${column.name} has a type exercise storage does not handle: ${column.columnType}`);
  }
}

export interface ExerciseRowValues {
  userId: string | null;
  isResearch: boolean;
  variant: string;
  /** The conversation in wire casing, or null when texts are not kept. */
  messages: unknown[] | null;
  record: StorageRecord;
  /**
   * False for guests and users who declined: every content column is null, by the same rule
   * "Don't Save Data" applies (db/task-tables.ts), so both kinds of anonymous row agree.
   */
  keepContent: boolean;
}

function toInsert(exercise: ExerciseId, values: ExerciseRowValues): ExerciseInsert {
  const columns = columnsOf(exerciseTables[exercise]);
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values.record)) {
    const target = columns.get(name);
    if (!target) throw new Error(`The ${exercise} table has no column ${name}.`);
    row[target.key] = toColumnValue(target.column, value);
  }
  if (!values.keepContent) {
    for (const key of contentColumns(exerciseTables[exercise])) row[key] = null;
  }
  // The row is built from the table's own column list above; the cast only restates that.
  return {
    ...(row as ExerciseInsert),
    userId: values.userId,
    isResearch: values.isResearch,
    variant: values.variant,
    messages: values.messages,
  };
}

export async function createExerciseRow(db: Database, exercise: ExerciseId, values: ExerciseRowValues): Promise<string> {
  const table = exerciseTables[exercise];
  const [row] = await db.insert(table).values(toInsert(exercise, values)).returning({ id: table.id });
  if (!row) throw new Error(`Inserting a ${exercise} row returned nothing.`);
  return row.id;
}

/** The parameter of the row's id in a prepared update (no column's key starts with "$"). */
const ID_PARAMETER = '$id';

/**
 * The UPDATE of an exercise row that sets these columns, built and prepared once (db/prepared.ts).
 * A turn updates its row every time, and building the statement afresh (one parameter per
 * column, each checked and cast by the query builder) was about a tenth of a Half Life turn's
 * CPU (docs/deployment.md).
 */
function preparedUpdate(db: Database, exercise: ExerciseId, keys: readonly string[]) {
  const shape = `${exercise}:${keys.join(',')}`;
  return preparedOnce(db, shape, () => {
    const table: ExerciseTable = exerciseTables[exercise];
    // A column with $onUpdate would get the value of the moment the statement was built.
    if (Object.values(getTableColumns(table)).some((column) => column.onUpdateFn)) {
      throw new Error(`The ${exercise} table has a column set on update: its update cannot be prepared once.`);
    }
    const set = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)]));
    // Named after its shape, so the name stands for one text on every connection.
    const name = `exercise_row_update_${createHash('sha256').update(shape).digest('hex').slice(0, 24)}`;
    return db
      .update(table)
      .set(set as ExerciseInsert)
      .where(eq(table.id, sql.placeholder(ID_PARAMETER)))
      .returning({ id: table.id })
      .prepare(name);
  });
}

/** Updates a row; false when it no longer exists (deleted meanwhile). */
export async function updateExerciseRow(
  db: Database,
  exercise: ExerciseId,
  id: string,
  values: ExerciseRowValues,
): Promise<boolean> {
  // The owner was fixed at insert and the taskId's signature binds it; it is never rewritten.
  const { userId: _userId, ...changes } = toInsert(exercise, values);
  const rows = await preparedUpdate(db, exercise, Object.keys(changes)).execute({ ...changes, [ID_PARAMETER]: id });
  return rows.length > 0;
}

/**
 * Marks the row finished now, once: true only for the call that set end_time, so a finished
 * exercise is counted as one use however often its last turn is sent.
 */
export async function markExerciseFinished(db: Database, exercise: ExerciseId, id: string): Promise<boolean> {
  const table = exerciseTables[exercise];
  const rows = await db
    .update(table)
    .set({ endTime: sql`now()` })
    .where(and(eq(table.id, id), isNull(table.endTime)))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function getExerciseRow<K extends ExerciseId>(
  db: Database,
  exercise: K,
  id: string,
): Promise<(typeof exerciseTables)[K]['$inferSelect'] | null> {
  const table: ExerciseTable = exerciseTables[exercise];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  // The row comes from exerciseTables[exercise]; the cast restates that for the caller's K.
  return (row as (typeof exerciseTables)[K]['$inferSelect'] | undefined) ?? null;
}
