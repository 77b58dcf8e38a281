// Whose texts may be stored with their user id (docs/decisions.md "Privacy: what is stored").
import type { Executor } from '../db/executor.ts';
import { findRejectSaveData } from './permissions-repository.ts';

/** Only an explicit Yes to saving texts (rejectSaveData false) counts; no profile is a No. */
export const savesTexts = (rejectSaveData: boolean | undefined): boolean => rejectSaveData === false;

/** Whether the user's exercises and analyses may be stored with their user id and texts. */
export async function canSaveTexts(db: Executor, userId: string): Promise<boolean> {
  return savesTexts(await findRejectSaveData(db, userId));
}
