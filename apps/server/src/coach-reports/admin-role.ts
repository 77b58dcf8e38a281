// Granting and revoking the admin role (docs/exercises.md "Reporting a wrong remark": the admins
// read the reports). Called by the command line (`npm run admin`, admin-cli.ts) and by tests; no
// route of the web app changes a role.
import type { Database } from '../db/client.ts';
import { findAccountByEmail } from '../db/accounts.ts';
import { ADMIN_ROLE, deleteRole, insertRole } from '../db/roles.ts';

export type AdminRoleChange = 'granted' | 'already-granted' | 'revoked' | 'not-granted' | 'unknown-email';

export async function grantAdmin(db: Database, email: string): Promise<AdminRoleChange> {
  const account = await findAccountByEmail(db, email.trim());
  if (!account) return 'unknown-email';
  return (await insertRole(db, account.id, ADMIN_ROLE)) ? 'granted' : 'already-granted';
}

export async function revokeAdmin(db: Database, email: string): Promise<AdminRoleChange> {
  const account = await findAccountByEmail(db, email.trim());
  if (!account) return 'unknown-email';
  return (await deleteRole(db, account.id, ADMIN_ROLE)) ? 'revoked' : 'not-granted';
}
