// A course (docs/courses.md "Who sees what"): its trainers see and change it and the work its
// students attached to its assignments; its students see the course, their own work and the
// comments on it, until they leave. Anybody else, and a student who left, sees nothing.
import { courseIdSchema, submissionParamsSchema } from '@scicomm/shared/course-api';
import type { Executor } from '../db/executor.ts';
import { findCommentAuthor, findCourseRole, findSubmissionOwner } from './permissions-repository.ts';

/** The caller's part in the course, or null: not in it, left it, or not a course id. */
export async function courseRoleOf(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<'trainer' | 'student' | null> {
  if (!courseIdSchema.safeParse(courseId).success) return null;
  return findCourseRole(db, courseId, userId);
}

/** Whether the user may see the course: a trainer, or a student who has not left. */
export async function canViewCourse(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<boolean> {
  return (await courseRoleOf(db, userId, courseId)) !== null;
}

/** Whether the user may change the course, add assignments, see its dashboard and comment: a trainer. */
export async function canTeachCourse(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<boolean> {
  return (await courseRoleOf(db, userId, courseId)) === 'trainer';
}

/**
 * Whether the user may read the submission (its text and comments) in this course: a trainer of
 * the course it was made for, or the student who made it while they are in the course.
 */
export async function canViewSubmission(
  db: Executor,
  userId: string,
  courseId: string,
  submissionId: string,
): Promise<boolean> {
  if (!submissionParamsSchema.safeParse({ courseId, submissionId }).success) return false;
  const role = await courseRoleOf(db, userId, courseId);
  if (role === null) return false;
  const owner = await findSubmissionOwner(db, submissionId);
  if (owner?.courseId !== courseId) return false;
  return role === 'trainer' || owner.studentId === userId;
}

/** Whether the user may reply to comments on the submission: the student who made it, still in the course. */
export async function canReplyOnSubmission(
  db: Executor,
  userId: string,
  courseId: string,
  submissionId: string,
): Promise<boolean> {
  if ((await courseRoleOf(db, userId, courseId)) !== 'student') return false;
  const owner = await findSubmissionOwner(db, submissionId);
  return owner?.courseId === courseId && owner.studentId === userId;
}

/**
 * Whether the user may edit or delete the comment: its author, while a trainer of the course it
 * is in (another trainer's comment is theirs to correct, not ours).
 */
export async function canChangeComment(
  db: Executor,
  userId: string,
  courseId: string,
  commentId: string,
): Promise<boolean> {
  if ((await courseRoleOf(db, userId, courseId)) !== 'trainer') return false;
  const comment = await findCommentAuthor(db, commentId);
  return comment?.courseId === courseId && comment.authorId === userId;
}
