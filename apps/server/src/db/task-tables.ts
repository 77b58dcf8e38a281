// The six interaction tables behind "Your Tasks" (docs/product.md §3, §7), and which of their columns are
// content. "Don't Save Data" nulls every content column (docs/decisions.md "Privacy"); the set is
// derived from the table definitions, so a column added later is content, and nulled, unless
// it is deliberately named here as not being content.
import { getTableColumns, type Column } from 'drizzle-orm';
import type { TaskType } from '@scicomm/shared/account-api';
import { EXERCISE_IDS, exerciseManifest, type ExerciseId } from '@scicomm/shared/exercises';
import * as schema from './schema.ts';

type Manifest = typeof exerciseManifest;
/** A table's name in code: halflife_user_interactions → halflifeUserInteractions. */
type CodeName<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CodeName<Tail>>}` : S;
const codeName = (table: string) => table.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The table of each exercise's sessions: the schema's table named by its manifest entry's `table`
 * (halflife_user_interactions is schema.ts's halflifeUserInteractions).
 */
export const exerciseTables = Object.fromEntries(
  EXERCISE_IDS.map((id) => {
    const table = (schema as Record<string, unknown>)[codeName(exerciseManifest[id].table)];
    if (table === undefined) throw new Error(`schema.ts has no table ${exerciseManifest[id].table} for ${id}.`);
    return [id, table];
  }),
) as { [K in ExerciseId]: (typeof schema)[CodeName<Manifest[K]['table']> & keyof typeof schema] };

/** The tables by stored task type: the De-Jargonizer's and each exercise's. */
export const taskTables = {
  dejargonizer: schema.dejargonizerUserInteractions,
  ...(Object.fromEntries(EXERCISE_IDS.map((id) => [exerciseManifest[id].taskType, exerciseTables[id]])) as {
    [K in ExerciseId as Manifest[K]['taskType']]: (typeof exerciseTables)[K];
  }),
} satisfies Record<TaskType, unknown>;

export type TaskTable = (typeof taskTables)[TaskType];

/**
 * Columns that say nothing a person wrote or chose about themselves: the row's identity and
 * times, how far the exercise got, which edition or dictionary it used. What an anonymous
 * guest's record keeps (docs/decisions.md "Privacy": counts, score, stage reached). The session's
 * start and end times stay because end_time is what counts a finished exercise only once.
 * This one rule serves both "Don't Save Data" and the rows of guests (exercise storage).
 * copyPasteCheck says whether answers were pasted and how many characters, never what they
 * said, so it is kept like a statistic (docs/exercises.md "copyPasteCheck").
 */
const NOT_CONTENT = new Set([
  'id',
  'createdAt',
  'startTime',
  'endTime',
  'currentStage',
  'isResearch',
  'variant',
  'dictionary',
  'copyPasteCheck',
]);

/** Numeric measures of a text (word counts, percentages, scores), kept like a guest's record. */
const STATISTIC = /(totalWords|rareWords|midRangeWords|rareWordsPercentage|jargonScore)$/i;

function isStatistic(key: string, column: Column): boolean {
  return column.dataType === 'number' && STATISTIC.test(key);
}

/** The property names of a table's content columns (user_id is handled on its own). */
export function contentColumns(table: TaskTable): string[] {
  const columns = getTableColumns(table) as Record<string, Column>;
  const content = Object.entries(columns)
    .filter(
      ([key, column]) => key !== 'userId' && !NOT_CONTENT.has(key) && !isStatistic(key, column),
    )
    .map(([key, column]) => {
      if (column.notNull) {
        throw new Error(
          `Content column ${key} is NOT NULL, so "Don't Save Data" could not clear it.`,
        );
      }
      return key;
    });
  return content;
}

/** The columns kept when a row is anonymised, for documentation and tests. */
export function keptColumns(table: TaskTable): string[] {
  const content = new Set([...contentColumns(table), 'userId']);
  return Object.keys(getTableColumns(table)).filter((key) => !content.has(key));
}
