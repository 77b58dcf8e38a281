// PUT /api/courses/{id}/notifications: a student's "E-mail me when a trainer comments on my work",
// with the language they read the site in, which the mail follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsBody } from '@scicomm/shared/course-api';
import { requestJson } from '../../../lib/api-client.ts';
import { coursePath } from './courses.ts';
import { courseKeys } from './query-keys.ts';

export async function setCommentMail(courseId: string, body: NotificationsBody): Promise<NotificationsBody> {
  return requestJson<NotificationsBody>(`${coursePath(courseId)}/notifications`, { method: 'PUT', body });
}

/** The course's detail holds the setting: it is read again once the change is stored. */
export function useCommentMail(userId: string, courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationsBody) => setCommentMail(courseId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.course(userId, courseId), exact: true }),
  });
}
