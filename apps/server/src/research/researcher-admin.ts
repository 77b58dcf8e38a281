// Granting and revoking the researcher role (docs/research.md "The role"). Called by the
// command line (`npm run admin`, admin-cli.ts) and by tests; no route of the web app calls it.
// Each change is recorded in the audit trail (docs/research.md "Audit trail") with it.
import { insertAuditEvent } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import { findAccountByEmail } from '../db/accounts.ts';
import { deleteRole, insertRole, listRoleHolders, RESEARCHER_ROLE, type RoleHolder } from '../db/roles.ts';

export type RoleChange =
  | { outcome: 'granted' | 'already-granted' | 'revoked' | 'not-granted'; email: string }
  | { outcome: 'unknown-email'; email: string };

const normalise = (email: string) => email.trim().toLowerCase();

export async function grantResearcher(db: Database, email: string): Promise<RoleChange> {
  const account = await findAccountByEmail(db, normalise(email));
  if (!account) return { outcome: 'unknown-email', email: normalise(email) };
  const granted = await db.transaction(async (tx) => {
    const inserted = await insertRole(tx, account.id, RESEARCHER_ROLE);
    if (inserted) await insertAuditEvent(tx, { action: 'role-granted', actorId: null, subjectId: account.id, detail: { role: RESEARCHER_ROLE } });
    return inserted;
  });
  return { outcome: granted ? 'granted' : 'already-granted', email: account.email };
}

export async function revokeResearcher(db: Database, email: string): Promise<RoleChange> {
  const account = await findAccountByEmail(db, normalise(email));
  if (!account) return { outcome: 'unknown-email', email: normalise(email) };
  const revoked = await db.transaction(async (tx) => {
    const deleted = await deleteRole(tx, account.id, RESEARCHER_ROLE);
    if (deleted) await insertAuditEvent(tx, { action: 'role-revoked', actorId: null, subjectId: account.id, detail: { role: RESEARCHER_ROLE } });
    return deleted;
  });
  return { outcome: revoked ? 'revoked' : 'not-granted', email: account.email };
}

export function listResearchers(db: Database): Promise<RoleHolder[]> {
  return listRoleHolders(db, RESEARCHER_ROLE);
}
