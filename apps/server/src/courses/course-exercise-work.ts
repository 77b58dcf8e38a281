// An exercise opened from a student's course page (docs/courses.md "Attaching work"): the exercise
// route checks the assignment before the turn and copies the stored turn into the course after it,
// through these two calls (app.ts hands them to the exercise routes).
import type { ExerciseId } from '@scicomm/shared/exercises';
import {
  checkAssignmentWork,
  recordAssignmentWork,
  type CourseContext,
} from './course-service.ts';

export function exerciseCourseWork(context: () => CourseContext) {
  return {
    check: (userId: string | null, courseId: string, assignmentId: string, exercise: ExerciseId) =>
      checkAssignmentWork(context(), userId, courseId, assignmentId, exercise),
    record: (
      userId: string,
      assignmentId: string,
      exercise: ExerciseId,
      stored: { rowId: string; fields: Record<string, unknown> },
    ) => recordAssignmentWork(context(), userId, assignmentId, exercise, stored),
  };
}
