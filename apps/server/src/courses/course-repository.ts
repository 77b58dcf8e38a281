// The courses' rows (db/schema.ts "Courses"): courses, assignments, the work students attached
// and the trainers' comments on it (members: course-member-repository.ts). Each function is one query or one
// transaction; who may call which is the service's (and the permissions module's) concern.
import { and, count, desc, eq, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import {
  coachReports,
  courseAssignments,
  courseComments,
  courseMembers,
  courses,
  courseSubmissions,
  user,
} from '../db/schema.ts';
import { taskTables } from '../db/task-tables.ts';
import { closeCourseReaderCheckOfOtherText } from '../reader-checks/index.ts';
import { displayName, lockCurrentStudent, trainerName } from './course-member-repository.ts';
import type { TaskType } from '@scicomm/shared/account-api';

export type CourseRow = typeof courses.$inferSelect;

export type AssignmentRow = typeof courseAssignments.$inferSelect;
export type SubmissionRow = typeof courseSubmissions.$inferSelect;
export type CommentRow = typeof courseComments.$inferSelect;

export async function insertCourse(
  db: Executor,
  row: typeof courses.$inferInsert,
): Promise<CourseRow> {
  const [course] = await db.insert(courses).values(row).returning();
  await db
    .insert(courseMembers)
    .values({ courseId: course!.id, userId: row.ownerId, role: 'trainer' });
  return course!;
}

export async function findCourse(db: Executor, courseId: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  return row;
}

export async function findCourseByCode(
  db: Executor,
  joinCode: string,
): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.joinCode, joinCode)).limit(1);
  return row;
}

/** The courses the user trains or studies in, and those a trainer removed them from (not those they left), newest first, with their part. */
export async function listCoursesOf(
  db: Executor,
  userId: string,
): Promise<(CourseRow & { role: string; removed: boolean })[]> {
  const rows = await db
    .select({ course: courses, role: courseMembers.role, removedAt: courseMembers.removedAt })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, userId), or(isNull(courseMembers.leftAt), isNotNull(courseMembers.removedAt))))
    .orderBy(desc(courses.createdAt));
  return rows.map(({ course, role, removedAt }) => ({ ...course, role, removed: removedAt !== null }));
}

/**
 * A new join code, unless one was drawn in the last `burstSeconds`: then the course as it is, with
 * that code (one code per burst of asks). Decided in the one statement: asks at once wait for the
 * first one's row lock and find its code fresh. Undefined for an unknown course.
 */
export async function renewJoinCode(
  db: Executor,
  courseId: string,
  joinCode: string,
  burstSeconds: number,
): Promise<CourseRow | undefined> {
  const [row] = await db
    .update(courses)
    .set({ joinCode, joinCodeRenewedAt: sql`now()` })
    .where(
      and(
        eq(courses.id, courseId),
        or(isNull(courses.joinCodeRenewedAt), sql`${courses.joinCodeRenewedAt} <= now() - make_interval(secs => ${burstSeconds})`),
      ),
    )
    .returning();
  return row ?? findCourse(db, courseId);
}

/** A trainer's correction of the course's fields; undefined for an unknown course. */
export async function updateCourse(
  db: Executor,
  courseId: string,
  changes: Partial<Pick<CourseRow, 'name' | 'language' | 'readers' | 'startsOn' | 'endsOn'>>,
): Promise<CourseRow | undefined> {
  const [row] = await db.update(courses).set(changes).where(eq(courses.id, courseId)).returning();
  return row;
}

/** The coach's remarks marked wrong in the sessions attached to the course's assignments, per assignment and finding kind. */
export async function countWrongRemarks(db: Executor, courseId: string) {
  return db
    .select({ assignmentId: courseSubmissions.assignmentId, kind: coachReports.findingKind, reports: count() })
    .from(coachReports)
    .innerJoin(courseSubmissions, eq(courseSubmissions.taskId, coachReports.sessionId))
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .where(and(eq(courseAssignments.courseId, courseId), eq(coachReports.reason, 'wrong')))
    .groupBy(courseSubmissions.assignmentId, coachReports.findingKind);
}

export async function insertAssignment(
  db: Executor,
  row: typeof courseAssignments.$inferInsert,
): Promise<AssignmentRow> {
  const [assignment] = await db.insert(courseAssignments).values(row).returning();
  return assignment!;
}

