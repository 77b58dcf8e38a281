// Database access for shares. Every query that changes or lists shares has
// the owner's id in its where clause; the public view reads a share by its token alone and then
// the task only if it still belongs to the share's creator.
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { TaskType } from '@scicomm/shared/account-api';
import type { Executor } from '../db/executor.ts';
import { taskTables, type TaskTable } from '../db/task-tables.ts';
import { shares } from '../db/schema.ts';

export type ShareRow = typeof shares.$inferSelect;
export type NewShareRow = typeof shares.$inferInsert;

export async function insertShare(db: Executor, row: NewShareRow): Promise<ShareRow> {
  const [created] = await db.insert(shares).values(row).returning();
  if (!created) throw new Error('Inserting a share returned nothing.');
  return created;
}

export async function findShare(db: Executor, token: string): Promise<ShareRow | undefined> {
  const [row] = await db.select().from(shares).where(eq(shares.id, token)).limit(1);
  return row;
}

/** The owner's shares of one task that are neither revoked nor expired at `now`, newest first. */
export async function listLiveShares(
  db: Executor,
  owner: string,
  taskType: TaskType,
  taskId: string,
  now: Date,
): Promise<ShareRow[]> {
  return db
    .select()
    .from(shares)
    .where(
      and(
        eq(shares.createdBy, owner),
        eq(shares.taskType, taskType),
        eq(shares.taskId, taskId),
        eq(shares.isRevoked, false),
        or(isNull(shares.expiresAt), gt(shares.expiresAt, now)),
      ),
    )
    .orderBy(desc(shares.createdAt), desc(shares.id));
}

/** Marks the owner's share revoked; false when the token is not one of the owner's shares. */
export async function revokeShare(db: Executor, owner: string, token: string): Promise<boolean> {
  const rows = await db
    .update(shares)
    .set({ isRevoked: true })
    .where(and(eq(shares.id, token), eq(shares.createdBy, owner)))
    .returning({ id: shares.id });
  return rows.length > 0;
}

/** Whether the task row exists and belongs to `owner` (an anonymised row belongs to nobody). */
export async function ownsTask(
  db: Executor,
  owner: string,
  type: TaskType,
  id: string,
): Promise<boolean> {
  const table: TaskTable = taskTables[type];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, owner)))
    .limit(1);
  return row !== undefined;
}
