// A study's reader checks (docs/reader-check.md "In a study"): when a participant finishes, the
// final text of their session becomes a reader check (if the study asks for one); the
// participant is shown its link to pass to their readers, the study's members see every
// participant's link and results, and the export carries the readers' outcomes. The checks
// belong to their sessions, so they go when the study's data is deleted.
import type { ResearchExercise } from '@scicomm/shared/research-api';
import type { ParticipantReaderCheck, StudyArm, StudyReaderCheckItem } from '@scicomm/shared/study-api';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { canViewStudyReaderCheck } from '../permissions/index.ts';
import type { StudyReaderChecks } from '../reader-checks/index.ts';
import {
  findFinishedText,
  findStudySessions,
  finishedTextOf,
  listParticipantSessionIds,
  type StudyRow,
} from './study-repository.ts';

const exerciseOf = (study: StudyRow) => study.exercise as ResearchExercise;

/** After a participant's turn: the session's check, if the study asks for one and the session just finished. */
export async function makeSessionCheck(
  db: Database,
  checks: StudyReaderChecks,
  study: StudyRow,
  sessionId: string,
): Promise<void> {
  if (!study.readerCheck) return;
  const text = await findFinishedText(db, exerciseOf(study), sessionId);
  if (text === undefined) return;
  await checks.createForSession({ sessionId, title: study.title, text, setting: study.readerCheck });
}

/**
 * The reader check of the participant's latest finished session; null when there is none. A
 * finished session without one gets it now, as in studyCheckList: making it after the last turn
 * may have failed, and the participant should not leave without their readers' link.
 */
export async function participantCheck(
  db: Database,
  checks: StudyReaderChecks,
  study: StudyRow,
  participantId: string,
): Promise<ParticipantReaderCheck | null> {
  const sessions = await listParticipantSessionIds(db, participantId);
  let found = await checks.checksOfSessions(sessions);
  if (found.length === 0 && study.readerCheck && sessions.length > 0) {
    for (const sessionId of sessions) await makeSessionCheck(db, checks, study, sessionId);
    found = await checks.checksOfSessions(sessions);
  }
  const latest = found.sort((a, b) => sessions.indexOf(a.sessionId) - sessions.indexOf(b.sessionId))[0];
  return latest ? { url: latest.url, readers: latest.readers, targetReaders: latest.targetReaders } : null;
}

/**
 * Every participant's check, oldest first. A finished session without one gets it now: the study
 * asked for checks after some participants had finished, or making one failed at the time.
 */
export async function studyCheckList(db: Database, checks: StudyReaderChecks, study: StudyRow): Promise<StudyReaderCheckItem[]> {
  const sessions = await findStudySessions(db, study.id, exerciseOf(study));
  let found = await checks.checksOfSessions(sessions.map((session) => session.row.id));
  if (study.readerCheck) {
    const made = new Set(found.map((check) => check.sessionId));
    let added = false;
    for (const session of sessions) {
      const text = finishedTextOf(exerciseOf(study), session);
      if (made.has(session.row.id) || text === undefined) continue;
      added = (await checks.createForSession({ sessionId: session.row.id, title: study.title, text, setting: study.readerCheck })) || added;
    }
    if (added) found = await checks.checksOfSessions(sessions.map((session) => session.row.id));
  }
  const bySession = new Map(sessions.map((session) => [session.row.id, session]));
  return found.flatMap((check) => {
    const session = bySession.get(check.sessionId);
    if (!session) return [];
    return [
      {
        id: check.id,
        sessionId: check.sessionId,
        participantId: session.participant.id,
        participantName: session.row.participantName,
        arm: session.participant.arm as StudyArm,
        url: check.url,
        readers: check.readers,
        targetReaders: check.targetReaders,
        wordCount: check.wordCount,
        createdAt: check.createdAt,
      },
    ];
  });
}

/** A check's results for a member of its study (`userId`); 404 when the check is not one of this study's. */
export async function studyCheckResults(
  db: Database,
  checks: StudyReaderChecks,
  study: StudyRow,
  userId: string | null,
  checkId: string,
): Promise<ReaderCheckResults> {
  if (!(await canViewStudyReaderCheck(db, userId, study.id, checkId)))
    throw new AppError(404, 'CHECK_NOT_FOUND', 'No such reader check in this study.');
  return checks.results(checkId);
}