export async function listAssignments(db: Executor, courseId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(courseAssignments)
    .where(eq(courseAssignments.courseId, courseId))
    .orderBy(courseAssignments.createdAt, courseAssignments.id);
}

export async function findAssignment(
  db: Executor,
  courseId: string,
  assignmentId: string,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .select()
    .from(courseAssignments)
    .where(and(eq(courseAssignments.id, assignmentId), eq(courseAssignments.courseId, courseId)))
    .limit(1);
  return row;
}

/** A trainer's correction of the assignment; undefined when the course has no such assignment. */
export async function updateAssignment(
  db: Executor,
  courseId: string,
  assignmentId: string,
  changes: Partial<Pick<AssignmentRow, 'kind' | 'title' | 'instructions' | 'readers' | 'dueOn' | 'mark'>>,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .update(courseAssignments)
    .set(changes)
    .where(and(eq(courseAssignments.id, assignmentId), eq(courseAssignments.courseId, courseId)))
    .returning();
  return row;
}

/** How many students attached work to the assignment. */
export async function countAssignmentSubmissions(db: Executor, assignmentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courseSubmissions).where(eq(courseSubmissions.assignmentId, assignmentId));
  return row?.n ?? 0;
}

/**
 * Deletes the assignment (its submissions, their comments and reader checks go with it) only while
 * it has exactly `submissions` of them: 'deleted', 'missing', or the number it has now. The row is
 * locked before the count, so an attach holding its share lock (attachUnderLock) is counted once
 * it commits, and one that comes later waits and finds the assignment gone.
 */
export async function deleteAssignment(
  db: Executor,
  courseId: string,
  assignmentId: string,
  submissions: number,
): Promise<'deleted' | 'missing' | number> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: courseAssignments.id })
      .from(courseAssignments)
      .where(and(eq(courseAssignments.id, assignmentId), eq(courseAssignments.courseId, courseId)))
      .for('update');
    if (!found) return 'missing';
    const attached = await countAssignmentSubmissions(tx, assignmentId);
    if (attached !== submissions) return attached;
    await tx.delete(courseAssignments).where(eq(courseAssignments.id, assignmentId));
    return 'deleted';
  });
}

/**
 * The rows an attach rests on, share-locked for its transaction: the student's membership while
 * they are a current student, then the assignment of their course. A removal, a leave or the
 * assignment's delete waits for the attach to commit (and then takes its work into account), or
 * the attach waits for them and finds nothing: 'not-member' or 'no-assignment'.
 */
export async function lockAttachTargets(
  tx: Executor,
  assignmentId: string,
  userId: string,
  courseId?: string,
): Promise<'not-member' | 'no-assignment' | AssignmentRow> {
  const ofCourse =
    courseId ??
    (await tx.select({ courseId: courseAssignments.courseId }).from(courseAssignments).where(eq(courseAssignments.id, assignmentId)))[0]
      ?.courseId;
  if (ofCourse === undefined) return 'no-assignment';
  if (!(await lockCurrentStudent(tx, ofCourse, userId))) return 'not-member';
  const [assignment] = await tx
    .select()
    .from(courseAssignments)
    .where(and(eq(courseAssignments.id, assignmentId), eq(courseAssignments.courseId, ofCourse)))
    .for('share');
  return assignment ?? 'no-assignment';
}

/** Per submission of the course with a reply to a comment on it, the time of its newest reply. */
export async function lastRepliesOfCourse(db: Executor, courseId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ submissionId: courseComments.submissionId, lastReplyAt: max(courseComments.repliedAt) })
    .from(courseComments)
    .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseComments.submissionId))
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .where(and(eq(courseAssignments.courseId, courseId), isNotNull(courseComments.repliedAt)))
    .groupBy(courseComments.submissionId);
  return new Map(rows.flatMap((row) => (row.lastReplyAt ? [[row.submissionId, new Date(row.lastReplyAt)] as const] : [])));
}

/** The submissions made for the course's assignments: every student's, or one student's. */
export async function listSubmissions(
  db: Executor,
  courseId: string,
  studentId?: string,
): Promise<SubmissionRow[]> {
  const rows = await db
    .select({ submission: courseSubmissions })
    .from(courseSubmissions)
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .where(
      and(
        eq(courseAssignments.courseId, courseId),
        studentId === undefined ? undefined : eq(courseSubmissions.studentId, studentId),
      ),
    );
  return rows.map((row) => row.submission);
}

