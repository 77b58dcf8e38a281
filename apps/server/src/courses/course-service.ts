// Courses (docs/courses.md): creating one, joining with its code and leaving, assignments,
// attaching a student's work to an assignment, the trainers' dashboard and comments.
// - Every course route asks the permissions module first; a course, assignment, submission or
//   comment the caller may not see does not exist for them: 404, never 403.
// - A student's work is copied into the course when it is attached (its final text and the
//   De-Jargonizer's figures of it), so the course keeps it whatever the student's "Don't Save
//   Data" choice, until the student leaves and removes it.
import { randomInt } from 'node:crypto';
import { analyze, JargonError, periodForText, type DictionarySet } from '@scicomm/jargon';
import type { TaskDetail, TaskType } from '@scicomm/shared/account-api';
import {
  COURSE_ERROR_CODES as E,
  formatJoinCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  taskTypeOfAssignment,
  type Assignment,
  type BeforeAfterReply,
  type AssignmentKind,
  type Comment,
  type Course,
  type CourseDetailReply,
  type CourseTrainer,
  type CourseLanguage,
  type CourseReaders,
  type CreateAssignmentBody,
  type CreateCommentBody,
  type CreateCourseBody,
  type DashboardCell,
  type DashboardReply,
  type InvitationSummary,
  type JoinPreviewReply,
  type SubmissionDetailReply,
  type SubmissionFigures,
  type SubmissionStatus,
  type SubmitWorkBody,
  type UpdateAssignmentBody,
  type UpdateCourseBody,
} from '@scicomm/shared/course-api';
import { exerciseManifest, exerciseOfTaskType, type ExerciseId } from '@scicomm/shared/exercises';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { AppError, notFound } from '../http/errors.ts';
import { sqlStateOf } from '../db/database-errors.ts';
import {
  canChangeComment,
  canReplyOnSubmission,
  canTeachCourse,
  canViewSubmission,
  canViewTask,
  courseRoleOf,
} from '../permissions/index.ts';
import { verifyOwnTaskId } from '../exercises/index.ts';
import { findTaskRow, toTaskDetail } from '../account/index.ts';
import { beforeAfter } from './course-before-after.ts';
import { addToCommentMail } from './course-comment-mail-repository.ts';
import { courseFileName, dashboardCsv } from './course-csv.ts';
import * as repo from './course-repository.ts';

export interface CourseContext {
  db: Database;
  /** The secret exercise taskIds are signed with (AUTH_SECRET). */
  secret: string;
  /** The site's address, for join links. */
  origin: string;
  /** The De-Jargonizer's period dictionaries, to measure attached texts. */
  dictionaries: DictionarySet;
  /** The site's mailer (app.auth.mailer), for a co-trainer's invitation. */
  mailer?: { send(message: { to: string; subject: string; text: string }): Promise<void> };
  /** Where a mail that could not be sent is logged. */
  log?: { warn(details: object, message: string): void };
  /** Runs the comment mail sender soon (course-comment-mail-sender.ts); without it no comment mail is queued. */
  wakeCommentMail?: () => void;
}

