// GET /api/courses/{id}/dashboard: the trainers' grid of students × assignments and each
// assignment's medians (trainers only; 404 for anybody else).
import { useQuery } from '@tanstack/react-query';
import type { DashboardReply } from '@scicomm/shared/course-api';
import { requestJson } from '../../../lib/api-client.ts';
import { coursePath } from './courses.ts';
import { courseKeys } from './query-keys.ts';

export async function getDashboard(courseId: string, signal?: AbortSignal): Promise<DashboardReply> {
  return requestJson<DashboardReply>(`${coursePath(courseId)}/dashboard`, signal ? { signal } : {});
}

export function useDashboard(userId: string, courseId: string) {
  return useQuery({ queryKey: courseKeys.dashboard(userId, courseId), queryFn: ({ signal }) => getDashboard(courseId, signal), retry: false });
}