function upsertSubmissionQuery(db: Executor, row: typeof courseSubmissions.$inferInsert, setWhere?: SQL) {
  const { assignmentId: _assignment, studentId: _student, ...changes } = row;
  return db
    .insert(courseSubmissions)
    .values(row)
    .onConflictDoUpdate({
      target: [courseSubmissions.assignmentId, courseSubmissions.studentId],
      set: { ...changes, submittedAt: sql`now()` },
      ...(setWhere ? { setWhere } : {}),
    })
    .returning();
}

/** Attaches (or attaches again) the student's work to the assignment: one submission per student and assignment. */
export async function upsertSubmission(
  db: Executor,
  row: typeof courseSubmissions.$inferInsert,
): Promise<SubmissionRow> {
  const [submission] = await upsertSubmissionQuery(db, row);
  await closeCourseReaderCheckOfOtherText(db, submission!.id, submission!.text);
  return submission!;
}

/**
 * A session's work copied as it goes, never in place of more: a finished submission stays until
 * work that is finished too, and a text stays until the new work has one (a finished assignment
 * opened again, whose new session has only begun). Decided in the one statement, so turns at
 * once cannot slip past it.
 */
export async function copySessionWork(db: Executor, row: typeof courseSubmissions.$inferInsert): Promise<void> {
  const [copied] = await upsertSubmissionQuery(
    db,
    row,
    sql`(${courseSubmissions.status} <> 'finished' or excluded.status = 'finished') and (${courseSubmissions.text} = '' or excluded.text <> '')`,
  );
  if (copied) await closeCourseReaderCheckOfOtherText(db, copied.id, copied.text);
}

/** An exercise's conversation kept for the student (course_submissions.session). */
export type CourseSession = NonNullable<(typeof courseSubmissions.$inferSelect)['session']>;

/**
 * Keeps the student's conversation on their submission of the assignment (written by the turn's
 * copy just before); no submission, no conversation: a student who left keeps nothing new.
 */
export async function keepCourseSession(db: Executor, assignmentId: string, studentId: string, session: CourseSession): Promise<void> {
  await db
    .update(courseSubmissions)
    // Not an attach: the submission's time (which the readers' agreement is measured against) stays.
    .set({ session, submittedAt: sql`${courseSubmissions.submittedAt}` })
    .where(and(eq(courseSubmissions.assignmentId, assignmentId), eq(courseSubmissions.studentId, studentId)));
}

/** The conversation the student last left on the assignment, or null. */
export async function findCourseSession(db: Executor, assignmentId: string, studentId: string): Promise<CourseSession | null> {
  const [row] = await db
    .select({ session: courseSubmissions.session })
    .from(courseSubmissions)
    .where(and(eq(courseSubmissions.assignmentId, assignmentId), eq(courseSubmissions.studentId, studentId)))
    .limit(1);
  return row?.session ?? null;
}

export async function findSubmission(db: Executor, submissionId: string) {
  const [row] = await db
    .select({
      submission: courseSubmissions,
      assignmentTitle: courseAssignments.title,
      studentName: displayName,
    })
    .from(courseSubmissions)
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .innerJoin(user, eq(user.id, courseSubmissions.studentId))
    .where(eq(courseSubmissions.id, submissionId))
    .limit(1);
  return row;
}

/** A stored task row of the student's (the caller checked it is theirs). */
export async function findTaskRow(
  db: Executor,
  type: TaskType,
  rowId: string,
): Promise<Record<string, unknown> | undefined> {
  const table = taskTables[type];
  const [row] = await db.select().from(table).where(eq(table.id, rowId)).limit(1);
  return row as Record<string, unknown> | undefined;
}

export async function insertComment(
  db: Executor,
  row: typeof courseComments.$inferInsert,
): Promise<CommentRow> {
  const [comment] = await db.insert(courseComments).values(row).returning();
  return comment!;
}

const commentColumns = {
  id: courseComments.id,
  submissionId: courseComments.submissionId,
  authorId: courseComments.authorId,
  authorName: trainerName,
  quote: courseComments.quote,
  body: courseComments.body,
  createdAt: courseComments.createdAt,
  reply: courseComments.reply,
  repliedAt: courseComments.repliedAt,
  editedAt: courseComments.editedAt,
  deletedAt: courseComments.deletedAt,
};

