// GET /api/course-invitations/{code} (what the join screen shows), …/summary (what a join link
// shows before sign-in), POST /api/courses/join (join
// after agreeing) and POST /api/courses/{id}/leave (keeping or removing what was shared).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationSummary, JoinPreviewReply, LeaveCourseBody } from '@scicomm/shared/course-api';
import { requestJson } from '../../../lib/api-client.ts';
import { coursePath } from './courses.ts';
import { courseKeys } from './query-keys.ts';

export async function getInvitation(code: string, signal?: AbortSignal): Promise<JoinPreviewReply> {
  return requestJson<JoinPreviewReply>(`/api/course-invitations/${encodeURIComponent(code)}`, signal ? { signal } : {});
}

export async function getInvitationSummary(code: string, signal?: AbortSignal): Promise<InvitationSummary> {
  return requestJson<InvitationSummary>(`/api/course-invitations/${encodeURIComponent(code)}/summary`, signal ? { signal } : {});
}

export async function joinCourse(code: string): Promise<{ courseId: string }> {
  return requestJson<{ courseId: string }>('/api/courses/join', { method: 'POST', body: { code, agree: true } });
}

export async function leaveCourse(courseId: string, body: LeaveCourseBody): Promise<void> {
  await requestJson<void>(`${coursePath(courseId)}/leave`, { method: 'POST', body });
}

/** The course a code opens; an unknown code (404) or a refusal (429) is not asked again. */
export function useInvitation(userId: string, code: string) {
  return useQuery({ queryKey: courseKeys.invitation(userId, code), queryFn: ({ signal }) => getInvitation(code, signal), retry: false });
}

/** The course's name and trainers a join link shows before sign-in; not asked again on a 404 or 429. */
export function useInvitationSummary(code: string) {
  return useQuery({ queryKey: courseKeys.invitationSummary(code), queryFn: ({ signal }) => getInvitationSummary(code, signal), retry: false });
}

/** Joining or leaving changes every course view of the user. */
export function useJoinCourse(userId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: joinCourse, onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.ofUser(userId) }) });
}

/**
 * Leaving: the course's cached replies are dropped without asking the server again (a refetch
 * would 404 and unmount the page before it can go to the course list); the list is stale.
 */
export function useLeaveCourse(userId: string, courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveCourseBody) => leaveCourse(courseId, body),
    onSuccess: () => {
      client.removeQueries({ queryKey: courseKeys.course(userId, courseId) });
      return client.invalidateQueries({ queryKey: courseKeys.list(userId) });
    },
  });
}
