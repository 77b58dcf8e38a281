// Database access for the reports of wrong coach remarks (docs/exercises.md "Reporting a wrong
// remark"): inserting a report, counting reports per kind and per week, the newest reports, a
// study session's reports, and nulling a user's texts when they choose "Don't Save Data". No other module of the feature writes SQL.
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { coachReports, questionAnswers, studySessions } from '../db/schema.ts';
import type { ExerciseId } from '@scicomm/shared/exercises';
import { exerciseTables } from '../db/task-tables.ts';


export type CoachReportRow = typeof coachReports.$inferSelect;
export type NewCoachReport = typeof coachReports.$inferInsert;

export async function createCoachReport(db: Executor, report: NewCoachReport): Promise<string> {
  const [row] = await db.insert(coachReports).values(report).returning({ id: coachReports.id });
  if (!row) throw new Error('The report was not stored.');
  return row.id;
}

/** The exercise a report was made in: its id. */
export type ReportExercise = ExerciseId;

/** Whether the session is a research session or a study participant's (their texts are kept). */
export async function isResearchSession(db: Executor, exercise: ReportExercise, sessionId: string): Promise<boolean> {
  const [study] = await db.select({ id: studySessions.sessionId }).from(studySessions).where(eq(studySessions.sessionId, sessionId)).limit(1);
  if (study) return true;
  const table = exerciseTables[exercise];
  const [row] = await db.select({ research: table.isResearch }).from(table).where(eq(table.id, sessionId)).limit(1);
  return row?.research === true;
}

export interface KindCount {
  kind: string;
  reason: string;
  count: number;
}

export async function countReportsByKind(db: Executor, since: Date): Promise<KindCount[]> {
  return db
    .select({ kind: coachReports.findingKind, reason: coachReports.reason, count: count() })
    .from(coachReports)
    .where(gte(coachReports.createdAt, since))
    .groupBy(coachReports.findingKind, coachReports.reason);
}

export interface WeekCount {
  week: string;
  kind: string;
  count: number;
}

/** Reports per ISO week (its Monday, UTC) and kind. */
export async function countReportsByWeek(db: Executor, since: Date): Promise<WeekCount[]> {
  const week = sql<string>`to_char(date_trunc('week', ${coachReports.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ week, kind: coachReports.findingKind, count: count() })
    .from(coachReports)
    .where(gte(coachReports.createdAt, since))
    .groupBy(week, coachReports.findingKind)
    .orderBy(week, coachReports.findingKind);
}

export async function newestReports(db: Executor, since: Date, limit: number): Promise<CoachReportRow[]> {
  return db.select().from(coachReports).where(gte(coachReports.createdAt, since)).orderBy(desc(coachReports.createdAt)).limit(limit);
}

/** The reports made in the given sessions, oldest first. */
export async function reportsOfSessions(db: Executor, sessionIds: readonly string[]): Promise<CoachReportRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(coachReports)
    .where(and(isNotNull(coachReports.sessionId), inArray(coachReports.sessionId, [...sessionIds])))
    .orderBy(coachReports.createdAt);
}

/** "Don't Save Data": the user's reports keep their kind, span and counts, and lose every text and the user. */
export async function anonymiseUserReports(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(coachReports)
    .set({ userId: null, remark: null, excerpt: null, comment: null })
    .where(eq(coachReports.userId, userId))
    .returning({ id: coachReports.id });
  return rows.length;
}

export type NewQuestionAnswer = typeof questionAnswers.$inferInsert;

export async function createQuestionAnswer(db: Executor, answer: NewQuestionAnswer): Promise<void> {
  await db.insert(questionAnswers).values(answer);
}

export interface QuestionAnswerRow {
  kind: string;
  language: string;
  answer: string;
  count: number;
}

/** The answers to the coach's questions since a day, per kind, language and answer. */
export async function countQuestionAnswers(db: Executor, since: Date): Promise<QuestionAnswerRow[]> {
  return db
    .select({ kind: questionAnswers.findingKind, language: questionAnswers.language, answer: questionAnswers.answer, count: count() })
    .from(questionAnswers)
    .where(gte(questionAnswers.createdAt, since))
    .groupBy(questionAnswers.findingKind, questionAnswers.language, questionAnswers.answer);
}
