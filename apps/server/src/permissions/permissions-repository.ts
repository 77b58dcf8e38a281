// The facts the permissions are decided on that are no role (those are db/roles.ts): a user's
// choice about their texts, a study's members, its participants, who a task, a share link or a
// reader check belongs to, who is in a course and whose a course submission is.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TaskType } from '@scicomm/shared/account-api';
import type { Executor } from '../db/executor.ts';
import { courseAssignments, courseComments, courseMembers, courseSubmissions, readerChecks, shares, studies, studyParticipants, studySessions, userDemographics } from '../db/schema.ts';
import { studyMember } from '../db/study-members.ts';
import { taskTables } from '../db/task-tables.ts';

/** Whether the table has a row where `condition` holds. */
async function hasRow(db: Executor, table: PgTable, condition: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ found: sql<number>`1` }).from(table).where(condition).limit(1);
  return row !== undefined;
}

/** The user's answer to "save my texts" as stored (rejectSaveData); undefined without a profile. */
export async function findRejectSaveData(db: Executor, userId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ rejectSaveData: userDemographics.rejectSaveData })
    .from(userDemographics)
    .where(eq(userDemographics.userId, userId))
    .limit(1);
  return row?.rejectSaveData;
}

/** Whether the user owns the study or collaborates on it. */
export async function isStudyMember(db: Executor, studyId: string, userId: string): Promise<boolean> {
  return hasRow(db, studies, and(eq(studies.id, studyId), studyMember(userId)));
}

/** Whether the participant (an id a browser kept) is one of the study's. */
export async function isStudyParticipant(db: Executor, studyId: string, participantId: string): Promise<boolean> {
  return hasRow(db, studyParticipants, and(eq(studyParticipants.id, participantId), eq(studyParticipants.studyId, studyId)));
}

/** Whether the task row exists and is stored with the user's id (an anonymised row is nobody's). */
export async function isTaskOwner(db: Executor, type: TaskType, taskId: string, userId: string): Promise<boolean> {
  const table = taskTables[type];
  return hasRow(db, table, and(eq(table.id, taskId), eq(table.userId, userId)));
}

/** Whether the share link exists and the user made it. */
export async function isShareCreator(db: Executor, token: string, userId: string): Promise<boolean> {
  return hasRow(db, shares, and(eq(shares.id, token), eq(shares.createdBy, userId)));
}

/** Whether the reader check exists and is the user's own (a study's check has no owner). */
export async function isReaderCheckOwner(db: Executor, checkId: string, userId: string): Promise<boolean> {
  return hasRow(db, readerChecks, and(eq(readerChecks.id, checkId), eq(readerChecks.ownerId, userId)));
}

/** Whether the reader check was made from the session of one of the study's participants. */
export async function isStudyReaderCheck(db: Executor, studyId: string, checkId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: readerChecks.id })
    .from(readerChecks)
    .innerJoin(studySessions, eq(studySessions.sessionId, readerChecks.studySessionId))
    .innerJoin(studyParticipants, eq(studyParticipants.id, studySessions.participantId))
    .where(and(eq(readerChecks.id, checkId), eq(studyParticipants.studyId, studyId)))
    .limit(1);
  return row !== undefined;
}

/** The user's part in the course: 'trainer', 'student' (while they have not left), or null. */
export async function findCourseRole(db: Executor, courseId: string, userId: string): Promise<'trainer' | 'student' | null> {
  const [row] = await db
    .select({ role: courseMembers.role })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId), isNull(courseMembers.leftAt)))
    .limit(1);
  return row?.role === 'trainer' || row?.role === 'student' ? row.role : null;
}

/** The course a submission was made for, and whose it is; undefined for an unknown id. */
export async function findSubmissionOwner(db: Executor, submissionId: string): Promise<{ courseId: string; studentId: string } | undefined> {
  const [row] = await db
    .select({ courseId: courseAssignments.courseId, studentId: courseSubmissions.studentId })
    .from(courseSubmissions)
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .where(eq(courseSubmissions.id, submissionId))
    .limit(1);
  return row;
}

/** Who wrote a course comment and the course it is in; undefined for an unknown id. */
export async function findCommentAuthor(db: Executor, commentId: string): Promise<{ courseId: string; authorId: string } | undefined> {
  const [row] = await db
    .select({ courseId: courseAssignments.courseId, authorId: courseComments.authorId })
    .from(courseComments)
    .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseComments.submissionId))
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseSubmissions.assignmentId))
    .where(eq(courseComments.id, commentId))
    .limit(1);
  return row;
}
