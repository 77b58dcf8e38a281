// Database access for shares. Who may change a share is permissions/' (canShareTask,
// canRevokeShare), asked before these run; the owner's list has the owner's id in its where
// clause; the public view reads a share by its token alone and then the task only if it still
// belongs to the share's creator.
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { TaskType } from '@scicomm/shared/account-api';
import type { Executor } from '../db/executor.ts';
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

/** Marks the share revoked (a share is never deleted: its link then answers 410). */
export async function revokeShare(db: Executor, token: string): Promise<void> {
  await db.update(shares).set({ isRevoked: true }).where(eq(shares.id, token));
}