const courseNotFound = () => new AppError(404, E.notFound, 'No such course.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A fresh join code: JOIN_CODE_LENGTH characters of the alphabet, each drawn with crypto.randomInt. */
export function newJoinCode(): string {
  return Array.from(
    { length: JOIN_CODE_LENGTH },
    () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
  ).join('');
}

/** The join page's address for a code. */
export const joinUrlOf = (origin: string, code: string) =>
  `${origin}/courses/join/${formatJoinCode(code)}`;

function toCourse(row: repo.CourseRow, role: 'trainer' | 'student', origin: string, removed = false): Course {
  const trainer = role === 'trainer';
  return {
    id: row.id,
    name: row.name,
    language: row.language as CourseLanguage,
    readers: row.readers as CourseReaders,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    role,
    joinCode: trainer ? formatJoinCode(row.joinCode) : null,
    joinUrl: trainer ? joinUrlOf(origin, row.joinCode) : null,
    removed,
  };
}

function toAssignment(row: repo.AssignmentRow): Assignment {
  return {
    id: row.id,
    kind: row.kind as AssignmentKind,
    title: row.title,
    instructions: row.instructions,
    readers: row.readers as CourseReaders,
    dueOn: row.dueOn,
    mark: row.mark as Assignment['mark'],
  };
}

/** The caller's part in the course; a 404 when they have none. */
async function requireRole(
  context: CourseContext,
  userId: string,
  courseId: string,
): Promise<'trainer' | 'student'> {
  const role = await courseRoleOf(context.db, userId, courseId);
  if (role === null) throw courseNotFound();
  return role;
}

async function requireTrainer(
  context: CourseContext,
  userId: string,
  courseId: string,
): Promise<void> {
  if (!(await canTeachCourse(context.db, userId, courseId))) throw courseNotFound();
}

// ---- Courses, joining and leaving ----

export async function createCourse(
  context: CourseContext,
  ownerId: string,
  body: CreateCourseBody,
): Promise<Course> {
  // A clash of two 60-bit codes is all but impossible; the unique index decides if one happens.
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await context.db.transaction((tx) =>
        repo.insertCourse(tx, { ...body, ownerId, joinCode: newJoinCode() }),
      );
      return toCourse(row, 'trainer', context.origin);
    } catch (error) {
      if (sqlStateOf(error) !== '23505' || attempt >= 3) throw error;
    }
  }
}

export async function listCourses(context: CourseContext, userId: string): Promise<Course[]> {
  const rows = await repo.listCoursesOf(context.db, userId);
  return rows.map((row) =>
    toCourse(row, row.role === 'trainer' ? 'trainer' : 'student', context.origin, row.removed),
  );
}

export async function courseDetail(
  context: CourseContext,
  userId: string,
  courseId: string,
): Promise<CourseDetailReply> {
  const role = await requireRole(context, userId, courseId);
  const course = await repo.findCourse(context.db, courseId);
  if (!course) throw courseNotFound();
  const [assignments, trainers, own, students, membership] = await Promise.all([
    repo.listAssignments(context.db, courseId),
    repo.listTrainers(context.db, courseId),
    role === 'student' ? repo.listSubmissions(context.db, courseId, userId) : Promise.resolve([]),
    role === 'trainer' ? repo.listStudents(context.db, courseId, false) : Promise.resolve([]),
    role === 'student' ? repo.findMembership(context.db, courseId, userId) : Promise.resolve(undefined),
  ]);
  const byAssignment = new Map(own.map((submission) => [submission.assignmentId, submission]));
  return {
    course: toCourse(course, role, context.origin),
    assignments: assignments.map((row) => {
      const submission = byAssignment.get(row.id);
      return {
        ...toAssignment(row),
        submissionId: submission?.id ?? null,
        status: (submission?.status as SubmissionStatus | undefined) ?? 'notStarted',
      };
    }),
    students: students.map(({ id, name, email }) => ({ id, name, email })),
    trainers: trainers.map(({ id, name, owner }) => ({ name, owner, id: role === 'trainer' ? id : null })),
    notifyComments: membership?.notifyComments ?? false,
  };
}

/** A student's "E-mail me when a trainer comments on my work" (students only; anyone else 404). */
export async function setCommentMail(
  context: CourseContext,
  userId: string,
  courseId: string,
  on: boolean,
  language?: CourseLanguage,
): Promise<{ comments: boolean }> {
  if (!(await repo.setNotifyComments(context.db, courseId, userId, on, language))) throw courseNotFound();
  return { comments: on };
}

/** The course the join code opens; a 404 for a code no course has. */
async function courseWithCode(context: CourseContext, code: string) {
  const course = await repo.findCourseByCode(context.db, code);
  if (!course) throw new AppError(404, E.codeNotFound, 'No course has this join code.');
  return course;
}

