// GET /api/courses/{id}/submissions/{id} (a text and its comments), POST …/comments (a trainer
// comments), PATCH and DELETE /api/courses/{id}/comments/{id} (its author corrects or deletes
// it), PUT …/comments/{id}/reply (the student replies once) and GET /api/courses/{id}/comments
// (the student's comments, newest first).
import { useQuery } from '@tanstack/react-query';
import type { Comment, CreateCommentBody, StudentCommentsReply, SubmissionDetailReply } from '@scicomm/shared/course-api';
import { requestJson } from '../../../lib/api-client.ts';
import { coursePath } from './courses.ts';
import { courseKeys } from './query-keys.ts';
import { useCourseChange } from './use-course-change.ts';

const submissionPath = (courseId: string, submissionId: string) => `${coursePath(courseId)}/submissions/${encodeURIComponent(submissionId)}`;

export async function getSubmission(courseId: string, submissionId: string, signal?: AbortSignal): Promise<SubmissionDetailReply> {
  return requestJson<SubmissionDetailReply>(submissionPath(courseId, submissionId), signal ? { signal } : {});
}

export async function createComment(courseId: string, submissionId: string, body: CreateCommentBody): Promise<Comment> {
  return requestJson<Comment>(`${submissionPath(courseId, submissionId)}/comments`, { method: 'POST', body });
}

export async function replyToComment(courseId: string, commentId: string, body: string): Promise<Comment> {
  return requestJson<Comment>(`${commentPath(courseId, commentId)}/reply`, { method: 'PUT', body: { body } });
}

const commentPath = (courseId: string, commentId: string) => `${coursePath(courseId)}/comments/${encodeURIComponent(commentId)}`;

export async function updateComment(courseId: string, commentId: string, body: string): Promise<Comment> {
  return requestJson<Comment>(commentPath(courseId, commentId), { method: 'PATCH', body: { body } });
}

export async function deleteComment(courseId: string, commentId: string): Promise<void> {
  await requestJson<void>(commentPath(courseId, commentId), { method: 'DELETE' });
}

export async function getStudentComments(courseId: string, signal?: AbortSignal): Promise<StudentCommentsReply['comments']> {
  return (await requestJson<StudentCommentsReply>(`${coursePath(courseId)}/comments`, signal ? { signal } : {})).comments;
}

export function useSubmission(userId: string, courseId: string, submissionId: string) {
  return useQuery({
    queryKey: courseKeys.submission(userId, courseId, submissionId),
    queryFn: ({ signal }) => getSubmission(courseId, submissionId, signal),
    retry: false,
  });
}

export function useStudentComments(userId: string, courseId: string, enabled: boolean) {
  return useQuery({ queryKey: courseKeys.comments(userId, courseId), queryFn: ({ signal }) => getStudentComments(courseId, signal), enabled });
}

/** A comment or a reply changes the submission's and the student's comment lists. */
export function useCreateComment(userId: string, courseId: string, submissionId: string) {
  return useCourseChange(userId, courseId, (body: CreateCommentBody) => createComment(courseId, submissionId, body), { awaitRefresh: false });
}

export function useReplyToComment(userId: string, courseId: string) {
  return useCourseChange(userId, courseId, ({ commentId, body }: { commentId: string; body: string }) => replyToComment(courseId, commentId, body), { awaitRefresh: false });
}

export function useUpdateComment(userId: string, courseId: string) {
  return useCourseChange(userId, courseId, ({ commentId, body }: { commentId: string; body: string }) => updateComment(courseId, commentId, body));
}

export function useDeleteComment(userId: string, courseId: string) {
  return useCourseChange(userId, courseId, (commentId: string) => deleteComment(courseId, commentId));
}
