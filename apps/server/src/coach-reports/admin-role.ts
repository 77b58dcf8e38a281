// Granting and revoking the admin role (docs/exercises.md "Reporting a wrong remark": the admins
// read the reports). Called by the command line (`npm run admin`, admin-cli.ts) and by tests; no
// route of the web app changes a role.
import type { Database } from '../db/client.ts';
import { deleteAdminRole, findUserIdByEmail, insertAdminRole } from './coach-report-repository.ts';

export type AdminRoleChange = 'granted' | 'already-granted' | 'revoked' | 'not-granted' | 'unknown-email';

export async function grantAdmin(db: Database, email: string): Promise<AdminRoleChange> {
  const userId = await findUserIdByEmail(db, email.trim());
  if (!userId) return 'unknown-email';
  return (await insertAdminRole(db, userId)) ? 'granted' : 'already-granted';
}

export async function revokeAdmin(db: Database, email: string): Promise<AdminRoleChange> {
  const userId = await findUserIdByEmail(db, email.trim());
  if (!userId) return 'unknown-email';
  return (await deleteAdminRole(db, userId)) ? 'revoked' : 'not-granted';
}
