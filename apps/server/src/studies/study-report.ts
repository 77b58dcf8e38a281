// What a study's members read (docs/research.md "Dashboard", "Export", "Retention"):
// - the dashboard: per arm, participants, sessions started and finished, the median time spent
//   at each stage and where unfinished sessions stopped, and how much the study stores;
// - the export: CSV with one row per session (the spec's columns of the study's exercise, plus
//   the arm, the participant, consent, timings and copyPasteCheck), JSON with whole
//   conversations and the coach's findings, and a codebook explaining every CSV column.
//   Never an IP address or a location (neither is collected), an account id or an e-mail;
// - retention: deleting every session and participant of the study in one transaction.
import { storedStageName, storedStageNames, storedStageNumber } from '@scicomm/coach';
import type { ResearchExercise } from '@scicomm/shared/research-api';
import {
  type ArmDashboard,
  EXERCISE_KEYS,
  type StudyArm,
  type StudyDashboard,
  type StudyExportFormat,
} from '@scicomm/shared/study-api';
import { insertAuditEvent } from '../audit/index.ts';
import type { Database } from '../db/client.ts';
import { toCsv, type CsvValue } from '../file-formats/csv.ts';
import { AppError } from '../http/errors.ts';
import { exerciseColumns } from '../research/index.ts';
import {
  countParticipantsByArm,
  deleteStudyData,
  findStudySessions,
  storedBytes,
  type StudyRow,
  type StudySessionRecord,
  listDuplicateIdentifiers,
} from './study-repository.ts';
import { codebookEntry } from './study-codebook.ts';
import { coachReportsBySession } from '../coach-reports/index.ts';
import { secondsPerStage, timedStages } from './study-stages.ts';
import type { StudyReaderChecks, StudyReaderOutcome } from '../reader-checks/index.ts';

const exerciseOf = (study: StudyRow) => study.exercise as ResearchExercise;

/** The stored number of the stage a session of the exercise finishes at (its stage `finished`). */
export const finishStage = (exercise: ResearchExercise) =>
  storedStageNumber(EXERCISE_KEYS[exercise], 'finished');

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function armDashboard(
  exercise: ResearchExercise,
  arm: StudyArm,
  enrolled: number,
  sessions: readonly StudySessionRecord[],
): ArmDashboard {
  const withSession = new Set(sessions.map((session) => session.participant.id)).size;
  const durations = new Map<number, number[]>();
  const stops = new Map<number, number>();
  for (const session of sessions) {
    for (const [stage, seconds] of secondsPerStage(session.stageTimes))
      durations.set(stage, [...(durations.get(stage) ?? []), seconds]);
    if (session.row.endTime === null) {
      const stage = session.row.currentStage ?? 0;
      stops.set(stage, (stops.get(stage) ?? 0) + 1);
    }
  }
  return {
    arm,
    enrolled,
    started: sessions.length,
    finished: sessions.filter((session) => session.row.endTime !== null).length,
    stageTimes: [...durations.entries()]
      .sort(([a], [b]) => a - b)
      .map(([stage, values]) => ({
        stage,
        sessions: values.length,
        medianSeconds: median(values),
      })),
    dropOff: [...stops.entries()]
      .sort(([a], [b]) => a - b)
      .map(([stage, count]) => ({
        stage,
        name: storedStageName(EXERCISE_KEYS[exercise], stage),
        sessions: count,
      })),
    beforeFirstAnswer: Math.max(0, enrolled - withSession),
  };
}

export async function studyDashboard(
  db: Database,
  study: StudyRow,
  now = new Date(),
): Promise<StudyDashboard> {
  const exercise = exerciseOf(study);
  const sessions = await findStudySessions(db, study.id, exercise);
  const participants = new Map(
    (await countParticipantsByArm(db, study.id)).map(({ arm, participants: n }) => [arm, n]),
  );
  return {
    arms: (study.arms as StudyArm[]).map((arm) =>
      armDashboard(
        exercise,
        arm,
        participants.get(arm) ?? 0,
        sessions.filter((session) => session.participant.arm === arm),
      ),
    ),
    finishStage: finishStage(exercise),
    stages: timedStages(exercise),
    stored: {
      participants: [...participants.values()].reduce((sum, n) => sum + n, 0),
      sessions: sessions.length,
      bytes: await storedBytes(db, study.id, exercise),
    },
    duplicateIdentifiers: (await listDuplicateIdentifiers(db, study.id)).map(
      ({ identifier, participants: count, arms }) => ({ identifier, participants: count, arms }),
    ),
    updatedAt: now.toISOString(),
  };
}

