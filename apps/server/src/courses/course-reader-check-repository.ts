// Database access for a course's reader checks (course-reader-check-service.ts): the student's
// agreement on a submission, and the submissions a trainer's grid asks about. Who may do what is
// decided before these run.
import { eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { closeCourseReaderChecks } from '../reader-checks/index.ts';
import { courseAssignments, courseMembers, courseSubmissions } from '../db/schema.ts';
import { studentRow } from './course-member-repository.ts';

export interface SubmissionForCheck {
  id: string;
  text: string;
  status: string;
  readersAgreedAt: Date | null;
  submittedAt: Date;
  assignmentTitle: string;
  /** The student is still in the course (not left). */
  studentInCourse: boolean;
}

const columns = {
  id: courseSubmissions.id,
  text: courseSubmissions.text,
  status: courseSubmissions.status,
  readersAgreedAt: courseSubmissions.readersAgreedAt,
  submittedAt: courseSubmissions.submittedAt,
  assignmentTitle: courseAssignments.title,
  memberId: courseMembers.userId,
};

const toSubmission = ({ memberId, ...row }: { memberId: string | null } & Omit<SubmissionForCheck, 'studentInCourse'>): SubmissionForCheck => ({
  ...row,
  studentInCourse: memberId !== null,
});

function submissionsQuery(db: Executor) {
  return db
    .select(columns)
    .from(courseSubmissions)
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .leftJoin(courseMembers, studentRow(courseAssignments.courseId, courseSubmissions.studentId, isNull(courseMembers.leftAt)));
}

export async function findSubmissionForCheck(db: Executor, submissionId: string): Promise<SubmissionForCheck | undefined> {
  const [row] = await submissionsQuery(db).where(eq(courseSubmissions.id, submissionId)).limit(1);
  return row && toSubmission(row);
}

/** Locks the submission's row until the transaction ends (a reader check being sent). */
export async function lockSubmission(tx: Executor, submissionId: string): Promise<void> {
  await tx.select({ id: courseSubmissions.id }).from(courseSubmissions).where(eq(courseSubmissions.id, submissionId)).for('update');
}

/** Every submission of the course's assignments. */
export async function listSubmissionsForChecks(db: Executor, courseId: string): Promise<SubmissionForCheck[]> {
  const rows = await submissionsQuery(db).where(eq(courseAssignments.courseId, courseId));
  return rows.map(toSubmission);
}

/**
 * Records (now) or withdraws the student's agreement; the submission's own time is kept. Withdrawn,
 * the submission's reader check closes in the same transaction.
 */
export async function setReadersAgreement(db: Database, submissionId: string, agree: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(courseSubmissions)
      .set({ readersAgreedAt: agree ? sql`now()` : null, submittedAt: sql`${courseSubmissions.submittedAt}` })
      .where(eq(courseSubmissions.id, submissionId));
    if (!agree) await closeCourseReaderChecks(tx, [submissionId]);
  });
}
