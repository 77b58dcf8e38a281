// An exercise or a De-Jargonizer analysis opened from a student's course page (docs/courses.md
// "Attaching work"): the route checks the assignment before the turn (or analysis) and copies the
// work into the course after it (app.ts hands these calls to the exercise and De-Jargonizer routes).
import { COURSE_READERS, taskTypeOfAssignment, type AssignmentKind, type CourseReaders } from '@scicomm/shared/course-api';
import type { ExerciseId } from '@scicomm/shared/exercises';
import { notFound, AppError } from '../http/errors.ts';
import { roleIn, UUID, type CourseContext } from './course-context.ts';
import { submissionOfTask, textFieldsOf } from './course-submission-figures.ts';
import { attachUnderLock, keepDejargonizerText } from './course-submission-service.ts';
import * as repo from './course-repository.ts';

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
    keepSession: (userId: string, assignmentId: string, session: repo.CourseSession) =>
      repo.keepCourseSession(context().db, assignmentId, userId, session),
  };
}

/**
 * Before an exercise turn that names an assignment: the caller must be a current student of the
 * course and the assignment this exercise; anything else is 404, and the turn does not run. The
 * assignment's readers go to the exercise, which then does not ask for them.
 */
async function checkAssignmentWork(
  context: CourseContext,
  userId: string | null,
  courseId: string,
  assignmentId: string,
  kind: AssignmentKind,
): Promise<{ readers: CourseReaders | undefined }> {
  const noSuch = () => notFound('No such assignment.');
  if (userId === null || !UUID.test(courseId) || !UUID.test(assignmentId)) throw noSuch();
  if ((await roleIn(context, userId, courseId)) !== 'student') throw noSuch();
  const assignment = await repo.findAssignment(context.db, courseId, assignmentId);
  if (!assignment || assignment.kind !== kind) throw noSuch();
  return { readers: COURSE_READERS.find((level) => level === assignment.readers) };
}

/** A text the De-Jargonizer's page analysed for a De-Jargonizer assignment: kept by the course as a pasted one is. */
async function recordAssignmentText(
  context: CourseContext,
  userId: string,
  assignmentId: string,
  text: string,
): Promise<void> {
  await nothingWhenGone(keepDejargonizerText(context, { assignmentId, userId, kind: 'dejargonizer' }, text));
}

/**
 * After the turn stored its row: the course's copy of the exercise's texts and figures, taken from
 * the turn's own history (a student who saves nothing has a row without texts, which stays
 * anonymous: the submission then names no task). The times come from the row.
 */
async function recordAssignmentWork(
  context: CourseContext,
  userId: string,
  assignmentId: string,
  exercise: ExerciseId,
  stored: { rowId: string; fields: Record<string, unknown> },
): Promise<void> {
  const taskType = taskTypeOfAssignment(exercise);
  const row = (await repo.findTaskRow(context.db, taskType, stored.rowId)) ?? {};
  const texts = Object.fromEntries(
    textFieldsOf(exercise).map((field) => [field, stored.fields[field]]),
  );
  const taken = submissionOfTask(context.dictionaries, taskType, { ...row, ...texts });
  await nothingWhenGone(
    attachUnderLock(context, { assignmentId, userId, kind: exercise }, (tx) =>
      repo.copySessionWork(tx, {
        assignmentId,
        studentId: userId,
        taskType,
        taskId: row.userId === userId ? stored.rowId : null,
        ...taken,
      }),
    ),
  );
}

/** A turn's copy for a student who left or an assignment deleted while it ran: nothing is shared, the turn stands. */
async function nothingWhenGone(attach: Promise<unknown>): Promise<void> {
  try {
    await attach;
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 404)) throw error;
  }
}
