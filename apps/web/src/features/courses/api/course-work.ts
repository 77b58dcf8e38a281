// Work stored for a course assignment from its own page (an exercise's turn, a De-Jargonizer
// START; docs/courses.md "Attaching work"): the course's cached replies (the student's cards and
// their statuses, the submission, its comments) are stale from then on, so the course page asks
// again when the student goes back to it, without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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