/** What the join screen shows; a 404 for a code no course has. */
export async function joinPreview(
  context: CourseContext,
  userId: string,
  code: string,
): Promise<JoinPreviewReply> {
  const course = await courseWithCode(context, code);
  const [trainers, role] = await Promise.all([
    repo.listTrainerNames(context.db, course.id),
    courseRoleOf(context.db, userId, course.id),
  ]);
  return {
    courseId: course.id,
    name: course.name,
    language: course.language as CourseLanguage,
    startsOn: course.startsOn,
    endsOn: course.endsOn,
    trainers,
    member: role !== null,
  };
}

/** What a join link shows before sign-in: the name and the trainers' names (the code is the secret). */
export async function invitationSummary(context: CourseContext, code: string): Promise<InvitationSummary> {
  const course = await courseWithCode(context, code);
  return { name: course.name, trainers: await repo.listTrainerNames(context.db, course.id) };
}

/** Joins as a student (again, after leaving); a trainer stays a trainer. */
export async function joinCourse(
  context: CourseContext,
  userId: string,
  code: string,
): Promise<{ courseId: string }> {
  const course = await courseWithCode(context, code);
  await repo.upsertStudent(context.db, course.id, userId);
  return { courseId: course.id };
}

export async function leaveCourse(
  context: CourseContext,
  userId: string,
  courseId: string,
  keepWork: boolean,
): Promise<void> {
  const role = await requireRole(context, userId, courseId);
  if (role === 'student') return repo.markStudentLeft(context.db, courseId, userId, !keepWork);
  // A co-trainer goes as a trainer removed by another would: their comments stay.
  if (!(await repo.removeCoTrainer(context.db, courseId, userId)))
    throw new AppError(403, E.ownerCannotLeave, 'The trainer who created the course cannot leave it.');
}

/** A trainer corrects the course's name, language, readers or days (the end never before the start). */
export async function updateCourse(
  context: CourseContext,
  userId: string,
  courseId: string,
  changes: UpdateCourseBody,
): Promise<Course> {
  await requireTrainer(context, userId, courseId);
  const course = await repo.findCourse(context.db, courseId);
  if (!course) throw courseNotFound();
  const startsOn = changes.startsOn ?? course.startsOn;
  const endsOn = changes.endsOn ?? course.endsOn;
  if (endsOn < startsOn)
    throw new AppError(400, 'VALIDATION_FAILED', 'The course cannot end before it starts.', undefined, {
      field: changes.endsOn ? 'endsOn' : 'startsOn',
    });
  const row = await repo.updateCourse(context.db, courseId, changes);
  if (!row) throw courseNotFound();
  return toCourse(row, 'trainer', context.origin);
}

/**
 * How long a new join code stands against more asks for one: a double click, a retry, another tab
 * or twenty asks at once get the code the first ask drew, so the code shown is the one that works.
 */
export const JOIN_CODE_BURST_SECONDS = 10;

/** A trainer replaces the join code: the old one opens nothing from now on (one new code per burst of asks). */
export async function renewJoinCode(
  context: CourseContext,
  userId: string,
  courseId: string,
): Promise<Course> {
  await requireTrainer(context, userId, courseId);
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await repo.renewJoinCode(context.db, courseId, newJoinCode(), JOIN_CODE_BURST_SECONDS);
      if (!row) throw courseNotFound();
      return toCourse(row, 'trainer', context.origin);
    } catch (error) {
      if (sqlStateOf(error) !== '23505' || attempt >= 3) throw error;
    }
  }
}

/**
 * A trainer removes a student: what the student attached leaves the course (deleted with its
 * comments and reader checks; their own saved tasks stay theirs) and their course list says they
 * were removed. 404 for anybody who is no student of the course.
 */
export async function removeStudent(
  context: CourseContext,
  userId: string,
  courseId: string,
  studentId: string,
): Promise<void> {
  await requireTrainer(context, userId, courseId);
  if (!(await repo.removeStudent(context.db, courseId, studentId)))
    throw notFound('No such student in this course.');
}

