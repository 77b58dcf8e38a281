// The comment mails waiting for students (`course_comment_mails`, docs/courses.md "Comments"):
// each comment adds its submission to the student's waiting mail in one statement; the sender
// (course-comment-mail-sender.ts) takes a due row under a row lock, mails it and empties it in
// the same transaction, so two processes never send one row twice.
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Executor, Transaction } from '../db/executor.ts';
import { courseCommentMails, courseMembers, courses, courseSubmissions, user } from '../db/schema.ts';

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

/** A mail waits and the last one went out at least `spacingMs` before `now`. */
const due = (now: Date, spacingMs: number) =>
  and(
    isNotNull(courseCommentMails.waitingSince),
    or(isNull(courseCommentMails.lastSentAt), lte(courseCommentMails.lastSentAt, new Date(now.getTime() - spacingMs))),
  );

/** The mails due now, oldest first. */
export async function listDueCommentMails(db: Database, now: Date, spacingMs: number, limit: number): Promise<CommentMailKey[]> {
  return db
    .select({ courseId: courseCommentMails.courseId, studentId: courseCommentMails.studentId })
    .from(courseCommentMails)
    .where(due(now, spacingMs))
    .orderBy(courseCommentMails.waitingSince)
    .limit(limit);
}

/** The row, locked for this transaction, while it is still due; undefined when another process holds or sent it. */
export async function lockDueCommentMail(tx: Transaction, key: CommentMailKey, now: Date, spacingMs: number) {
  const [row] = await tx
    .select()
    .from(courseCommentMails)
    .where(and(eq(courseCommentMails.courseId, key.courseId), eq(courseCommentMails.studentId, key.studentId), due(now, spacingMs)))
    .for('update', { skipLocked: true });
  return row;
}

/** Where the mail goes, while the student is in the course and asks for it; undefined otherwise. */
export async function commentMailRecipient(db: Executor, key: CommentMailKey) {
  const [row] = await db
    .select({ email: user.email, language: courses.language })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .innerJoin(user, eq(user.id, courseMembers.userId))
    .where(
      and(
        eq(courseMembers.courseId, key.courseId),
        eq(courseMembers.userId, key.studentId),
        eq(courseMembers.role, 'student'),
        eq(courseMembers.notifyComments, true),
        isNull(courseMembers.leftAt),
      ),
    )
    .limit(1);
  return row;
}

/** Which of the submissions are still the student's (one deleted with its student's leaving is not linked). */
export async function existingSubmissionIds(db: Executor, studentId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courseSubmissions.id })
    .from(courseSubmissions)
    .where(and(eq(courseSubmissions.studentId, studentId), inArray(courseSubmissions.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Empties the row: nothing waits; `sentAt` when a mail went out (else the last one's time stays). */
export async function clearCommentMail(tx: Transaction, key: CommentMailKey, sentAt: Date | null): Promise<void> {
  await tx
    .update(courseCommentMails)
    .set({ submissionIds: [], waitingSince: null, ...(sentAt ? { lastSentAt: sentAt } : {}) })
    .where(and(eq(courseCommentMails.courseId, key.courseId), eq(courseCommentMails.studentId, key.studentId)));
}
