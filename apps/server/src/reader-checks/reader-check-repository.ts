// Database access for reader checks. Who may read or change a writer's check is permissions/'
// (canViewReaderCheck, canChangeReaderCheck), asked before these run; the writer's list has the
// owner's id in its where clause; the reader's side reads a check by its link token alone and
// writes only responses.
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { preparedOnce } from '../db/prepared.ts';
import { dejargonizerUserInteractions, readerCheckResponses, readerChecks } from '../db/schema.ts';
import { stateOfCheck, textDigestOf } from './reader-check-state.ts';

export type ReaderCheckRow = typeof readerChecks.$inferSelect;
export type NewReaderCheckRow = typeof readerChecks.$inferInsert;
export type ReaderResponseRow = typeof readerCheckResponses.$inferSelect;
export type NewReaderResponseRow = typeof readerCheckResponses.$inferInsert;

export async function insertReaderCheck(db: Executor, row: NewReaderCheckRow): Promise<ReaderCheckRow> {
  const [created] = await db.insert(readerChecks).values(row).returning();
  if (!created) throw new Error('Inserting a reader check returned nothing.');
  return created;
}

/** The owner's checks, newest first, each with its number of responses. */
export async function listOwnReaderChecks(
  db: Executor,
  ownerId: string,
): Promise<Array<{ check: ReaderCheckRow; readers: number }>> {
  const rows = await db
    .select({ check: readerChecks, readers: count(readerCheckResponses.id) })
    .from(readerChecks)
    .leftJoin(readerCheckResponses, eq(readerCheckResponses.checkId, readerChecks.id))
    .where(eq(readerChecks.ownerId, ownerId))
    .groupBy(readerChecks.id)
    .orderBy(desc(readerChecks.createdAt), desc(readerChecks.id));
  return rows.map((row) => ({ check: row.check, readers: Number(row.readers) }));
}

export async function findReaderCheck(db: Executor, id: string): Promise<ReaderCheckRow | undefined> {
  const [row] = await db.select().from(readerChecks).where(eq(readerChecks.id, id)).limit(1);
  return row;
}

export async function findReaderCheckByToken(db: Executor, token: string): Promise<ReaderCheckRow | undefined> {
  const [row] = await db.select().from(readerChecks).where(eq(readerChecks.token, token)).limit(1);
  return row;
}

/** What a response is checked against: the check without its text and words, and the number of words. */
/**
 * What a response is checked against, by the link's token: the hot path of 200 readers answering
 * at once, so the statement is built and prepared once (db/prepared.ts) and the text and words
 * stay in the database (the word count is computed there).
 */
export async function findCheckForResponse(db: Database, token: string) {
  const statement = preparedOnce(db, 'reader_check_for_response', () =>
    db
      .select({
        id: readerChecks.id,
        textDigest: readerChecks.textDigest,
        questions: readerChecks.questions,
        clarityRating: readerChecks.clarityRating,
        closed: readerChecks.closed,
        closesAt: readerChecks.closesAt,
        courseSubmissionId: readerChecks.courseSubmissionId,
        targetReaders: readerChecks.targetReaders,
        wordCount: sql<number>`jsonb_array_length(${readerChecks.words})`.mapWith(Number),
      })
      .from(readerChecks)
      .where(eq(readerChecks.token, sql.placeholder('token')))
      .limit(1)
      .prepare('reader_check_for_response'),
  );
  const [row] = await statement.execute({ token });
  return row;
}

/** Closes or reopens the check; undefined when there is none (any more). */
export async function setReaderCheckClosed(db: Executor, id: string, closed: boolean): Promise<ReaderCheckRow | undefined> {
  const [row] = await db.update(readerChecks).set({ closed }).where(eq(readerChecks.id, id)).returning();
  return row;
}

/** Deletes the check and (cascade) its responses; false when there is none (any more). */
export async function deleteReaderCheckRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(readerChecks).where(eq(readerChecks.id, id)).returning({ id: readerChecks.id });
  return rows.length > 0;
}

/** Stores a response; false when this reader key already answered this check (nothing stored). */
/** The columns a reader's response is stored with (its id and time are the database's). */
type ReaderResponseValues = Omit<NewReaderResponseRow, 'id' | 'createdAt'> & Pick<ReaderResponseRow, 'marks' | 'answers'>;
const RESPONSE_COLUMNS = ['checkId', 'readerKey', 'marks', 'answers', 'clarity', 'ageBand', 'education', 'worksInScience', 'firstLanguage'] as const;

