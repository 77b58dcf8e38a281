// Database access for accounts: demographics rows and the user's task rows. Every query of a
// user's data has that user's id in its where clause (docs/decisions.md "Privacy"), but for one
// task read by its id, which the service reads only once permissions/ has said it is the user's.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TaskType } from '@scicomm/shared/account-api';
import type { Executor } from '../db/executor.ts';
import { readerChecks, user, userDemographics } from '../db/schema.ts';
import { contentColumns, taskTables, type TaskTable } from '../db/task-tables.ts';

export type DemographicsRow = typeof userDemographics.$inferSelect;
export type NewDemographicsRow = typeof userDemographics.$inferInsert;

export async function findDemographics(
  db: Executor,
  userId: string,
): Promise<DemographicsRow | undefined> {
  const [row] = await db
    .select()
    .from(userDemographics)
    .where(eq(userDemographics.userId, userId))
    .limit(1);
  return row;
}

export async function createDemographics(db: Executor, row: NewDemographicsRow): Promise<void> {
  await db.insert(userDemographics).values(row);
}

export async function updateDemographics(
  db: Executor,
  userId: string,
  values: Omit<Partial<NewDemographicsRow>, 'userId' | 'email' | 'acceptTermsPrivacyPolicy'>,
): Promise<DemographicsRow | undefined> {
  const [row] = await db
    .update(userDemographics)
    .set(values)
    .where(eq(userDemographics.userId, userId))
    .returning();
  return row;
}

/** The account's display name as stored ('' for an account made before registration asked for one). */
export async function findDisplayName(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.name ?? '';
}

/** Sets the account's display name (the library's user.name, which every page shows). */
export async function setDisplayName(db: Executor, userId: string, name: string): Promise<void> {
  await db.update(user).set({ name }).where(eq(user.id, userId));
}

/**
 * The account of an address whose registration never stored its demographics (the process
 * stopped between the library's sign-up and our row), or null.
 */
export async function findUnfinishedAccount(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .leftJoin(userDemographics, eq(userDemographics.userId, user.id))
    .where(and(eq(user.email, email.trim().toLowerCase()), isNull(userDemographics.userId)))
    .limit(1);
  return row?.id ?? null;
}

/** Removes an account and, through the foreign keys, everything hanging off it. */
export async function deleteUser(db: Executor, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}

export interface TaskRow {
  type: TaskType;
  id: string;
  createdAt: Date;
  /** Exercises: the stage saved last, and whether the end time was set (it is, once finished). */
  stage: number | null;
  finished: boolean | null;
  /** The De-Jargonizer's score. */
  score: number | null;
}

type ExerciseTaskType = Exclude<TaskType, 'dejargonizer'>;

async function listExerciseRows(db: Executor, userId: string, type: ExerciseTaskType): Promise<TaskRow[]> {
  const table = taskTables[type];
  const rows = await db
    .select({ id: table.id, createdAt: table.createdAt, stage: table.currentStage, endTime: table.endTime })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt));
  return rows.map((row) => ({ type, id: row.id, createdAt: row.createdAt, stage: row.stage, finished: row.endTime !== null, score: null }));
}

async function listAnalysisRows(db: Executor, userId: string): Promise<TaskRow[]> {
  const table = taskTables.dejargonizer;
  const rows = await db
    .select({ id: table.id, createdAt: table.createdAt, score: table.jargonScore })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt));
  return rows.map((row) => ({ type: 'dejargonizer', id: row.id, createdAt: row.createdAt, stage: null, finished: null, score: row.score }));
}

/** Every task of the user in the six tables with how far it got, newest first (docs/product.md §7). */
export async function listTaskRows(db: Executor, userId: string): Promise<TaskRow[]> {
  const perTable = await Promise.all(
    (Object.keys(taskTables) as TaskType[]).map((type) =>
      type === 'dejargonizer' ? listAnalysisRows(db, userId) : listExerciseRows(db, userId, type),
    ),
  );
  return perTable
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** One task row by its id, or undefined; whose it is the caller has asked permissions/ (canViewTask). */
export async function findTaskRow(
  db: Executor,
  type: TaskType,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const table: TaskTable = taskTables[type];
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row as Record<string, unknown> | undefined;
}

/**
 * "Don't Save Data": every task row of the user loses its user_id and all content, in the
 * caller's transaction. Returns how many rows were anonymised.
 */
export async function anonymiseTaskRows(tx: Executor, userId: string): Promise<number> {
  let count = 0;
  const anonymised: string[] = [];
  for (const table of Object.values(taskTables) as TaskTable[]) {
    const cleared = Object.fromEntries(
      [...contentColumns(table), 'userId'].map((key) => [key, null]),
    );
    // The keys come from this very table's definition; drizzle cannot type a computed set.
    const rows = await tx
      .update(table as typeof taskTables.halflife)
      .set(cleared as Partial<typeof taskTables.halflife.$inferInsert>)
      .where(eq(table.userId, userId))
      .returning({ id: table.id });
    count += rows.length;
    anonymised.push(...rows.map((row) => row.id));
  }
  // A reader check keeps the writer's text and its readers' answers: it goes with the choice too
  // (docs/reader-check.md "Privacy"), and so does the check a study made of one of their
  // sessions' final text.
  await tx.delete(readerChecks).where(eq(readerChecks.ownerId, userId));
  if (anonymised.length > 0) await tx.delete(readerChecks).where(inArray(readerChecks.studySessionId, anonymised));
  return count;
}
