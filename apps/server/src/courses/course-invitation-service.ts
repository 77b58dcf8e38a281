// Co-trainers are invited, never added (docs/courses.md "Co-trainers"): a trainer invites an
// e-mail address; the person signed in with that address accepts or declines from the mailed
// link; until then they see nothing of the course.
// - Inviting answers the same whatever the address (an account or not, a member or not): the
//   request never looks the address up, and the mail goes out after the answer, so neither the
//   reply nor its time tells whether an address has an account.
// - The link's token is 256 random bits; only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import {
  COURSE_ERROR_CODES as E,
  TRAINER_INVITATION_DAYS,
  type CourseLanguage,
  type InvitationPreview,
  type TrainerInvitation,
} from '@scicomm/shared/course-api';
import { AppError } from '../http/errors.ts';
import { invitationMail } from './course-invitation-mail.ts';
import * as repo from './course-invitation-repository.ts';
import { findCourse } from './course-repository.ts';
import { courseNotFound, requireMember, type CourseContext } from './course-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The invitation page's address for a token. */
export const invitationUrlOf = (origin: string, token: string) => `${origin}/courses/trainer-invitations/${token}`;

const invitationNotFound = () =>
  new AppError(
    404,
    E.invitationNotFound,
    'This invitation is not valid: it was answered or withdrawn, the trainer who sent it no longer trains the course, or it was never made.',
  );

function toInvitation(row: repo.InvitationRow, now: Date): TrainerInvitation {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

/** A trainer invites an address; the mail is sent in the background (a failure is logged). */
export async function inviteTrainer(
  context: CourseContext,
  userId: string,
  courseId: string,
  email: string,
  now = new Date(),
): Promise<TrainerInvitation> {
  await requireMember(context, userId, courseId, 'trainer');
  const course = await findCourse(context.db, courseId);
  if (!course) throw courseNotFound();
  const token = randomBytes(32).toString('base64url');
  const row = await repo.replaceInvitation(context.db, {
    courseId,
    email: email.trim(),
    tokenHash: hashToken(token),
    invitedBy: userId,
    expiresAt: new Date(now.getTime() + TRAINER_INVITATION_DAYS * DAY_MS),
  });
  if (context.mailer) {
    const mail = invitationMail(course.language as CourseLanguage, invitationUrlOf(context.origin, token));
    const mailer = context.mailer;
    setImmediate(() => {
      mailer.send({ to: row.email, ...mail }).catch((error: unknown) => {
        context.log?.warn({ err: error }, 'The e-mail inviting a co-trainer could not be sent.');
      });
    });
  }
  return toInvitation(row, now);
}

export async function listInvitations(
  context: CourseContext,
  userId: string,
  courseId: string,
  now = new Date(),
): Promise<TrainerInvitation[]> {
  await requireMember(context, userId, courseId, 'trainer');
  return (await repo.listInvitations(context.db, courseId)).map((row) => toInvitation(row, now));
}

export async function withdrawInvitation(
  context: CourseContext,
  userId: string,
  courseId: string,
  invitationId: string,
): Promise<void> {
  await requireMember(context, userId, courseId, 'trainer');
  if (!(await repo.deleteInvitation(context.db, courseId, invitationId))) throw invitationNotFound();
}

/**
 * The invitation of a token, for the signed-in user: 404 when there is none, 403 when it was sent
 * to another address than theirs (nothing of the course is shown), 410 once it expired.
 */
async function invitationFor(context: CourseContext, userId: string, token: string, now: Date) {
  const found = await repo.findInvitationByToken(context.db, hashToken(token));
  if (!found) throw invitationNotFound();
  const email = await repo.findUserEmail(context.db, userId);
  if (email?.toLowerCase() !== found.invitation.email.toLowerCase())
    throw new AppError(
      403,
      E.invitationForAnother,
      'This invitation was sent to another e-mail address. Sign out, then sign in with the address that received it (or create an account with it).',
    );
  if (found.invitation.expiresAt <= now)
    throw new AppError(410, E.invitationExpired, 'This invitation has expired: ask the trainer for a new one.');
  return found;
}

export async function invitationPreview(
  context: CourseContext,
  userId: string,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const { invitation, course, invitedBy } = await invitationFor(context, userId, token, now);
  return {
    courseName: course.name,
    language: course.language as CourseLanguage,
    startsOn: course.startsOn,
    endsOn: course.endsOn,
    invitedBy,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Accepts (the user becomes a trainer) or declines; either way the link works no more. */
export async function answerInvitation(
  context: CourseContext,
  userId: string,
  token: string,
  accept: boolean,
  now = new Date(),
): Promise<{ courseId: string }> {
  const { invitation } = await invitationFor(context, userId, token, now);
  const outcome = await repo.answerInvitation(context.db, invitation, userId, accept);
  if (outcome === 'gone') throw invitationNotFound();
  if (outcome === 'student')
    throw new AppError(409, E.alreadyMember, 'You are a student of this course, so you cannot also train it.');
  return { courseId: invitation.courseId };
}