// ---- The export ----

/** The columns of every study row, before the stage timings and the exercise's own columns. */
export const STUDY_COLUMNS = [
  'session_id',
  'study_id',
  'arm',
  'variant',
  'exercise',
  'participant_id',
  'participant_name',
  'duplicate_identifier',
  'consented_at',
  'start_time',
  'end_time',
  'finished',
  'stage_reached',
  'duration_seconds',
  'copy_paste_check',
] as const;

/**
 * The readers' outcome of the session's reader check (docs/reader-check.md "In a study"), last
 * in every study's file so that files of studies with and without checks line up; empty
 * without a check.
 */
export const READER_CHECK_COLUMNS = [
  'reader_check_readers',
  'reader_check_words',
  'reader_check_mean_marked',
  'reader_check_hard_words',
  'reader_check_rare_words',
  'reader_check_precision',
  'reader_check_recall',
  'reader_check_clarity_mean',
] as const;

const stageColumn = (stage: number) => `seconds_at_stage_${stage}`;

/** The whole header of a study's CSV. */
export function studyExportHeader(exercise: ResearchExercise): string[] {
  const stages = timedStages(exercise).map(({ stage }) => stageColumn(stage));
  const own = exerciseColumns(exercise)
    .map(({ name }) => name)
    .filter((name) => !(STUDY_COLUMNS as readonly string[]).includes(name));
  return [...STUDY_COLUMNS, ...stages, ...own, ...READER_CHECK_COLUMNS];
}

function readerCheckValues(outcome: StudyReaderOutcome | undefined): Array<[string, CsvValue]> {
  if (!outcome) return [];
  return [
    ['reader_check_readers', outcome.readers],
    ['reader_check_words', outcome.words],
    ['reader_check_mean_marked', outcome.meanMarked],
    ['reader_check_hard_words', outcome.hardWords.join(', ')],
    ['reader_check_rare_words', outcome.rareWords],
    ['reader_check_precision', outcome.precision],
    ['reader_check_recall', outcome.recall],
    ['reader_check_clarity_mean', outcome.clarityMean],
  ];
}

function durationSeconds(row: StudySessionRecord['row']): number | null {
  if (row.endTime === null) return null;
  const start = row.startTime ?? row.createdAt;
  return Math.max(0, Math.round((row.endTime.getTime() - start.getTime()) / 1000));
}

/** The participants whose identifier another participant of the study carries too. */
async function duplicatedParticipants(db: Database, study: StudyRow): Promise<ReadonlySet<string>> {
  return new Set((await listDuplicateIdentifiers(db, study.id)).flatMap(({ participantIds }) => participantIds));
}

function csvValues(
  study: StudyRow,
  session: StudySessionRecord,
  duplicated: ReadonlySet<string>,
  outcome: StudyReaderOutcome | undefined,
): Map<string, CsvValue> {
  const { row, participant } = session;
  const values = new Map<string, CsvValue>([
    ['session_id', row.id],
    ['study_id', study.id],
    ['arm', participant.arm],
    ['variant', row.variant],
    ['exercise', study.exercise],
    ['participant_id', participant.id],
    ['participant_name', row.participantName],
    ['duplicate_identifier', duplicated.has(participant.id)],
    ['consented_at', participant.consentedAt],
    ['start_time', row.startTime],
    ['end_time', row.endTime],
    ['finished', row.endTime !== null],
    ['stage_reached', row.currentStage],
    ['duration_seconds', durationSeconds(row)],
    ['copy_paste_check', row.copyPasteCheck as CsvValue],
  ]);
  for (const [stage, seconds] of secondsPerStage(session.stageTimes))
    values.set(stageColumn(stage), seconds);
  const fields = row as unknown as Record<string, CsvValue>;
  for (const { key, name } of exerciseColumns(exerciseOf(study)))
    if (!values.has(name)) values.set(name, fields[key]);
  for (const [name, value] of readerCheckValues(outcome)) values.set(name, value);
  return values;
}

const fileStem = (study: StudyRow, now: Date) =>
  `study_${
    study.title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|(?<!-)-+$/g, '')
      .slice(0, 60) || 'export'
  }_${now.toISOString().slice(0, 10)}`;

export interface StudyFile {
  body: string;
  contentType: string;
  fileName: string;
}

