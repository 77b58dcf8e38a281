// A course itself (docs/courses.md): creating one, the list of one's courses, its page, the
// trainers' corrections of it and its join code. Joining, leaving and removing members:
// course-membership-service.ts; assignments, submissions, comments and the dashboard each have a
// service of their own, as their routes do.
import { randomInt } from 'node:crypto';
import {
  formatJoinCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  type Course,
  type CourseDetailReply,
  type CourseLanguage,
  type CourseReaders,
  type CreateCourseBody,
  type SubmissionStatus,
  type UpdateCourseBody,
} from '@scicomm/shared/course-api';
import { AppError } from '../http/errors.ts';
import { sqlStateOf } from '../db/database-errors.ts';
import { toAssignment } from './course-assignment-service.ts';
import { courseNotFound, requireMember, type CourseContext } from './course-context.ts';
import * as members from './course-member-repository.ts';
import * as repo from './course-repository.ts';

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
  const role = await requireMember(context, userId, courseId);
  const course = await repo.findCourse(context.db, courseId);
  if (!course) throw courseNotFound();
  const [assignments, trainers, own, students, membership] = await Promise.all([
    repo.listAssignments(context.db, courseId),
    members.listTrainers(context.db, courseId),
    role === 'student' ? repo.listSubmissions(context.db, courseId, userId) : Promise.resolve([]),
    role === 'trainer' ? members.listStudents(context.db, courseId, false) : Promise.resolve([]),
    role === 'student' ? members.findMembership(context.db, courseId, userId) : Promise.resolve(undefined),
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

/** A trainer corrects the course's name, language, readers or days (the end never before the start). */
export async function updateCourse(
  context: CourseContext,
  userId: string,
  courseId: string,
  changes: UpdateCourseBody,
): Promise<Course> {
  await requireMember(context, userId, courseId, 'trainer');
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
  await requireMember(context, userId, courseId, 'trainer');
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
