// A study (docs/research.md "Studies"): its members (owner and collaborators) see and change it
// while they hold the researcher role; its participants take part through its link.
import { studyIdSchema } from '@scicomm/shared/study-api';
import type { Executor } from '../db/executor.ts';
import { isStudyMember, isStudyParticipant } from './permissions-repository.ts';
import { canViewResearch } from './research.ts';

/** Whether the user may see the study: a researcher who owns it or collaborates on it. False for an id that is no study id. */
export async function canViewStudy(db: Executor, userId: string | null, studyId: string): Promise<boolean> {
  if (userId === null || !studyIdSchema.safeParse(studyId).success) return false;
  return (await canViewResearch(db, userId)) && (await isStudyMember(db, studyId, userId));
}

/** Whether a participant id (one a browser kept) still takes part in the study: false once its data was deleted. */
export async function canContinueStudy(db: Executor, studyId: string, participantId: string): Promise<boolean> {
  return isStudyParticipant(db, studyId, participantId);
}