/**
 * Stores a reader's response; false when this reader (check, reader key) answered already. Built
 * and prepared once, as findCheckForResponse. A placeholder skips the columns' own encoding, so
 * the JSON columns are sent as JSON text here.
 */
export async function insertReaderResponse(db: Database, row: ReaderResponseValues): Promise<boolean> {
  const statement = preparedOnce(db, 'reader_response_insert', () =>
    db
      .insert(readerCheckResponses)
      .values(Object.fromEntries(RESPONSE_COLUMNS.map((column) => [column, sql.placeholder(column)])) as unknown as NewReaderResponseRow)
      .onConflictDoNothing({ target: [readerCheckResponses.checkId, readerCheckResponses.readerKey] })
      .returning({ id: readerCheckResponses.id })
      .prepare('reader_response_insert'),
  );
  const rows = await statement.execute({
    ...Object.fromEntries(RESPONSE_COLUMNS.map((column) => [column, row[column] ?? null])),
    marks: JSON.stringify(row.marks),
    answers: JSON.stringify(row.answers),
  });
  return rows.length > 0;
}

/**
 * Stores a reader's response unless the check already has `cap` of them: the check's row is locked
 * while they are counted, so readers answering at once never take it past the cap.
 */
export async function insertCappedReaderResponse(
  db: Database,
  row: ReaderResponseValues,
  cap: number,
): Promise<'stored' | 'answered' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: readerChecks.id }).from(readerChecks).where(eq(readerChecks.id, row.checkId)).for('update');
    if ((await countReaderResponses(tx, row.checkId)) >= cap) return 'full';
    const stored = await tx
      .insert(readerCheckResponses)
      .values(row)
      .onConflictDoNothing({ target: [readerCheckResponses.checkId, readerCheckResponses.readerKey] })
      .returning({ id: readerCheckResponses.id });
    return stored.length > 0 ? 'stored' : 'answered';
  });
}

/** A check's responses in the order they came. */
export async function listReaderResponses(db: Executor, checkId: string): Promise<ReaderResponseRow[]> {
  return db
    .select()
    .from(readerCheckResponses)
    .where(eq(readerCheckResponses.checkId, checkId))
    .orderBy(readerCheckResponses.createdAt, readerCheckResponses.id);
}

export async function countReaderResponses(db: Executor, checkId: string): Promise<number> {
  const [row] = await db
    .select({ readers: count() })
    .from(readerCheckResponses)
    .where(eq(readerCheckResponses.checkId, checkId));
  return Number(row?.readers ?? 0);
}

/** A saved De-Jargonizer analysis's text and period; undefined without one or without its text. */
export async function findAnalysisText(db: Executor, id: string): Promise<{ text: string; dictionary: string } | undefined> {
  const [row] = await db
    .select({ text: dejargonizerUserInteractions.text, dictionary: dejargonizerUserInteractions.dictionary })
    .from(dejargonizerUserInteractions)
    .where(eq(dejargonizerUserInteractions.id, id))
    .limit(1);
  return row && row.text !== null ? { text: row.text, dictionary: row.dictionary } : undefined;
}

// ---- A study's checks: each belongs to a participant's session, not to a writer ----

/** Stores a session's check unless the session has one already; false then. */
export async function insertStudyReaderCheck(db: Executor, row: NewReaderCheckRow): Promise<boolean> {
  const rows = await db
    .insert(readerChecks)
    .values(row)
    .onConflictDoNothing({ target: readerChecks.studySessionId })
    .returning({ id: readerChecks.id });
  return rows.length > 0;
}

/** The checks of these sessions with their numbers of responses, oldest first. */
export async function listChecksOfSessions(
  db: Executor,
  sessionIds: readonly string[],
): Promise<Array<{ check: ReaderCheckRow; readers: number }>> {
  if (sessionIds.length === 0) return [];
  const rows = await checksWithReaders(db, readerChecks.studySessionId, sessionIds).orderBy(
    asc(readerChecks.createdAt),
    asc(readerChecks.id),
  );
  return rows.map((row) => ({ check: row.check, readers: Number(row.readers) }));
}

