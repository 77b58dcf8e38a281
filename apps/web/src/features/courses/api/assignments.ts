// POST /api/courses/{id}/assignments (trainers add one), PATCH and DELETE …/assignments/{id}
// (trainers correct or delete one), PUT …/assignments/{id}/submission (a student attaches one of
// their saved tasks) and GET /api/account/tasks (the saved tasks to choose from).
import { useQuery } from '@tanstack/react-query';
import type { TaskSummary } from '@scicomm/shared/account-api';
import type { Assignment, CreateAssignmentBody, SubmissionSummary, SubmitWorkBody, UpdateAssignmentBody } from '@scicomm/shared/course-api';
import { requestJson } from '../../../lib/api-client.ts';
import { coursePath } from './courses.ts';
import { courseKeys } from './query-keys.ts';
import { useCourseChange } from './use-course-change.ts';

export async function createAssignment(courseId: string, body: CreateAssignmentBody): Promise<Assignment> {
  return requestJson<Assignment>(`${coursePath(courseId)}/assignments`, { method: 'POST', body });
}

const assignmentPath = (courseId: string, assignmentId: string) => `${coursePath(courseId)}/assignments/${encodeURIComponent(assignmentId)}`;

export async function updateAssignment(courseId: string, assignmentId: string, body: UpdateAssignmentBody): Promise<Assignment> {
  return requestJson<Assignment>(assignmentPath(courseId, assignmentId), { method: 'PATCH', body });
}

/** `submissions`: the number of students' texts the trainer was told would go with it (the server refuses another number). */
export async function deleteAssignment(courseId: string, assignmentId: string, submissions: number): Promise<void> {
  await requestJson<void>(`${assignmentPath(courseId, assignmentId)}?submissions=${submissions}`, { method: 'DELETE' });
}

export async function submitWork(courseId: string, assignmentId: string, body: SubmitWorkBody): Promise<SubmissionSummary> {
  return requestJson<SubmissionSummary>(`${coursePath(courseId)}/assignments/${encodeURIComponent(assignmentId)}/submission`, { method: 'PUT', body });
}

export async function listSavedTasks(signal?: AbortSignal): Promise<TaskSummary[]> {
  return (await requestJson<{ tasks: TaskSummary[] }>('/api/account/tasks', signal ? { signal } : {})).tasks;
}

export function useCreateAssignment(userId: string, courseId: string) {
  return useCourseChange(userId, courseId, (body: CreateAssignmentBody) => createAssignment(courseId, body), { awaitRefresh: false });
}

/** A corrected or deleted assignment changes the course page, the grid and before/after. */
export function useUpdateAssignment(userId: string, courseId: string) {
  return useCourseChange(userId, courseId, ({ assignmentId, body }: { assignmentId: string; body: UpdateAssignmentBody }) => updateAssignment(courseId, assignmentId, body));
}

export function useDeleteAssignment(userId: string, courseId: string) {
  return useCourseChange(userId, courseId, ({ assignmentId, submissions }: { assignmentId: string; submissions: number }) => deleteAssignment(courseId, assignmentId, submissions));
}

export function useSubmitWork(userId: string, courseId: string) {
  return useCourseChange(userId, courseId, ({ assignmentId, body }: { assignmentId: string; body: SubmitWorkBody }) => submitWork(courseId, assignmentId, body), { awaitRefresh: false });
}

/** The student's saved tasks, newest first (asked when an assignment's attach list opens). */
export function useSavedTasks(userId: string, enabled: boolean) {
  return useQuery({ queryKey: courseKeys.tasks(userId), queryFn: ({ signal }) => listSavedTasks(signal), enabled });
}
