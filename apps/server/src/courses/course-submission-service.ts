// The work a student attaches to an assignment, and reading it (docs/courses.md "Attaching work"):
// a saved task or a pasted text, copied into the course whatever the student's "Don't Save Data"
// choice, written under the locks that keep a removal or an assignment's delete from racing it;
// and a submission's page.
import type { DictionarySet } from '@scicomm/jargon';
import type { TaskDetail, TaskType } from '@scicomm/shared/account-api';
import {
  COURSE_ERROR_CODES as E,
  taskTypeOfAssignment,
  type AssignmentKind,
  type SubmissionDetailReply,
  type SubmitWorkBody,
} from '@scicomm/shared/course-api';
import { exerciseOfTaskType } from '@scicomm/shared/exercises';
import type { Executor } from '../db/executor.ts';
import { sqlStateOf } from '../db/database-errors.ts';
import { AppError, notFound } from '../http/errors.ts';
import { canViewSubmission, canViewTask } from '../permissions/index.ts';
import { verifyOwnTaskId } from '../exercises/index.ts';
import { findTaskRow, toTaskDetail } from '../account/index.ts';
import { courseNotFound, requireMember, requireSubmission, UUID, type CourseContext } from './course-context.ts';
import { figuresOf, measureText, periodOfText, submissionOfTask } from './course-submission-figures.ts';
import { toComment } from './course-comment-service.ts';
import * as repo from './course-repository.ts';

/** The row id a taskId names for its owner: a plain uuid, or an exercise reply's signed taskId. */
function rowIdOf(secret: string, type: TaskType, taskId: string, owner: string): string | null {
  if (UUID.test(taskId)) return taskId.toLowerCase();
  const exercise = exerciseOfTaskType(type);
  return exercise ? verifyOwnTaskId(secret, exercise, taskId, owner) : null;
}

/** Attaches one of the student's own tasks to the assignment (again: takes its text and figures afresh). */
export async function submitWork(
  context: CourseContext,
  userId: string,
  courseId: string,
  assignmentId: string,
  body: SubmitWorkBody,
) {
  await requireMember(context, userId, courseId, 'student');
  const assignment = await repo.findAssignment(context.db, courseId, assignmentId);
  if (!assignment) throw notFound('No such assignment.');
  const wanted = taskTypeOfAssignment(assignment.kind as AssignmentKind);
  if ('text' in body) return submitPastedText(context, userId, courseId, assignment, body.text);
  if (body.taskType !== wanted)
    throw new AppError(400, E.wrongTaskType, `This assignment takes a ${wanted} task.`, undefined, {
      field: 'taskType',
    });
  const rowId = rowIdOf(context.secret, body.taskType, body.taskId, userId);
  const mine = rowId !== null && (await canViewTask(context.db, userId, body.taskType, rowId));
  const row = mine ? await repo.findTaskRow(context.db, body.taskType, rowId) : undefined;
  if (!row || rowId === null)
    throw new AppError(404, E.taskNotFound, 'No such task among your saved work.');
  const taken = submissionOfTask(context.dictionaries, body.taskType, row);
  const saved = await attachUnderLock(context, { courseId, assignmentId, userId, kind: assignment.kind }, (tx) =>
    repo.upsertSubmission(tx, { assignmentId, studentId: userId, taskType: body.taskType, taskId: rowId, ...taken }),
  );
  return { id: saved.id, assignmentId, ...figuresOf(saved) };
}

/** A De-Jargonizer assignment's text pasted on the course page: measured and kept by the course, whatever the student's storage choice. */
async function submitPastedText(
  context: CourseContext,
  userId: string,
  courseId: string,
  assignment: repo.AssignmentRow,
  text: string,
) {
  const wanted = taskTypeOfAssignment(assignment.kind as AssignmentKind);
  if (wanted !== 'dejargonizer') {
    throw new AppError(
      400,
      E.wrongTaskType,
      `This assignment takes a ${wanted} task, not a pasted text.`,
      undefined,
      { field: 'text' },
    );
  }
  const saved = await keepDejargonizerText(context, { courseId, assignmentId: assignment.id, userId, kind: assignment.kind }, text);
  return { id: saved.id, assignmentId: assignment.id, ...figuresOf(saved) };
}

