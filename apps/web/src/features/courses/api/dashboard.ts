// The trainers' views of a course (404 for anybody else): GET /api/courses/{id}/dashboard (the
// grid of students × assignments and each assignment's medians), …/before-after (Compare's
// paired statistics over the marked texts) and …/dashboard.csv (all of it as a file).
import { useQuery } from '@tanstack/react-query';
import type { BeforeAfterReply, DashboardReply } from '@scicomm/shared/course-api';
import { requestBlob, requestJson } from '../../../lib/api-client.ts';
import { coursePath } from './courses.ts';
import { courseKeys } from './query-keys.ts';

export async function getDashboard(courseId: string, signal?: AbortSignal): Promise<DashboardReply> {
  return requestJson<DashboardReply>(`${coursePath(courseId)}/dashboard`, signal ? { signal } : {});
}

export function useDashboard(userId: string, courseId: string) {
  return useQuery({ queryKey: courseKeys.dashboard(userId, courseId), queryFn: ({ signal }) => getDashboard(courseId, signal), retry: false });
}

/** GET /api/courses/{id}/before-after: the marked pair of each student and the class's paired statistics. */
export async function getBeforeAfter(courseId: string, signal?: AbortSignal): Promise<BeforeAfterReply> {
  return requestJson<BeforeAfterReply>(`${coursePath(courseId)}/before-after`, signal ? { signal } : {});
}

export function useBeforeAfter(userId: string, courseId: string) {
  return useQuery({ queryKey: [...courseKeys.dashboard(userId, courseId), 'before-after'], queryFn: ({ signal }) => getBeforeAfter(courseId, signal), retry: false });
}

/** GET /api/courses/{id}/dashboard.csv: the grid, the medians and the paired change as a file. */
export async function downloadDashboardCsv(courseId: string): Promise<{ blob: Blob; fileName?: string }> {
  return requestBlob(`${coursePath(courseId)}/dashboard.csv`);
}
