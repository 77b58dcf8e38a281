// The reports of wrong coach remarks (docs/exercises.md "Reporting a wrong remark"): for admins
// only; anybody else is told that they do not exist (404).
import type { Executor } from '../db/executor.ts';
import { ADMIN_ROLE, hasRole } from '../db/roles.ts';

/** Whether the user (null: a visitor) may read every report and the counts. */
export async function canViewCoachReports(db: Executor, userId: string | null): Promise<boolean> {
  return userId !== null && (await hasRole(db, userId, ADMIN_ROLE));
}
