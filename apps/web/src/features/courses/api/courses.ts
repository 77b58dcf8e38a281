// GET/POST /api/courses (the user's courses; a new one), GET /api/courses/{id} (one course as
// the caller sees it: a trainer with its code and students, a student with their status per
// assignment) and POST /api/courses/{id}/trainers (a co-trainer by e-mail). The server answers
// 404 for a course the caller is not in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddTrainerBody, Course, CourseDetailReply, CourseListReply, CreateCourseBody } from '@scicomm/shared/course-api';
import { requestJson } from '../../../lib/api-client.ts';
import { courseKeys } from './query-keys.ts';

export const coursePath = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;

export async function listCourses(signal?: AbortSignal): Promise<Course[]> {
  return (await requestJson<CourseListReply>('/api/courses', signal ? { signal } : {})).courses;
}

export async function createCourse(body: CreateCourseBody): Promise<Course> {
  return requestJson<Course>('/api/courses', { method: 'POST', body });
}

export async function getCourse(courseId: string, signal?: AbortSignal): Promise<CourseDetailReply> {
  return requestJson<CourseDetailReply>(coursePath(courseId), signal ? { signal } : {});
}

export function useCourses(userId: string) {
  return useQuery({ queryKey: courseKeys.list(userId), queryFn: ({ signal }) => listCourses(signal) });
}

export function useCreateCourse(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.list(userId) }),
  });
}

/** One course; a 404 (not in it, or left) is not asked again. */
export function useCourse(userId: string, courseId: string) {
  return useQuery({ queryKey: courseKeys.course(userId, courseId), queryFn: ({ signal }) => getCourse(courseId, signal), retry: false });
}

export async function addTrainer(courseId: string, body: AddTrainerBody): Promise<{ trainers: Array<{ name: string | null }> }> {
  return requestJson<{ trainers: Array<{ name: string | null }> }>(`${coursePath(courseId)}/trainers`, { method: 'POST', body });
}

/** A co-trainer added: the course's trainers line is asked again. */
export function useAddTrainer(userId: string, courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTrainerBody) => addTrainer(courseId, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: courseKeys.course(userId, courseId) }),
  });
}
