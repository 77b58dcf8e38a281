// The rules of reporting a coach's remark (docs/exercises.md "Reporting a wrong remark"):
// - anybody who may use the exercises may report: a signed-in user, or a guest who accepted the
//   terms;
// - the finding's kind, span, exercise, stage and where it was shown are always kept: they are
//   the coach's precision in use;
// - a report belongs to the session its taskId names only when the taskId verifies: this server
//   signed it for the report's exercise, the reporter and the session's scope, as the exercise
//   routes check it before continuing a session. Any other taskId is dropped and the report kept
//   as one made without it: its kind and span are the coach's precision whoever sends them;
// - the texts (the remark, the stretch of the student's text, the comment) are kept only where
//   the site keeps the writer's texts (docs/decisions.md "Privacy"): a signed-in user who saves
//   texts, or a research or study session; "Don't Save Data" later nulls them with the user;
// - the admins see reports per kind and per week, the newest reports, and the writers' answers to
//   the coach's questions per kind and language; for anybody else the admin view does not exist
//   (404), as the research pages;
// - an answer to a question keeps its kind, language and answer alone, whoever gives it.
import type {
  CoachReportsReply,
  CreateCoachReportBody,
  CreateCoachReportReply,
  CreateQuestionAnswerBody,
  QuestionAnswerCount,
} from '@scicomm/shared/coach-report-api';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import {
  anonymiseUserReports,
  countQuestionAnswers,
  countReportsByKind,
  createQuestionAnswer,
  countReportsByWeek,
  createCoachReport,
  isResearchSession,
  newestReports,
  type CoachReportRow,
} from './coach-report-repository.ts';

/**
 * The exercise session a report's taskId names, when this server signed the taskId for the
 * exercise, the reporter and the session's scope, as the exercise routes check it (studies'
 * verifiedTaskSession over exercises/task-token.ts); else null. Handed in by app.ts: the studies
 * know the scopes, and they import this feature.
 */
export type TaskSessionLookup = (
  db: Executor,
  secret: string,
  exercise: string,
  taskId: string | undefined,
  owner: string | null,
) => Promise<string | null>;

export interface ReportContext {
  db: Database;
  /** Signs taskIds (the app's AUTH_SECRET), as for the exercises. */
  secret: string;
  sessionOfTaskId: TaskSessionLookup;
}

export interface Reporter {
  userId: string | null;
  /** A signed-in user whose profile allows saving texts. */
  saveTexts: boolean;
}

export async function reportRemark(
  { db, secret, sessionOfTaskId }: ReportContext,
  reporter: Reporter,
  body: CreateCoachReportBody,
): Promise<CreateCoachReportReply> {
  const sessionId = await sessionOfTaskId(db, secret, body.exercise, body.taskId, reporter.userId);
  const keepText = reporter.saveTexts || (sessionId !== null && (await isResearchSession(db, body.exercise, sessionId)));
  const comment = body.comment && body.comment !== '' ? body.comment : null;
  const id = await createCoachReport(db, {
    exercise: body.exercise,
    stage: body.stage,
    field: body.field,
    findingKind: body.kind,
    spanStart: body.start ?? null,
    spanEnd: body.end ?? null,
    reason: body.reason,
    place: body.place,
    sessionId,
    userId: keepText ? reporter.userId : null,
    remark: keepText ? body.remark : null,
    excerpt: keepText ? (body.excerpt ?? null) : null,
    comment: keepText ? comment : null,
  });
  return { id, keptText: keepText };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) that starts the week `weeks - 1` weeks before this one. */
export function firstDayOf(weeks: number, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  return new Date(today - sinceMonday * DAY_MS - (weeks - 1) * 7 * DAY_MS);
}

const RECENT_LIMIT = 50;

function toEntry(row: CoachReportRow): CoachReportsReply['recent'][number] {
  return {
    createdAt: row.createdAt.toISOString(),
    exercise: row.exercise,
    stage: row.stage,
    field: row.field,
    kind: row.findingKind,
    reason: row.reason === 'unhelpful' ? 'unhelpful' : 'wrong',
    place: row.place === 'summary' || row.place === 'shared' ? row.place : 'chat',
    start: row.spanStart,
    end: row.spanEnd,
    remark: row.remark,
    excerpt: row.excerpt,
    comment: row.comment,
  };
}

export async function coachReportsView(db: Database, weeks: number, now = new Date()): Promise<CoachReportsReply> {
  const since = firstDayOf(weeks, now);
  const kinds = new Map<string, { kind: string; wrong: number; unhelpful: number; total: number }>();
  for (const { kind, reason, count } of await countReportsByKind(db, since)) {
    const entry = kinds.get(kind) ?? { kind, wrong: 0, unhelpful: 0, total: 0 };
    if (reason === 'unhelpful') entry.unhelpful += count;
    else entry.wrong += count;
    entry.total += count;
    kinds.set(kind, entry);
  }
  const byKind = [...kinds.values()].sort((a, b) => b.total - a.total || a.kind.localeCompare(b.kind));
  return {
    since: since.toISOString().slice(0, 10),
    total: byKind.reduce((sum, entry) => sum + entry.total, 0),
    kinds: byKind,
    weeks: await countReportsByWeek(db, since),
    recent: (await newestReports(db, since, RECENT_LIMIT)).map(toEntry),
    questionAnswers: await questionAnswerCounts(db, since),
  };
}

/** A writer's answer to a question of the coach: kept as the question's label in use, without any text. */
export async function answerQuestion(db: Database, body: CreateQuestionAnswerBody): Promise<void> {
  await createQuestionAnswer(db, { exercise: body.exercise, findingKind: body.kind, language: body.language, answer: body.answer });
}

async function questionAnswerCounts(db: Database, since: Date): Promise<QuestionAnswerCount[]> {
  const rows = new Map<string, QuestionAnswerCount>();
  for (const { kind, language, answer, count } of await countQuestionAnswers(db, since)) {
    if (language !== 'en' && language !== 'he' && language !== 'ar') continue;
    const key = `${kind} ${language}`;
    const entry = rows.get(key) ?? { kind, language, readersKnow: 0, willChange: 0 };
    if (answer === 'readersKnow') entry.readersKnow += count;
    else entry.willChange += count;
    rows.set(key, entry);
  }
  return [...rows.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.language.localeCompare(b.language));
}

/** "Don't Save Data" (the account's profile): the user's reports keep only kinds, spans and counts. */
export function forgetReportTexts(db: Executor, userId: string): Promise<number> {
  return anonymiseUserReports(db, userId);
}
