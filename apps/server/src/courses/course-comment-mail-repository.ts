// The comment mails waiting for students (`course_comment_mails`, docs/courses.md "Comments"):
// each comment adds its submission to the student's waiting mail in one statement; the sender
// (course-comment-mail-sender.ts) takes a due row's submissions under its row lock (so two
// processes never take the same ones), sends without holding a transaction, then marks it sent
// or gives them back.
import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { courseCommentMails, courseComments, courseMembers, courses, courseSubmissions, user } from '../db/schema.ts';
import { studentRow } from './course-member-repository.ts';

export type CommentMailRow = typeof courseCommentMails.$inferSelect;
export interface CommentMailKey {
  courseId: string;
  studentId: string;
}

/** Adds a commented submission to the student's waiting mail (once), starting one if none waits. */
export async function addToCommentMail(db: Executor, key: CommentMailKey, submissionId: string, now: Date): Promise<void> {
  const one = sql`jsonb_build_array(${submissionId}::text)`;
  await db
    .insert(courseCommentMails)
    .values({ ...key, submissionIds: [submissionId], waitingSince: now })
    .onConflictDoUpdate({
      target: [courseCommentMails.courseId, courseCommentMails.studentId],
      set: {
        submissionIds: sql`case when ${courseCommentMails.submissionIds} @> ${one} then ${courseCommentMails.submissionIds} else ${courseCommentMails.submissionIds} || ${one} end`,
        waitingSince: sql`coalesce(${courseCommentMails.waitingSince}, excluded.waiting_since)`,
      },
    });
}

/** A mail waits, none is being sent, and the last one went out at least `spacingMs` before `now`. */
const due = (now: Date, spacingMs: number) =>
  and(
    isNotNull(courseCommentMails.waitingSince),
    isNull(courseCommentMails.sendingSince),
    or(isNull(courseCommentMails.lastSentAt), lte(courseCommentMails.lastSentAt, new Date(now.getTime() - spacingMs))),
  );

const keyIs = (key: CommentMailKey) =>
  and(eq(courseCommentMails.courseId, key.courseId), eq(courseCommentMails.studentId, key.studentId));

/** The mails due now, oldest first. */
export async function listDueCommentMails(db: Database, now: Date, spacingMs: number, limit: number): Promise<CommentMailKey[]> {
  return db
    .select({ courseId: courseCommentMails.courseId, studentId: courseCommentMails.studentId })
    .from(courseCommentMails)
    .where(due(now, spacingMs))
    .orderBy(courseCommentMails.waitingSince)
    .limit(limit);
}

/**
 * Takes a due mail's submissions for sending (the row locked while they move, skipped when another
 * process holds it): comments from now on start the next mail. Undefined when it is no longer due.
 */
export async function takeDueCommentMail(db: Database, key: CommentMailKey, now: Date, spacingMs: number): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ submissionIds: courseCommentMails.submissionIds })
      .from(courseCommentMails)
      .where(and(keyIs(key), due(now, spacingMs)))
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    await tx
      .update(courseCommentMails)
      .set({ sendingIds: row.submissionIds, sendingSince: now, submissionIds: [], waitingSince: null })
      .where(keyIs(key));
    return row.submissionIds;
  });
}

/** The mail taken went out (`sentAt`) or was not for sending (null: the last mail's time stays). */
export async function finishCommentMail(db: Executor, key: CommentMailKey, sentAt: Date | null): Promise<void> {
  await db
    .update(courseCommentMails)
    .set({ sendingIds: [], sendingSince: null, ...(sentAt ? { lastSentAt: sentAt } : {}) })
    .where(keyIs(key));
}

/** Puts taken submissions back before the ones that came since, waiting from when they were taken. */
const giveBack = {
  submissionIds: sql`${courseCommentMails.sendingIds} || (${courseCommentMails.submissionIds} - array(select jsonb_array_elements_text(${courseCommentMails.sendingIds})))`,
  waitingSince: sql`least(${courseCommentMails.waitingSince}, ${courseCommentMails.sendingSince})`,
  sendingIds: sql`'[]'::jsonb`,
  sendingSince: sql`null`,
};

/** The send failed: the mail waits again with what came since. */
export async function giveBackCommentMail(db: Executor, key: CommentMailKey): Promise<void> {
  await db.update(courseCommentMails).set(giveBack).where(and(keyIs(key), isNotNull(courseCommentMails.sendingSince)));
}

/** Mails taken before `cutoff` and never finished (their process stopped mid-send) wait again; returns how many. */
export async function giveBackStaleCommentMails(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .update(courseCommentMails)
    .set(giveBack)
    .where(lt(courseCommentMails.sendingSince, cutoff))
    .returning({ courseId: courseCommentMails.courseId });
  return rows.length;
}

/** Where the mail goes, while the student is in the course and asks for it; undefined otherwise. */
export async function commentMailRecipient(db: Executor, key: CommentMailKey) {
  const [row] = await db
    .select({
      email: user.email,
      language: sql<string>`coalesce(${courseMembers.mailLanguage}, ${courses.language})`,
      courseName: courses.name,
    })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .innerJoin(user, eq(user.id, courseMembers.userId))
    .where(
      studentRow(key.courseId, key.studentId, eq(courseMembers.notifyComments, true), isNull(courseMembers.leftAt)),
    )
    .limit(1);
  return row;
}

/**
 * Of the submissions, those still the student's (one deleted with its student's leaving is not
 * linked), each with its newest comment not deleted (the mail's link opens at it; null if none).
 */
export async function commentedSubmissions(
  db: Executor,
  studentId: string,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const [submissions, comments] = await Promise.all([
    db
      .select({ id: courseSubmissions.id })
      .from(courseSubmissions)
      .where(and(eq(courseSubmissions.studentId, studentId), inArray(courseSubmissions.id, [...ids]))),
    db
      .select({ id: courseComments.id, submissionId: courseComments.submissionId })
      .from(courseComments)
      .where(and(inArray(courseComments.submissionId, [...ids]), isNull(courseComments.deletedAt)))
      .orderBy(desc(courseComments.createdAt), desc(courseComments.id)),
  ]);
  const newest = new Map<string, string>();
  for (const comment of comments) if (!newest.has(comment.submissionId)) newest.set(comment.submissionId, comment.id);
  return new Map(submissions.map((row) => [row.id, newest.get(row.id) ?? null]));
}
