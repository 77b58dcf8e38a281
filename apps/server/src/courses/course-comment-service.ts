// The trainers' comments on a submission and the student's replies (docs/courses.md "Comments"):
// writing, correcting and deleting one's own, replying once, the student's list across the course,
// and queueing the student's comment mail.
import { COURSE_ERROR_CODES as E, type Comment, type CreateCommentBody } from '@scicomm/shared/course-api';
import { AppError, notFound } from '../http/errors.ts';
import { canChangeComment, canReplyOnSubmission, canViewSubmission } from '../permissions/index.ts';
import { addToCommentMail } from './course-comment-mail-repository.ts';
import { requireMember, requireSubmission, roleIn, type CourseContext } from './course-context.ts';
import * as repo from './course-repository.ts';

export const toComment = (row: Awaited<ReturnType<typeof repo.listComments>>[number], userId: string): Comment => ({
  id: row.id,
  authorName: row.authorName,
  quote: row.quote,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  editedAt: row.editedAt?.toISOString() ?? null,
  deleted: row.deletedAt !== null,
  mine: row.authorId === userId,
});

/** One comment as the caller sees it, read again after a change. */
async function commentAfterChange(context: CourseContext, userId: string, submissionId: string, commentId: string) {
  const [row] = (await repo.listComments(context.db, submissionId)).filter((c) => c.id === commentId);
  if (!row) throw notFound('No such comment.');
  return toComment(row, userId);
}

export async function addComment(
  context: CourseContext,
  userId: string,
  courseId: string,
  submissionId: string,
  body: Required<CreateCommentBody>,
): Promise<Comment> {
  const trainer = (await roleIn(context, userId, courseId)) === 'trainer';
  const visible = trainer && (await canViewSubmission(context.db, userId, courseId, submissionId));
  const found = await requireSubmission(context, submissionId, visible);
  if (body.quote !== null && !found.submission.text.includes(body.quote)) {
    throw new AppError(400, E.quoteNotInText, 'The quoted passage is not in the text.', undefined, {
      field: 'quote',
    });
  }
  const row = await repo.insertComment(context.db, {
    submissionId,
    authorId: userId,
    quote: body.quote,
    body: body.body,
  });
  await mailCommentToStudent(context, courseId, submissionId);
  return commentAfterChange(context, userId, submissionId, row.id);
}

/** The comment its author may change (a trainer of the course who wrote it); 404 for anyone else. */
async function requireOwnComment(context: CourseContext, userId: string, courseId: string, commentId: string) {
  const comment = await repo.findCourseComment(context.db, courseId, commentId);
  if (!comment || !(await canChangeComment(context.db, userId, courseId, commentId)))
    throw notFound('No such comment.');
  return comment;
}

/** Its author corrects a comment's body (not a deleted one: 404). */
export async function updateComment(
  context: CourseContext,
  userId: string,
  courseId: string,
  commentId: string,
  body: string,
): Promise<Comment> {
  const comment = await requireOwnComment(context, userId, courseId, commentId);
  if (!(await repo.updateComment(context.db, commentId, body))) throw notFound('No such comment.');
  return commentAfterChange(context, userId, comment.submissionId, commentId);
}

/** Its author deletes a comment; one the student answered stays as a "comment deleted" mark over the reply. */
export async function deleteComment(
  context: CourseContext,
  userId: string,
  courseId: string,
  commentId: string,
): Promise<void> {
  await requireOwnComment(context, userId, courseId, commentId);
  await repo.deleteComment(context.db, commentId);
}

/**
 * Adds the submission to its student's next comment mail, when they asked for mail and are still
 * in the course, and wakes the sender (course-comment-mail-sender.ts: one mail an hour at most).
 */
async function mailCommentToStudent(context: CourseContext, courseId: string, submissionId: string) {
  if (!context.wakeCommentMail) return;
  const target = await repo.commentMailTarget(context.db, courseId, submissionId);
  if (!target) return;
  await addToCommentMail(context.db, { courseId, studentId: target.studentId }, submissionId, new Date());
  context.wakeCommentMail();
}

export async function replyToComment(
  context: CourseContext,
  userId: string,
  courseId: string,
  commentId: string,
  reply: string,
): Promise<Comment> {
  const comment = await repo.findCourseComment(context.db, courseId, commentId);
  if (!comment || !(await canReplyOnSubmission(context.db, userId, courseId, comment.submissionId)))
    throw notFound('No such comment.');
  const outcome = await repo.setReply(context.db, commentId, reply);
  if (outcome === 'gone') throw notFound('No such comment.');
  if (outcome === 'answered') throw new AppError(409, E.alreadyReplied, 'You have already replied to this comment.');
  return commentAfterChange(context, userId, comment.submissionId, commentId);
}

/** A student's comments across the course, newest first. */
export async function studentComments(context: CourseContext, userId: string, courseId: string) {
  await requireMember(context, userId, courseId, 'student');
  const rows = await repo.listStudentComments(context.db, courseId, userId);
  return rows.map((row) => ({
    ...toComment(row, userId),
    submissionId: row.submissionId,
    assignmentTitle: row.assignmentTitle,
  }));
}
