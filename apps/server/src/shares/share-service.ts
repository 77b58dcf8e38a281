// The rules of sharing (docs/sharing.md):
// - only the signed-in owner of a stored task may share it, list its links or revoke them
//   (permissions/: canShareTask, canRevokeShare); for anyone else the task or the link does
//   not exist (404);
// - a link shows its task read-only to anyone who has it, until it is revoked (410
//   SHARE_REVOKED) or expires (410 SHARE_EXPIRED); a task that no longer belongs to the share's
//   creator (deleted, or anonymised by "Don't Save Data") is not found;
// - the shared record says nothing about its owner, and viewing it writes nothing.
import {
  SHARE_ERROR_CODES,
  type CreateShareBody,
  type Share,
  type SharedTask,
} from '@scicomm/shared/share-api';
import { taskTypeSchema, type TaskType } from '@scicomm/shared/account-api';
import { exerciseOfTaskType } from '@scicomm/shared/exercises';
import { findTaskRow, toTaskDetail } from '../account/index.ts';
import type { Database } from '../db/client.ts';
import { verifyOwnTaskId } from '../exercises/index.ts';
import { AppError, notFound } from '../http/errors.ts';
import { canRevokeShare, canShareTask, canViewTask } from '../permissions/index.ts';
import {
  findShare,
  insertShare,
  listLiveShares,
  revokeShare,
  type ShareRow,
} from './share-repository.ts';
import { isWellFormedShareToken, newShareToken } from './share-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ShareContext {
  db: Database;
  /** The secret exercise taskIds are signed with (AUTH_SECRET). */
  secret: string;
  /** Our public origin, for the link. */
  origin: string;
  now?: Date;
}

const TASK_NOT_FOUND = 'No such task.';
const SHARE_NOT_FOUND_MESSAGE = 'Invalid link.';

export const shareNotFound = () =>
  new AppError(404, SHARE_ERROR_CODES.notFound, SHARE_NOT_FOUND_MESSAGE);

/**
 * The row id a taskId names, as its owner sees it: the plain uuid of Your Tasks and the
 * De-Jargonizer, or an exercise reply's "<uuid>.<signature>", whose signature must be this
 * server's for this exercise and this user. Anything else: null.
 */
export function rowIdOf(
  secret: string,
  type: TaskType,
  taskId: string,
  owner: string,
): string | null {
  if (UUID.test(taskId)) return taskId.toLowerCase();
  // The exercise whose signature an exercise reply's taskId carries (exercises/task-token.ts);
  // the De-Jargonizer hands out plain row ids.
  const exercise = exerciseOfTaskType(type);
  if (!exercise) return null;
  return verifyOwnTaskId(secret, exercise, taskId, owner);
}

async function shareableRowId(
  context: ShareContext,
  owner: string,
  type: TaskType,
  taskId: string,
): Promise<string> {
  const rowId = rowIdOf(context.secret, type, taskId, owner);
  if (!rowId || !(await canShareTask(context.db, owner, type, rowId))) throw notFound(TASK_NOT_FOUND);
  return rowId;
}

function toShare(row: ShareRow, origin: string): Share {
  return {
    token: row.id,
    url: `${origin}/share/${row.id}`,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createShare(
  context: ShareContext,
  owner: string,
  body: CreateShareBody,
): Promise<Share> {
  const rowId = await shareableRowId(context, owner, body.taskType, body.taskId);
  const now = context.now ?? new Date();
  const row = await insertShare(context.db, {
    id: newShareToken(),
    taskType: body.taskType,
    taskId: rowId,
    createdBy: owner,
    expiresAt: body.expiresInDays ? new Date(now.getTime() + body.expiresInDays * DAY_MS) : null,
  });
  return toShare(row, context.origin);
}

export async function listShares(
  context: ShareContext,
  owner: string,
  type: TaskType,
  taskId: string,
): Promise<Share[]> {
  const rowId = await shareableRowId(context, owner, type, taskId);
  const rows = await listLiveShares(context.db, owner, type, rowId, context.now ?? new Date());
  return rows.map((row) => toShare(row, context.origin));
}

/** Revokes one of the owner's links; anyone else's, or an unknown one, is not found. */
export async function revokeOwnShare(db: Database, owner: string, token: string): Promise<void> {
  if (!isWellFormedShareToken(token) || !(await canRevokeShare(db, owner, token))) throw shareNotFound();
  await revokeShare(db, token);
}

/** The shared record behind a link, for anyone who has it (no sign-in). Reads only. */
export async function viewSharedTask(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<SharedTask> {
  if (!isWellFormedShareToken(token)) throw shareNotFound();
  const share = await findShare(db, token);
  if (!share) throw shareNotFound();
  if (share.isRevoked)
    throw new AppError(410, SHARE_ERROR_CODES.revoked, 'This link has been revoked.');
  if (share.expiresAt && share.expiresAt.getTime() <= now.getTime())
    throw new AppError(410, SHARE_ERROR_CODES.expired, 'This link has expired.');
  const type = taskTypeSchema.safeParse(share.taskType);
  if (!type.success) throw shareNotFound();
  // Only while the task is still its creator's: an anonymised row has no user_id any more.
  const stillTheirs = await canViewTask(db, share.createdBy, type.data, share.taskId);
  const row = stillTheirs ? await findTaskRow(db, type.data, share.taskId) : undefined;
  if (!row) throw shareNotFound();
  const { id: _id, ...task } = toTaskDetail(type.data, row);
  return task;
}
