// The research area (docs/research.md "The role"): a signed-in user who holds the researcher role
// now. Anybody else is told that it does not exist (404), never that it is forbidden.
import type { Executor } from '../db/executor.ts';
import { hasRole, RESEARCHER_ROLE } from '../db/roles.ts';

/** Whether the user (null: a visitor) may see the research pages, the export and studies, and create studies. */
export async function canViewResearch(db: Executor, userId: string | null): Promise<boolean> {
  return userId !== null && (await hasRole(db, userId, RESEARCHER_ROLE));
}
