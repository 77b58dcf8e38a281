// GET/POST /api/courses (the user's courses; a new one), GET and PATCH /api/courses/{id} (one
// course as the caller sees it: a trainer with its code and students, a student with their status
// per assignment; a trainer's correction), POST …/join-code (a new code), DELETE …/trainers/{id}
// (removing a co-trainer; inviting one: trainer-invitations.ts) and DELETE …/students/{id}
// (removing a student). The server answers 404 for a course the caller is not in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseDetailReply, CourseListReply, CourseTrainer, CreateCourseBody, UpdateCourseBody } from '@scicomm/shared/course-api';
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

export async function updateCourse(courseId: string, body: UpdateCourseBody): Promise<Course> {
  return requestJson<Course>(coursePath(courseId), { method: 'PATCH', body });
}

export async function renewJoinCode(courseId: string): Promise<Course> {
  return requestJson<Course>(`${coursePath(courseId)}/join-code`, { method: 'POST' });
}

export async function removeTrainer(courseId: string, trainerId: string): Promise<{ trainers: CourseTrainer[] }> {
  return requestJson<{ trainers: CourseTrainer[] }>(`${coursePath(courseId)}/trainers/${encodeURIComponent(trainerId)}`, { method: 'DELETE' });
}

export async function removeStudent(courseId: string, studentId: string): Promise<void> {
  await requestJson<void>(`${coursePath(courseId)}/students/${encodeURIComponent(studentId)}`, { method: 'DELETE' });
}

/** A trainer's change to the course (its fields, its code, its people): the course and the user's list are asked again. */
function useCourseChange<T>(userId: string, courseId: string, change: (variables: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: courseKeys.course(userId, courseId) }),
        client.invalidateQueries({ queryKey: courseKeys.list(userId) }),
      ]),
  });
}

export const useUpdateCourse = (userId: string, courseId: string) =>
  useCourseChange(userId, courseId, (body: UpdateCourseBody) => updateCourse(courseId, body));
export const useRenewJoinCode = (userId: string, courseId: string) =>
  useCourseChange(userId, courseId, () => renewJoinCode(courseId));
export const useRemoveTrainer = (userId: string, courseId: string) =>
  useCourseChange(userId, courseId, (trainerId: string) => removeTrainer(courseId, trainerId));
export const useRemoveStudent = (userId: string, courseId: string) =>
  useCourseChange(userId, courseId, (studentId: string) => removeStudent(courseId, studentId));