/** The checks whose `owner` column is one of `ids`, each with its number of responses. */
function checksWithReaders(
  db: Executor,
  owner: typeof readerChecks.studySessionId | typeof readerChecks.courseSubmissionId,
  ids: readonly string[],
) {
  return db
    .select({ check: readerChecks, readers: count(readerCheckResponses.id) })
    .from(readerChecks)
    .leftJoin(readerCheckResponses, eq(readerCheckResponses.checkId, readerChecks.id))
    .where(inArray(owner, [...ids]))
    .groupBy(readerChecks.id)
    .$dynamic();
}

/** The responses of these checks, each check's in the order they came. */
export async function listResponsesOfChecks(db: Executor, checkIds: readonly string[]): Promise<Map<string, ReaderResponseRow[]>> {
  const byCheck = new Map<string, ReaderResponseRow[]>();
  if (checkIds.length === 0) return byCheck;
  const rows = await db
    .select()
    .from(readerCheckResponses)
    .where(inArray(readerCheckResponses.checkId, [...checkIds]))
    .orderBy(readerCheckResponses.createdAt, readerCheckResponses.id);
  for (const row of rows) byCheck.set(row.checkId, [...(byCheck.get(row.checkId) ?? []), row]);
  return byCheck;
}

/** A study's check by its id; undefined for a writer's check or none. */
export async function findStudyCheck(db: Executor, id: string): Promise<ReaderCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(readerChecks)
    .where(and(eq(readerChecks.id, id), isNotNull(readerChecks.studySessionId)))
    .limit(1);
  return row;
}

/**
 * A course submission's check of this text: the one it has when the text is the same (its readers'
 * answers kept; `made` false), else a new one in place of the check of an earlier text. Run in the
 * transaction that holds the submission's row lock (the courses feature's), so sends at once wait
 * for each other and all get the one check.
 */
export async function courseReaderCheckOfText(
  tx: Executor,
  row: NewReaderCheckRow & { courseSubmissionId: string },
): Promise<{ check: ReaderCheckRow; made: boolean }> {
  const [existing] = await tx.select().from(readerChecks).where(eq(readerChecks.courseSubmissionId, row.courseSubmissionId)).limit(1);
  if (existing?.textDigest === row.textDigest) {
    // Closed when the student withdrew or left, another text was attached or its days ran out:
    // sent again once they agreed again, for as many days as a new check.
    if (stateOfCheck(existing) === 'open') return { check: existing, made: false };
    const [reopened] = await tx
      .update(readerChecks)
      .set({ closed: false, closesAt: row.closesAt ?? null })
      .where(eq(readerChecks.id, existing.id))
      .returning();
    return { check: reopened ?? existing, made: false };
  }
  if (existing) await tx.delete(readerChecks).where(eq(readerChecks.id, existing.id));
  return { check: await insertReaderCheck(tx, row), made: true };
}

/**
 * Closes the checks of these course submissions (ids, or a query of them): the student withdrew
 * their agreement or left the course. Their links then say so and take no response.
 */
export async function closeCourseReaderChecks(db: Executor, submissionIds: SQLWrapper | readonly string[]): Promise<void> {
  if (Array.isArray(submissionIds) && submissionIds.length === 0) return;
  await db
    .update(readerChecks)
    .set({ closed: true })
    .where(inArray(readerChecks.courseSubmissionId, submissionIds as SQLWrapper | string[]));
}

/**
 * Closes a course submission's check when `text`, the text attached now, is not the one it was
 * made of: readers are no longer asked about a text the student replaced.
 */
export async function closeCourseReaderCheckOfOtherText(db: Executor, submissionId: string, text: string): Promise<void> {
  await db
    .update(readerChecks)
    .set({ closed: true })
    .where(
      and(
        eq(readerChecks.courseSubmissionId, submissionId),
        ne(readerChecks.textDigest, textDigestOf(text)),
        eq(readerChecks.closed, false),
      ),
    );
}

/** The checks of these course submissions with their numbers of responses. */
export async function listChecksOfSubmissions(
  db: Executor,
  submissionIds: readonly string[],
): Promise<Array<{ check: ReaderCheckRow; readers: number }>> {
  if (submissionIds.length === 0) return [];
  const rows = await checksWithReaders(db, readerChecks.courseSubmissionId, submissionIds);
  return rows.map((row) => ({ check: row.check, readers: Number(row.readers) }));
}