export async function studyCsv(
  db: Database,
  checks: StudyReaderChecks,
  study: StudyRow,
  now = new Date(),
): Promise<StudyFile> {
  const header = studyExportHeader(exerciseOf(study));
  const sessions = await findStudySessions(db, study.id, exerciseOf(study));
  const duplicated = await duplicatedParticipants(db, study);
  const outcomes = await checks.outcomesOfSessions(sessions.map((session) => session.row.id));
  const rows = sessions.map((session) => {
    const values = csvValues(study, session, duplicated, outcomes.get(session.row.id));
    return header.map((name) => values.get(name));
  });
  return {
    body: toCsv(header, rows),
    contentType: 'text/csv; charset=utf-8',
    fileName: `${fileStem(study, now)}.csv`,
  };
}

/** Whole sessions: the CSV's fields, the stage times, the coach's findings and the conversation. */
export async function studyJson(
  db: Database,
  checks: StudyReaderChecks,
  study: StudyRow,
  now = new Date(),
): Promise<StudyFile> {
  const sessions = await findStudySessions(db, study.id, exerciseOf(study));
  const duplicated = await duplicatedParticipants(db, study);
  const outcomes = await checks.outcomesOfSessions(sessions.map((session) => session.row.id));
  const reports = await coachReportsBySession(db, sessions.map((session) => session.row.id));
  const document = {
    study: {
      id: study.id,
      title: study.title,
      description: study.description,
      exercise: study.exercise,
      arms: study.arms,
      allocation: study.allocation,
      identification: study.identification,
      consentText: study.consentText,
      readerCheck: study.readerCheck ?? null,
    },
    exportedAt: now.toISOString(),
    sessions: sessions.map((session) => {
      const outcome = outcomes.get(session.row.id);
      const values = csvValues(study, session, duplicated, outcome);
      const { messages, coachFindings } = session.row;
      return {
        ...Object.fromEntries(
          [...values.entries()]
            .filter(([name]) => name !== 'coach_findings')
            .map(([name, value]) => [name, value ?? null]),
        ),
        stage_times: session.stageTimes,
        coach_findings: coachFindings ?? null,
        coach_reports: reports.get(session.row.id) ?? [],
        reader_check: outcome
          ? {
              check_id: outcome.checkId,
              readers: outcome.readers,
              words: outcome.words,
              mean_marked: outcome.meanMarked,
              hard_words: outcome.hardWords,
              rare_words: outcome.rareWords,
              precision: outcome.precision,
              recall: outcome.recall,
              clarity_mean: outcome.clarityMean,
              responses: outcome.responses,
            }
          : null,
        conversation: messages ?? null,
      };
    }),
  };
  return {
    body: JSON.stringify(document, null, 2),
    contentType: 'application/json; charset=utf-8',
    fileName: `${fileStem(study, now)}.json`,
  };
}

/** Every CSV column with what it holds, as a CSV of its own (column, meaning). */
export function studyCodebook(study: StudyRow, now = new Date()): StudyFile {
  const header = studyExportHeader(exerciseOf(study));
  const stageNames = storedStageNames(EXERCISE_KEYS[exerciseOf(study)]);
  return {
    body: toCsv(
      ['column', 'meaning'],
      header.map((name) => [name, codebookEntry(name, stageNames)]),
    ),
    contentType: 'text/csv; charset=utf-8',
    fileName: `${fileStem(study, now)}_codebook.csv`,
  };
}

/** The export in the asked format; a file of data (not the codebook) is recorded in the audit trail. */
export async function studyExport(
  db: Database,
  checks: StudyReaderChecks,
  study: StudyRow,
  format: StudyExportFormat,
  actorId: string | null,
): Promise<StudyFile> {
  if (format === 'codebook') return studyCodebook(study);
  const file = format === 'json' ? await studyJson(db, checks, study) : await studyCsv(db, checks, study);
  await insertAuditEvent(db, { action: 'data-exported', studyId: study.id, actorId, detail: { format } });
  return file;
}

/** Deletes every session and participant of the study at once, after the title was typed again. */
export async function deleteStudySessions(
  db: Database,
  study: StudyRow,
  confirmTitle: string,
  actorId: string | null,
) {
  if (confirmTitle.trim() !== study.title.trim()) {
    throw new AppError(
      400,
      'CONFIRMATION_MISMATCH',
      "Type the study's title exactly to confirm the deletion.",
      undefined,
      { field: 'confirmTitle' },
    );
  }
  const deleted = await db.transaction(async (tx) => {
    const counts = await deleteStudyData(tx, study.id, exerciseOf(study));
    await insertAuditEvent(tx, {
      action: 'data-deleted',
      studyId: study.id,
      actorId,
      detail: { sessions: counts.sessions, participants: counts.participants },
    });
    return counts;
  });
  return { deletedSessions: deleted.sessions, deletedParticipants: deleted.participants };
}
