// Reader checks (docs/reader-check.md): a writer's check is its writer's alone; a study's check
// (made from a participant's session, no writer) is seen by the study's members. Readers reach a
// check by its link's token, which asks nobody's permission.
import type { Executor } from '../db/executor.ts';
import { isReaderCheckOwner, isStudyReaderCheck } from './permissions-repository.ts';
import { canViewStudy } from './studies.ts';

/** Whether the user may read the check's results and export them: the writer who made it. */
export async function canViewReaderCheck(db: Executor, userId: string, checkId: string): Promise<boolean> {
  return isReaderCheckOwner(db, checkId, userId);
}

/** Whether the user may close, reopen or delete the check: the writer who made it. */
export async function canChangeReaderCheck(db: Executor, userId: string, checkId: string): Promise<boolean> {
  return isReaderCheckOwner(db, checkId, userId);
}

/** Whether the user may read a study's check: a member of the study (canViewStudy), and the check is of one of its participants' sessions. */
export async function canViewStudyReaderCheck(
  db: Executor,
  userId: string | null,
  studyId: string,
  checkId: string,
): Promise<boolean> {
  return (await canViewStudy(db, userId, studyId)) && (await isStudyReaderCheck(db, studyId, checkId));
}