/** A De-Jargonizer text kept by the course as the student's submission, measured now. */
export function keepDejargonizerText(context: CourseContext, target: AttachTarget, text: string) {
  const measured = measureText(context.dictionaries, text);
  return attachUnderLock(context, target, (tx) =>
    repo.upsertSubmission(tx, {
      assignmentId: target.assignmentId,
      studentId: target.userId,
      taskType: 'dejargonizer',
      taskId: null,
      text,
      status: 'finished',
      seconds: null,
      ...measured,
    }),
  );
}

export interface AttachTarget {
  assignmentId: string;
  userId: string;
  /** The course the caller named; without it, the assignment's own. */
  courseId?: string;
  /** The kind the work was taken for: an assignment changed to another kind meanwhile takes none of it. */
  kind: string;
}

/**
 * Writes a submission in one transaction with its student's membership and its assignment
 * share-locked (repo.lockAttachTargets): a removal, a leave or the assignment's delete either comes
 * first, and the attach answers 404 as for a non-member or a missing assignment, or waits for it and
 * counts (or removes) the work it attached. A removed student never comes back this way.
 */
export async function attachUnderLock<T>(
  context: CourseContext,
  target: AttachTarget,
  write: (tx: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await context.db.transaction(async (tx) => {
      const locked = await repo.lockAttachTargets(tx, target.assignmentId, target.userId, target.courseId);
      if (locked === 'not-member') throw courseNotFound();
      if (locked === 'no-assignment' || locked.kind !== target.kind) throw notFound('No such assignment.');
      return write(tx);
    });
  } catch (error) {
    // The assignment (or the account) gone under a write that took no lock on it.
    if (sqlStateOf(error) === '23503') throw notFound('No such assignment.');
    throw error;
  }
}

/** The conversation the student last left on an exercise assignment, to continue it here (students). */
export async function assignmentSession(context: CourseContext, userId: string, courseId: string, assignmentId: string) {
  await requireMember(context, userId, courseId, 'student');
  const assignment = await repo.findAssignment(context.db, courseId, assignmentId);
  if (!assignment) throw notFound('No such assignment.');
  return { session: await repo.findCourseSession(context.db, assignmentId, userId) };
}

export async function submissionDetail(
  context: CourseContext,
  userId: string,
  courseId: string,
  submissionId: string,
): Promise<SubmissionDetailReply> {
  const visible = await canViewSubmission(context.db, userId, courseId, submissionId);
  const found = await requireSubmission(context, submissionId, visible);
  const { submission } = found;
  const [comments, task] = await Promise.all([
    repo.listComments(context.db, submissionId),
    ownTaskOf(context, submission),
  ]);
  const colouring = colouringOf(context.dictionaries, submission, task);
  return {
    submission: {
      id: submission.id,
      assignmentId: submission.assignmentId,
      ...figuresOf(submission),
      assignmentTitle: found.assignmentTitle,
      studentName: found.studentName,
      taskType: submission.taskType as TaskType,
      text: submission.text,
      transcript: task && task.dejargonizer === null ? task.conversation : null,
      ...(colouring ? { colouring } : {}),
    },
    comments: comments.map((row) => toComment(row, userId)),
  };
}

/** The task attached, as the student's task viewer shows it, while it is still the student's. */
async function ownTaskOf(context: CourseContext, submission: repo.SubmissionRow) {
  const type = submission.taskType as TaskType;
  if (submission.taskId === null) return null;
  const row = await findTaskRow(context.db, type, submission.taskId);
  if (!row || row.userId !== submission.studentId) return null;
  return toTaskDetail(type, row);
}

/** A De-Jargonizer text's colouring: the period it was measured with, the key terms of its task. */
function colouringOf(dictionaries: DictionarySet, submission: repo.SubmissionRow, task: TaskDetail | null) {
  if (submission.taskType !== 'dejargonizer' || submission.text.trim() === '') return null;
  const record = task?.dejargonizer ?? null;
  return { period: periodOfText(dictionaries, submission.text, record?.dictionary), keyTerms: record?.keyTerms ?? null };
}
