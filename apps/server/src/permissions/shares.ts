// A share link (docs/sharing.md): anybody who has it sees its task (shares/ decides while it is
// live); only the user who made it may revoke it.
import type { Executor } from '../db/executor.ts';
import { isShareCreator } from './permissions-repository.ts';

/** Whether the user may revoke the link (`token`): they made it. False for anybody else's or an unknown one. */
export async function canRevokeShare(db: Executor, userId: string, token: string): Promise<boolean> {
  return isShareCreator(db, token, userId);
}
