// A stored task (an exercise or a De-Jargonizer analysis; docs/accounts.md "Your tasks"): only
// the user it is stored with may see it or share it. An anonymised row (no user id: "Don't Save
// Data", or deleted) is nobody's.
import type { TaskType } from '@scicomm/shared/account-api';
import type { Executor } from '../db/executor.ts';
import { isTaskOwner } from './permissions-repository.ts';

/** Whether the user may read the stored task (`taskId`: the row's id), e.g. to make a reader check of an analysis. */
export async function canViewTask(db: Executor, userId: string, type: TaskType, taskId: string): Promise<boolean> {
  return isTaskOwner(db, type, taskId, userId);
}

/** Whether the user may make links to the task and list them (docs/sharing.md): it is theirs. */
export async function canShareTask(db: Executor, userId: string, type: TaskType, taskId: string): Promise<boolean> {
  return canViewTask(db, userId, type, taskId);
}
