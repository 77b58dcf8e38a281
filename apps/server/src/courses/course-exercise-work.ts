// An exercise or a De-Jargonizer analysis opened from a student's course page (docs/courses.md
// "Attaching work"): the route checks the assignment before the turn (or analysis) and copies the
// work into the course after it (app.ts hands these calls to the exercise and De-Jargonizer routes).
import type { AssignmentKind } from '@scicomm/shared/course-api';
import type { ExerciseId } from '@scicomm/shared/exercises';
import {
  checkAssignmentWork,
  recordAssignmentText,
  recordAssignmentWork,
  type CourseContext,
} from './course-service.ts';

export function exerciseCourseWork(context: () => CourseContext) {
  return {
    check: (userId: string | null, courseId: string, assignmentId: string, kind: AssignmentKind) =>
      checkAssignmentWork(context(), userId, courseId, assignmentId, kind),
    record: (
      userId: string,
      assignmentId: string,
      exercise: ExerciseId,
      stored: { rowId: string; fields: Record<string, unknown> },
    ) => recordAssignmentWork(context(), userId, assignmentId, exercise, stored),
    recordText: (userId: string, assignmentId: string, text: string) =>
      recordAssignmentText(context(), userId, assignmentId, text),
  };
}
