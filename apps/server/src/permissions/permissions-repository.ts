// The facts the permissions are decided on that are no role (those are db/roles.ts): a user's
// choice about their texts, a study's members, its participants.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { studies, studyParticipants, userDemographics } from '../db/schema.ts';
import { studyMember } from '../db/study-members.ts';

/** The user's answer to "save my texts" as stored (rejectSaveData); undefined without a profile. */
export async function findRejectSaveData(db: Executor, userId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ rejectSaveData: userDemographics.rejectSaveData })
    .from(userDemographics)
    .where(eq(userDemographics.userId, userId))
    .limit(1);
  return row?.rejectSaveData;
}

/** Whether the user owns the study or collaborates on it. */
export async function isStudyMember(db: Executor, studyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.id, studyId), studyMember(userId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the participant (an id a browser kept) is one of the study's. */
export async function isStudyParticipant(db: Executor, studyId: string, participantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studyParticipants.id })
    .from(studyParticipants)
    .where(and(eq(studyParticipants.id, participantId), eq(studyParticipants.studyId, studyId)))
    .limit(1);
  return row !== undefined;
}
