// A course's reader checks (docs/courses.md "Reader checks"): GET /api/courses/{id}/reader-checks
// (the grid's agreements and readers, trainers), GET …/submissions/{id}/reader-check (one
// submission's), PUT …/reader-check/agreement (the student agrees or withdraws), POST
// …/reader-check (a trainer sends the text to readers) and GET …/reader-check/results.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseReaderChecksReply, SubmissionReaderCheck } from '@scicomm/shared/course-reader-check-api';
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { requestJson } from '../../../lib/api-client.ts';
import { coursePath } from './courses.ts';
import { courseKeys } from './query-keys.ts';

const checkPath = (courseId: string, submissionId: string) =>
  `${coursePath(courseId)}/submissions/${encodeURIComponent(submissionId)}/reader-check`;

export async function getCourseReaderChecks(courseId: string, signal?: AbortSignal): Promise<CourseReaderChecksReply['submissions']> {
  return (await requestJson<CourseReaderChecksReply>(`${coursePath(courseId)}/reader-checks`, signal ? { signal } : {})).submissions;
}

export async function getSubmissionReaderCheck(courseId: string, submissionId: string, signal?: AbortSignal): Promise<SubmissionReaderCheck> {
  return requestJson<SubmissionReaderCheck>(checkPath(courseId, submissionId), signal ? { signal } : {});
}

export async function setReadersAgreement(courseId: string, submissionId: string, agree: boolean): Promise<SubmissionReaderCheck> {
  return requestJson<SubmissionReaderCheck>(`${checkPath(courseId, submissionId)}/agreement`, { method: 'PUT', body: { agree } });
}

export async function createSubmissionReaderCheck(courseId: string, submissionId: string): Promise<SubmissionReaderCheck> {
  return requestJson<SubmissionReaderCheck>(checkPath(courseId, submissionId), { method: 'POST' });
}

export async function getSubmissionReaderCheckResults(courseId: string, submissionId: string, signal?: AbortSignal): Promise<ReaderCheckResults> {
  return requestJson<ReaderCheckResults>(`${checkPath(courseId, submissionId)}/results`, signal ? { signal } : {});
}

export function useCourseReaderChecks(userId: string, courseId: string) {
  return useQuery({ queryKey: courseKeys.readerChecks(userId, courseId), queryFn: ({ signal }) => getCourseReaderChecks(courseId, signal) });
}

export function useSubmissionReaderCheck(userId: string, courseId: string, submissionId: string) {
  return useQuery({
    queryKey: courseKeys.submissionReaderCheck(userId, courseId, submissionId),
    queryFn: ({ signal }) => getSubmissionReaderCheck(courseId, submissionId, signal),
  });
}

export function useSubmissionReaderCheckResults(userId: string, courseId: string, submissionId: string) {
  return useQuery({
    queryKey: courseKeys.readerCheckResults(userId, courseId, submissionId),
    queryFn: ({ signal }) => getSubmissionReaderCheckResults(courseId, submissionId, signal),
    retry: false,
  });
}

/** The agreement or a new check: the server's answer is the submission's state; the grid's list is refreshed. */
function useReaderCheckMutation(userId: string, courseId: string, submissionId: string, send: () => Promise<SubmissionReaderCheck>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => {
      client.setQueryData(courseKeys.submissionReaderCheck(userId, courseId, submissionId), state);
      void client.invalidateQueries({ queryKey: courseKeys.readerChecks(userId, courseId), exact: true });
    },
  });
}

export function useSetReadersAgreement(userId: string, courseId: string, submissionId: string) {
  const client = useQueryClient();
  const key = courseKeys.submissionReaderCheck(userId, courseId, submissionId);
  return useMutation({
    mutationFn: (agree: boolean) => setReadersAgreement(courseId, submissionId, agree),
    onSuccess: (state) => client.setQueryData(key, state),
  });
}

export function useCreateSubmissionReaderCheck(userId: string, courseId: string, submissionId: string) {
  return useReaderCheckMutation(userId, courseId, submissionId, () => createSubmissionReaderCheck(courseId, submissionId));
}
