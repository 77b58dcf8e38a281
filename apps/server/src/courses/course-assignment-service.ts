// A course's assignments (docs/courses.md "Assignments", "Corrections"): adding one, correcting it
// and deleting it with the count of submissions the trainer confirmed.
import {
  COURSE_ERROR_CODES as E,
  type Assignment,
  type AssignmentKind,
  type CourseReaders,
  type CreateAssignmentBody,
  type UpdateAssignmentBody,
} from '@scicomm/shared/course-api';
import { AppError, notFound } from '../http/errors.ts';
import { sqlStateOf } from '../db/database-errors.ts';
import { requireMember, type CourseContext } from './course-context.ts';
import * as repo from './course-repository.ts';

export function toAssignment(row: repo.AssignmentRow): Assignment {
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


export async function createAssignment(
  context: CourseContext,
  userId: string,
  courseId: string,
  body: Required<CreateAssignmentBody>,
): Promise<Assignment> {
  await requireMember(context, userId, courseId, 'trainer');
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
  await requireMember(context, userId, courseId, 'trainer');
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
  await requireMember(context, userId, courseId, 'trainer');
  const attached = await repo.deleteAssignment(context.db, courseId, assignmentId, submissions);
  if (attached === 'deleted') return;
  if (attached === 'missing') throw notFound('No such assignment.');
  throw new AppError(
    409,
    E.hasSubmissions,
    `${attached} students attached work to this assignment; deleting it deletes the course's copies (their own saved tasks stay). Confirm with submissions=${attached}.`,
  );
}
