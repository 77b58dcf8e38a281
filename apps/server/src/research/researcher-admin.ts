// Granting and revoking the researcher role (docs/research.md "The role"). Called by the
// command line (`npm run admin`, admin-cli.ts) and by tests; no route of the web app calls it.
// Each change is recorded in the audit trail (docs/research.md "Audit trail") with it.
import { insertAuditEvent } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { findAccountByEmail } from '../db/accounts.ts';
import { deleteRole, insertRole, listRoleHolders, RESEARCHER_ROLE, type Role, type RoleHolder } from '../db/roles.ts';

export type RoleChange =
  | { outcome: 'granted' | 'already-granted' | 'revoked' | 'not-granted'; email: string }
  | { outcome: 'unknown-email'; email: string };

const normalise = (email: string) => email.trim().toLowerCase();

/** One way to change the role: what it does to the row, the audit action, and the two outcomes. */
interface Change {
  write: (tx: Executor, userId: string, role: Role) => Promise<boolean>;
  action: 'role-granted' | 'role-revoked';
  done: 'granted' | 'revoked';
  unchanged: 'already-granted' | 'not-granted';
}

const GRANT: Change = { write: insertRole, action: 'role-granted', done: 'granted', unchanged: 'already-granted' };
const REVOKE: Change = { write: deleteRole, action: 'role-revoked', done: 'revoked', unchanged: 'not-granted' };

async function changeResearcherRole(db: Database, email: string, change: Change): Promise<RoleChange> {
  const account = await findAccountByEmail(db, normalise(email));
  if (!account) return { outcome: 'unknown-email', email: normalise(email) };
  const changed = await db.transaction(async (tx) => {
    const written = await change.write(tx, account.id, RESEARCHER_ROLE);
    if (written) await insertAuditEvent(tx, { action: change.action, actorId: null, subjectId: account.id, detail: { role: RESEARCHER_ROLE } });
    return written;
  });
  return { outcome: changed ? change.done : change.unchanged, email: account.email };
}

export const grantResearcher = (db: Database, email: string) => changeResearcherRole(db, email, GRANT);
export const revokeResearcher = (db: Database, email: string) => changeResearcherRole(db, email, REVOKE);

export function listResearchers(db: Database): Promise<RoleHolder[]> {
  return listRoleHolders(db, RESEARCHER_ROLE);
}
