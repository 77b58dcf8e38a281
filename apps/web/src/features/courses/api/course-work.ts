// Work stored for a course assignment from its own page (an exercise's turn, a De-Jargonizer
// START; docs/courses.md "Attaching work"): the course's cached replies (the student's cards and
// their statuses, the submission, its comments) are stale from then on, so the course page asks
// again when the student goes back to it, without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AssignmentSessionReply } from '@scicomm/shared/course-api';
import { requestJson } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import type { CourseAssignmentRef } from '../../../lib/course-assignment.ts';
import { courseKeys } from './query-keys.ts';

/** What the page calls once the server stored work for the assignment; nothing without one. */
export function useCourseWorkStored(forCourse: CourseAssignmentRef | null): (() => void) | undefined {
  const client = useQueryClient();
  const { state } = useAuth();
  const userId = state.status === 'signed-in' ? state.user.id : null;
  const courseId = forCourse?.course ?? null;
  const stored = useCallback(() => {
    if (userId !== null && courseId !== null) void client.invalidateQueries({ queryKey: courseKeys.course(userId, courseId) });
  }, [client, userId, courseId]);
  return courseId === null ? undefined : stored;
}

/** The exercise conversation the student last left on the assignment (its own tab or another device's), or null. */
export async function getAssignmentSession({ course, assignment }: CourseAssignmentRef): Promise<AssignmentSessionReply['session']> {
  const reply = await requestJson<AssignmentSessionReply>(
    `/api/courses/${encodeURIComponent(course)}/assignments/${encodeURIComponent(assignment)}/session`,
  );
  return reply.session;
}

/** For a page opened for an assignment by a signed-in student: asks the server for the session they left; else undefined. */
export function useAssignmentSessionLoader(forCourse: CourseAssignmentRef | null) {
  const { state } = useAuth();
  const signedIn = state.status === 'signed-in';
  const course = forCourse?.course;
  const assignment = forCourse?.assignment;
  const load = useCallback(
    () => (course && assignment ? getAssignmentSession({ course, assignment }) : Promise.resolve(null)),
    [course, assignment],
  );
  return signedIn && course && assignment ? load : undefined;
}