/** A trainer removes a co-trainer (or themselves, when they did not create the course); the creator stays (403). */
export async function removeTrainer(
  context: CourseContext,
  userId: string,
  courseId: string,
  trainerId: string,
): Promise<CourseTrainer[]> {
  await requireTrainer(context, userId, courseId);
  const course = await repo.findCourse(context.db, courseId);
  if (course?.ownerId === trainerId)
    throw new AppError(403, E.ownerStays, 'The trainer who created the course cannot be removed.');
  if (!(await repo.removeCoTrainer(context.db, courseId, trainerId)))
    throw notFound('No such co-trainer in this course.');
  return repo.listTrainers(context.db, courseId);
}

// ---- Assignments and the work attached to them ----

export async function createAssignment(
  context: CourseContext,
  userId: string,
  courseId: string,
  body: Required<CreateAssignmentBody>,
): Promise<Assignment> {
  await requireTrainer(context, userId, courseId);
  if (body.mark !== null && (await repo.markTaken(context.db, courseId, body.mark)))
    throw markTaken(body.mark);
  try {
    return toAssignment(await repo.insertAssignment(context.db, { ...body, courseId }));
  } catch (error) {
    // Two trainers marking at once: the partial unique index keeps one.
    if (sqlStateOf(error) === '23505') throw markTaken(body.mark);
    throw error;
  }
}

const markTaken = (mark: string | null) =>
  new AppError(409, E.markTaken, `Another assignment is already the course's ${mark} text.`);

/**
 * A trainer corrects an assignment: its title, instructions, readers, due day, mark (409
 * MARK_TAKEN when another has it), or its kind while no student attached work to it (409
 * ASSIGNMENT_HAS_SUBMISSIONS: their work is of the old kind).
 */
export async function updateAssignment(
  context: CourseContext,
  userId: string,
  courseId: string,
  assignmentId: string,
  changes: UpdateAssignmentBody,
): Promise<Assignment> {
  await requireTrainer(context, userId, courseId);
  const current = await repo.findAssignment(context.db, courseId, assignmentId);
  if (!current) throw notFound('No such assignment.');
  if (changes.kind !== undefined && changes.kind !== current.kind) {
    const attached = await repo.countAssignmentSubmissions(context.db, assignmentId);
    if (attached > 0)
      throw new AppError(
        409,
        E.hasSubmissions,
        `${attached} students attached work of this kind: the kind cannot change.`,
        undefined,
        { field: 'kind' },
      );
  }
  try {
    const row = await repo.updateAssignment(context.db, courseId, assignmentId, changes);
    if (!row) throw notFound('No such assignment.');
    return toAssignment(row);
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw markTaken(changes.mark ?? null);
    throw error;
  }
}

/**
 * A trainer deletes an assignment. With students' work attached it asks first: `submissions` must
 * be their number (409 ASSIGNMENT_HAS_SUBMISSIONS says it otherwise); the course's copies go with
 * it, the students' own saved tasks stay in their history.
 */
export async function deleteAssignment(
  context: CourseContext,
  userId: string,
  courseId: string,
  assignmentId: string,
  submissions: number,
): Promise<void> {
  await requireTrainer(context, userId, courseId);
  const attached = await repo.deleteAssignment(context.db, courseId, assignmentId, submissions);
  if (attached === 'deleted') return;
  if (attached === 'missing') throw notFound('No such assignment.');
  throw new AppError(
    409,
    E.hasSubmissions,
    `${attached} students attached work to this assignment; deleting it deletes the course's copies (their own saved tasks stay). Confirm with submissions=${attached}.`,
  );
}

/**
 * The fields an exercise's text grows through, first to last (its manifest entry's summary
 * versions): the text a submission is measured on is the last one written.
 */
const textFieldsOf = (exercise: ExerciseId) => exerciseManifest[exercise].summary.versions;

interface Measured {
  words: number | null;
  rareWords: number | null;
  score: number | null;
  rareForms: string[] | null;
}

