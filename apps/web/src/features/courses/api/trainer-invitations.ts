// Co-trainer invitations (docs/courses.md "Co-trainers"). The trainers' side: POST, GET
// /api/courses/{id}/trainer-invitations (invite an address; the pending ones) and DELETE …/{id}
// (withdraw). The invited person's side: GET /api/trainer-invitations/{token} (the course, before
// answering), POST …/accept and …/decline.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreview, InviteTrainerBody, TrainerInvitation, TrainerInvitationList } from '@scicomm/shared/course-api';
import { requestJson } from '../../../lib/api-client.ts';
import { coursePath } from './courses.ts';
import { courseKeys } from './query-keys.ts';

const invitationsPath = (courseId: string) => `${coursePath(courseId)}/trainer-invitations`;
const invitationPath = (token: string) => `/api/trainer-invitations/${encodeURIComponent(token)}`;

export async function listTrainerInvitations(courseId: string, signal?: AbortSignal): Promise<TrainerInvitation[]> {
  return (await requestJson<TrainerInvitationList>(invitationsPath(courseId), signal ? { signal } : {})).invitations;
}

export async function inviteTrainer(courseId: string, body: InviteTrainerBody): Promise<{ invitation: TrainerInvitation }> {
  return requestJson<{ invitation: TrainerInvitation }>(invitationsPath(courseId), { method: 'POST', body });
}

export async function withdrawTrainerInvitation(courseId: string, invitationId: string): Promise<void> {
  await requestJson<void>(`${invitationsPath(courseId)}/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

export async function getTrainerInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return requestJson<InvitationPreview>(invitationPath(token), signal ? { signal } : {});
}

export async function acceptTrainerInvitation(token: string): Promise<{ courseId: string }> {
  return requestJson<{ courseId: string }>(`${invitationPath(token)}/accept`, { method: 'POST' });
}

export async function declineTrainerInvitation(token: string): Promise<void> {
  await requestJson<void>(`${invitationPath(token)}/decline`, { method: 'POST' });
}

export function useTrainerInvitations(userId: string, courseId: string) {
  return useQuery({
    queryKey: courseKeys.trainerInvitations(userId, courseId),
    queryFn: ({ signal }) => listTrainerInvitations(courseId, signal),
  });
}

/** Inviting or withdrawing: the pending list is asked again. */
function useInvitationChange<T, R>(userId: string, courseId: string, change: (variables: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.trainerInvitations(userId, courseId) }),
  });
}

export const useInviteTrainer = (userId: string, courseId: string) =>
  useInvitationChange(userId, courseId, (body: InviteTrainerBody) => inviteTrainer(courseId, body));
export const useWithdrawTrainerInvitation = (userId: string, courseId: string) =>
  useInvitationChange(userId, courseId, (invitationId: string) => withdrawTrainerInvitation(courseId, invitationId));

/** The invitation of a link; a refusal (404, 403, 410) is not asked again. */
export function useTrainerInvitation(userId: string, token: string) {
  return useQuery({
    queryKey: courseKeys.trainerInvitation(userId, token),
    queryFn: ({ signal }) => getTrainerInvitation(token, signal),
    retry: false,
  });
}

/** Accepting: the user's course list, and the course itself (a 404 of before), are asked again. */
export function useAcceptTrainerInvitation(userId: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => acceptTrainerInvitation(token),
    onSuccess: ({ courseId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: courseKeys.list(userId) }),
        client.invalidateQueries({ queryKey: courseKeys.course(userId, courseId) }),
      ]),
  });
}

export function useDeclineTrainerInvitation(token: string) {
  return useMutation({ mutationFn: () => declineTrainerInvitation(token) });
}
