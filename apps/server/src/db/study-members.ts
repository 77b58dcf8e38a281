// Who a study's members are (docs/research.md "Studies"): its owner and its collaborators. The
// one definition, for the studies' queries and for the permissions.
import { eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { studies, studyCollaborators } from './schema.ts';

/** Whether the user owns the study or collaborates on it: a condition on `studies`. */
export function studyMember(userId: string): SQL {
  return or(
    eq(studies.ownerId, userId),
    exists(
      sql`(select 1 from ${studyCollaborators} where ${studyCollaborators.studyId} = ${studies.id} and ${studyCollaborators.userId} = ${userId})`,
    ),
  )!;
}
