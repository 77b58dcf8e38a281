// What every course service is given and asks first (docs/courses.md "Who sees what"): the
// request's context, and the caller's part in the course, looked up once through the permissions
// module. A course the caller is not in does not exist for them: 404, never 403.
import type { DictionarySet } from '@scicomm/jargon';
import { COURSE_ERROR_CODES as E } from '@scicomm/shared/course-api';
import type { Database } from '../db/client.ts';
import { AppError, notFound } from '../http/errors.ts';
import { courseRoleOf } from '../permissions/index.ts';
import { findSubmission } from './course-repository.ts';

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

export const courseNotFound = () => new AppError(404, E.notFound, 'No such course.');
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's part in the course (the permissions module's one member look-up): a 404
 * COURSE_NOT_FOUND when they have none, or not the part asked for.
 */
export async function requireMember(
  context: CourseContext,
  userId: string,
  courseId: string,
  part?: 'trainer' | 'student',
): Promise<'trainer' | 'student'> {
  const role = await courseRoleOf(context.db, userId, courseId);
  if (role === null || (part !== undefined && role !== part)) throw courseNotFound();
  return role;
}

/** The caller's part in the course, or null: not in it, left it, or not a course id. */
export const roleIn = (context: CourseContext, userId: string, courseId: string) => courseRoleOf(context.db, userId, courseId);

/** The submission, once the caller was found to see it (`visible`); a 404 otherwise. */
export async function requireSubmission(context: CourseContext, submissionId: string, visible: boolean) {
  if (!visible) throw notFound('No such submission.');
  const found = await findSubmission(context.db, submissionId);
  if (!found) throw notFound('No such submission.');
  return found;
}