/** The period a text is measured with: the one its analysis used if there is one, else its script's. */
const periodOfText = (dictionaries: DictionarySet, text: string, wantedPeriod?: string) =>
  periodForText(text, wantedPeriod !== undefined && dictionaries.has(wantedPeriod) ? wantedPeriod : undefined);

/** The De-Jargonizer's figures of a text; all null for a blank text or one in a script it cannot measure. */
export function measureText(
  dictionaries: DictionarySet,
  text: string,
  wantedPeriod?: string,
): Measured {
  const none = { words: null, rareWords: null, score: null, rareForms: null };
  if (text.trim() === '') return none;
  const period = periodOfText(dictionaries, text, wantedPeriod);
  if (!dictionaries.has(period)) return none;
  try {
    const analysis = analyze(text, dictionaries.get(period));
    return {
      words: analysis.counts.total,
      rareWords: analysis.counts.rare,
      score: analysis.score,
      rareForms: analysis.rareWords,
    };
  } catch (error) {
    if (error instanceof JargonError) return none;
    throw error;
  }
}

const dateOf = (value: unknown) => (value instanceof Date ? value : null);
const stringOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** What a task row gives a submission: its text, status, time and measure. */
export function submissionOfTask(
  dictionaries: DictionarySet,
  type: TaskType,
  row: Record<string, unknown>,
) {
  const exercise = exerciseOfTaskType(type);
  if (exercise === null) {
    const text = stringOf(row.text);
    return {
      text,
      status: 'finished' as const,
      seconds: null,
      ...measureText(dictionaries, text, stringOf(row.dictionary)),
    };
  }
  const written = textFieldsOf(exercise)
    .map((field) => stringOf(row[field]))
    .filter((text) => text.trim() !== '');
  const text = written.at(-1) ?? '';
  const start = dateOf(row.startTime) ?? dateOf(row.createdAt);
  const end = dateOf(row.endTime);
  return {
    text,
    status: end === null ? ('inProgress' as const) : ('finished' as const),
    seconds:
      start && end ? Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000)) : null,
    ...measureText(dictionaries, text),
  };
}

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
  if ((await courseRoleOf(context.db, userId, courseId)) !== 'student') throw courseNotFound();
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
function keepDejargonizerText(context: CourseContext, target: AttachTarget, text: string) {
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

interface AttachTarget {
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
async function attachUnderLock<T>(
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

function figuresOf(row: repo.SubmissionRow): SubmissionFigures {
  return {
    status: row.status as SubmissionStatus,
    score: row.score,
    rareShare: row.words ? (row.rareWords ?? 0) / row.words : null,
    words: row.words,
    seconds: row.seconds,
  };
}

// ---- Reading work and commenting on it ----

const toComment = (row: Awaited<ReturnType<typeof repo.listComments>>[number], userId: string): Comment => ({
  id: row.id,
  authorName: row.authorName,
  quote: row.quote,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  editedAt: row.editedAt?.toISOString() ?? null,
  deleted: row.deletedAt !== null,
  mine: row.authorId === userId,
});

/** One comment as the caller sees it, read again after a change. */
async function commentAfterChange(context: CourseContext, userId: string, submissionId: string, commentId: string) {
  const [row] = (await repo.listComments(context.db, submissionId)).filter((c) => c.id === commentId);
  if (!row) throw notFound('No such comment.');
  return toComment(row, userId);
}

/** The submission, once the caller was found to see it (`visible`); a 404 otherwise. */
async function requireSubmission(context: CourseContext, submissionId: string, visible: boolean) {
  if (!visible) throw notFound('No such submission.');
  const found = await repo.findSubmission(context.db, submissionId);
  if (!found) throw notFound('No such submission.');
  return found;
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

export async function addComment(
  context: CourseContext,
  userId: string,
  courseId: string,
  submissionId: string,
  body: Required<CreateCommentBody>,
): Promise<Comment> {
  const trainer = await canTeachCourse(context.db, userId, courseId);
  const visible = trainer && (await canViewSubmission(context.db, userId, courseId, submissionId));
  const found = await requireSubmission(context, submissionId, visible);
  if (body.quote !== null && !found.submission.text.includes(body.quote)) {
    throw new AppError(400, E.quoteNotInText, 'The quoted passage is not in the text.', undefined, {
      field: 'quote',
    });
  }
  const row = await repo.insertComment(context.db, {
    submissionId,
    authorId: userId,
    quote: body.quote,
    body: body.body,
  });
  await mailCommentToStudent(context, courseId, submissionId);
  return commentAfterChange(context, userId, submissionId, row.id);
}

/** The comment its author may change (a trainer of the course who wrote it); 404 for anyone else. */
async function requireOwnComment(context: CourseContext, userId: string, courseId: string, commentId: string) {
  const comment = await repo.findCourseComment(context.db, courseId, commentId);
  if (!comment || !(await canChangeComment(context.db, userId, courseId, commentId)))
    throw notFound('No such comment.');
  return comment;
}

/** Its author corrects a comment's body (not a deleted one: 404). */
export async function updateComment(
  context: CourseContext,
  userId: string,
  courseId: string,
  commentId: string,
  body: string,
): Promise<Comment> {
  const comment = await requireOwnComment(context, userId, courseId, commentId);
  if (!(await repo.updateComment(context.db, commentId, body))) throw notFound('No such comment.');
  return commentAfterChange(context, userId, comment.submissionId, commentId);
}

/** Its author deletes a comment; one the student answered stays as a "comment deleted" mark over the reply. */
export async function deleteComment(
  context: CourseContext,
  userId: string,
  courseId: string,
  commentId: string,
): Promise<void> {
  await requireOwnComment(context, userId, courseId, commentId);
  await repo.deleteComment(context.db, commentId);
}

/**
 * Adds the submission to its student's next comment mail, when they asked for mail and are still
 * in the course, and wakes the sender (course-comment-mail-sender.ts: one mail an hour at most).
 */
async function mailCommentToStudent(context: CourseContext, courseId: string, submissionId: string) {
  if (!context.wakeCommentMail) return;
  const target = await repo.commentMailTarget(context.db, courseId, submissionId);
  if (!target) return;
  await addToCommentMail(context.db, { courseId, studentId: target.studentId }, submissionId, new Date());
  context.wakeCommentMail();
}

export async function replyToComment(
  context: CourseContext,
  userId: string,
  courseId: string,
  commentId: string,
  reply: string,
): Promise<Comment> {
  const comment = await repo.findCourseComment(context.db, courseId, commentId);
  if (!comment || !(await canReplyOnSubmission(context.db, userId, courseId, comment.submissionId)))
    throw notFound('No such comment.');
  if (!(await repo.setReply(context.db, commentId, reply)))
    throw new AppError(409, E.alreadyReplied, 'You have already replied to this comment.');
  return commentAfterChange(context, userId, comment.submissionId, commentId);
}

/** A student's comments across the course, newest first. */
export async function studentComments(context: CourseContext, userId: string, courseId: string) {
  if ((await courseRoleOf(context.db, userId, courseId)) !== 'student') throw courseNotFound();
  const rows = await repo.listStudentComments(context.db, courseId, userId);
  return rows.map((row) => ({
    ...toComment(row, userId),
    submissionId: row.submissionId,
    assignmentTitle: row.assignmentTitle,
  }));
}

// ---- The trainers' dashboard ----

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The interquartile range (quartiles as medians of the lower and upper halves); null under two values. */
export function iqrOf(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return medianOf(sorted.slice(sorted.length - half))! - medianOf(sorted.slice(0, half))!;
}

const notStarted: DashboardCell = {
  submissionId: null,
  status: 'notStarted',
  score: null,
  rareShare: null,
  words: null,
  seconds: null,
};

export async function dashboard(
  context: CourseContext,
  userId: string,
  courseId: string,
): Promise<DashboardReply> {
  await requireTrainer(context, userId, courseId);
  const [assignments, students, submissions, wrongRemarks] = await Promise.all([
    repo.listAssignments(context.db, courseId),
    repo.listStudents(context.db, courseId, true),
    repo.listSubmissions(context.db, courseId),
    repo.countWrongRemarks(context.db, courseId),
  ]);
  const cellOf = new Map(
    submissions.map((row) => [`${row.studentId}\u0000${row.assignmentId}`, row]),
  );
  const rows = students.map((student) => ({
    id: student.id,
    name: student.name,
    email: student.email,
    left: student.leftAt !== null,
    cells: assignments.map((assignment): DashboardCell => {
      const row = cellOf.get(`${student.id}\u0000${assignment.id}`);
      return row ? { submissionId: row.id, ...figuresOf(row) } : notStarted;
    }),
  }));
  const spread = assignments.map((assignment, index) => {
    const cells = rows.map((row) => row.cells[index]!).filter((cell) => cell.submissionId !== null);
    const scores = cells.flatMap((cell) => (cell.score === null ? [] : [cell.score]));
    return {
      assignmentId: assignment.id,
      submitted: cells.length,
      finished: cells.filter((cell) => cell.status === 'finished').length,
      medianScore: medianOf(scores),
      scoreIqr: iqrOf(scores),
      medianRareShare: medianOf(
        cells.flatMap((cell) => (cell.rareShare === null ? [] : [cell.rareShare])),
      ),
      medianWords: medianOf(cells.flatMap((cell) => (cell.words === null ? [] : [cell.words]))),
      wrongRemarks: wrongRemarks
        .filter((row) => row.assignmentId === assignment.id)
        .map(({ kind, reports }) => ({ kind, reports }))
        .sort((a, b) => b.reports - a.reports || a.kind.localeCompare(b.kind)),
    };
  });
  return { assignments: assignments.map(toAssignment), students: rows, spread };
}

// ---- Before and after, and the dashboard's file ----

export async function beforeAndAfter(
  context: CourseContext,
  userId: string,
  courseId: string,
): Promise<BeforeAfterReply> {
  await requireTrainer(context, userId, courseId);
  const [assignments, students, submissions] = await Promise.all([
    repo.listAssignments(context.db, courseId),
    repo.listStudents(context.db, courseId, true),
    repo.listSubmissions(context.db, courseId),
  ]);
  return beforeAfter(assignments, students, submissions);
}

/** The dashboard and the paired change as one CSV file. */
/** The dashboard as a CSV file, named after the course, what it holds and today. */
export async function dashboardFile(
  context: CourseContext,
  userId: string,
  courseId: string,
): Promise<{ fileName: string; csv: string }> {
  const [grid, pairs] = await Promise.all([
    dashboard(context, userId, courseId),
    beforeAndAfter(context, userId, courseId),
  ]);
  const course = await repo.findCourse(context.db, courseId);
  if (!course) throw courseNotFound();
  return { fileName: courseFileName(course.name, 'grid', new Date()), csv: dashboardCsv(grid, pairs) };
}

// ---- An exercise done for an assignment (opened from the student's course page) ----

/**
 * Before an exercise turn that names an assignment: the caller must be a current student of the
 * course and the assignment this exercise; anything else is 404, and the turn does not run.
 */
export async function checkAssignmentWork(
  context: CourseContext,
  userId: string | null,
  courseId: string,
  assignmentId: string,
  kind: AssignmentKind,
): Promise<void> {
  const noSuch = () => notFound('No such assignment.');
  if (userId === null || !UUID.test(courseId) || !UUID.test(assignmentId)) throw noSuch();
  if ((await courseRoleOf(context.db, userId, courseId)) !== 'student') throw noSuch();
  const assignment = await repo.findAssignment(context.db, courseId, assignmentId);
  if (!assignment || assignment.kind !== kind) throw noSuch();
}

/** A text the De-Jargonizer's page analysed for a De-Jargonizer assignment: kept by the course as a pasted one is. */
export async function recordAssignmentText(
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
export async function recordAssignmentWork(
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