/** The comments on one submission, newest first. */
export async function listComments(db: Executor, submissionId: string) {
  return db
    .select(commentColumns)
    .from(courseComments)
    .innerJoin(user, eq(user.id, courseComments.authorId))
    .where(eq(courseComments.submissionId, submissionId))
    .orderBy(desc(courseComments.createdAt), desc(courseComments.id));
}

/** The comments on one student's work in the course, newest first, with the assignment each is on. */
export async function listStudentComments(db: Executor, courseId: string, studentId: string) {
  return db
    .select({ ...commentColumns, assignmentTitle: courseAssignments.title })
    .from(courseComments)
    .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseComments.submissionId))
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .innerJoin(user, eq(user.id, courseComments.authorId))
    .where(
      and(eq(courseAssignments.courseId, courseId), eq(courseSubmissions.studentId, studentId)),
    )
    .orderBy(desc(courseComments.createdAt), desc(courseComments.id));
}

/** The comment, if it is on a submission of this course. */
export async function findCourseComment(db: Executor, courseId: string, commentId: string) {
  const [row] = await db
    .select({ id: courseComments.id, submissionId: courseComments.submissionId })
    .from(courseComments)
    .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseComments.submissionId))
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .where(and(eq(courseComments.id, commentId), eq(courseAssignments.courseId, courseId)))
    .limit(1);
  return row;
}

/**
 * Sets the reply unless there is one: 'answered' when the comment already has one, 'gone' when its
 * author deleted it meanwhile (a reply racing the deletion finds no comment, as after it).
 */
export async function setReply(db: Executor, commentId: string, reply: string): Promise<'replied' | 'answered' | 'gone'> {
  const rows = await db
    .update(courseComments)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(eq(courseComments.id, commentId), isNull(courseComments.reply), isNull(courseComments.deletedAt)))
    .returning({ id: courseComments.id });
  if (rows.length > 0) return 'replied';
  const [left] = await db
    .select({ deletedAt: courseComments.deletedAt })
    .from(courseComments)
    .where(eq(courseComments.id, commentId))
    .limit(1);
  return left && left.deletedAt === null ? 'answered' : 'gone';
}

/** Its author's new body for a comment (not one deleted); false when there is none to change. */
export async function updateComment(db: Executor, commentId: string, body: string): Promise<boolean> {
  const rows = await db
    .update(courseComments)
    .set({ body, editedAt: sql`now()` })
    .where(and(eq(courseComments.id, commentId), isNull(courseComments.deletedAt)))
    .returning({ id: courseComments.id });
  return rows.length > 0;
}

/**
 * Deletes a comment: gone when unanswered; one the student answered keeps its reply under a
 * "comment deleted" mark (its body and quote emptied), so the thread still reads.
 */
export async function deleteComment(db: Executor, commentId: string): Promise<void> {
  const gone = await db
    .delete(courseComments)
    .where(and(eq(courseComments.id, commentId), isNull(courseComments.reply)))
    .returning({ id: courseComments.id });
  if (gone.length > 0) return;
  await db
    .update(courseComments)
    .set({ body: '', quote: null, deletedAt: sql`now()` })
    .where(eq(courseComments.id, commentId));
}

/** Whether any course holds the code (a new code is drawn again). */
export async function joinCodeTaken(db: Executor, joinCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.joinCode, joinCode))
    .limit(1);
  return row !== undefined;
}

/** Whether the course already has an assignment with this mark. */
export async function markTaken(db: Executor, courseId: string, mark: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseAssignments.id })
    .from(courseAssignments)
    .where(
      and(
        eq(courseAssignments.courseId, courseId),
        isNotNull(courseAssignments.mark),
        eq(courseAssignments.mark, mark),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whom a comment on the submission is mailed to: its student, while in the course and asking for it. */
export async function commentMailTarget(db: Executor, courseId: string, submissionId: string) {
  const [row] = await db
    .select({ studentId: courseSubmissions.studentId })
    .from(courseSubmissions)
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .innerJoin(courses, eq(courses.id, courseAssignments.courseId))
    .innerJoin(
      courseMembers,
      and(
        eq(courseMembers.courseId, courseAssignments.courseId),
        eq(courseMembers.userId, courseSubmissions.studentId),
      ),
    )
    .where(
      and(
        eq(courseSubmissions.id, submissionId),
        eq(courseAssignments.courseId, courseId),
        eq(courseMembers.notifyComments, true),
        isNull(courseMembers.leftAt),
      ),
    )
    .limit(1);
  return row;
}
