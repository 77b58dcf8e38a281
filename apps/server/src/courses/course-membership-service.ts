// Who is in a course (docs/courses.md "Joining and leaving", "Corrections"): the join screen and
// the join link's summary, joining with the code, leaving, a student's comment mail setting, and a
// trainer removing a student or a co-trainer.
import {
  COURSE_ERROR_CODES as E,
  type CourseLanguage,
  type CourseTrainer,
  type InvitationSummary,
  type JoinPreviewReply,
} from '@scicomm/shared/course-api';
import { AppError, notFound } from '../http/errors.ts';
import { courseNotFound, requireMember, roleIn, type CourseContext } from './course-context.ts';
import { findUserEmail } from './course-invitation-repository.ts';
import * as members from './course-member-repository.ts';
import * as repo from './course-repository.ts';
import { trainerRemovedMail } from './course-removal-mail.ts';

/** A student's "E-mail me when a trainer comments on my work" (students only; anyone else 404). */
export async function setCommentMail(
  context: CourseContext,
  userId: string,
  courseId: string,
  on: boolean,
  language?: CourseLanguage,
): Promise<{ comments: boolean }> {
  if (!(await members.setNotifyComments(context.db, courseId, userId, on, language))) throw courseNotFound();
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
    members.listTrainerNames(context.db, course.id),
    roleIn(context, userId, course.id),
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
  return { name: course.name, trainers: await members.listTrainerNames(context.db, course.id) };
}

/** Joins as a student (again, after leaving); a trainer stays a trainer. */
export async function joinCourse(
  context: CourseContext,
  userId: string,
  code: string,
): Promise<{ courseId: string }> {
  const course = await courseWithCode(context, code);
  await members.upsertStudent(context.db, course.id, userId);
  return { courseId: course.id };
}

export async function leaveCourse(
  context: CourseContext,
  userId: string,
  courseId: string,
  keepWork: boolean,
): Promise<void> {
  const role = await requireMember(context, userId, courseId);
  if (role === 'student') return members.markStudentLeft(context.db, courseId, userId, !keepWork);
  // A co-trainer goes as a trainer removed by another would: their comments stay.
  if (!(await members.removeCoTrainer(context.db, courseId, userId)))
    throw new AppError(403, E.ownerCannotLeave, 'The trainer who created the course cannot leave it.');
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
  await requireMember(context, userId, courseId, 'trainer');
  if (!(await members.removeStudent(context.db, courseId, studentId)))
    throw notFound('No such student in this course.');
}

/**
 * A trainer removes a co-trainer (or themselves, when they did not create the course); the creator
 * stays (403). The invitations the co-trainer sent go with them; one removed by another is told by
 * mail, sent after the answer (a failure is logged).
 */
export async function removeTrainer(
  context: CourseContext,
  userId: string,
  courseId: string,
  trainerId: string,
): Promise<CourseTrainer[]> {
  await requireMember(context, userId, courseId, 'trainer');
  const course = await repo.findCourse(context.db, courseId);
  if (course?.ownerId === trainerId)
    throw new AppError(403, E.ownerStays, 'The trainer who created the course cannot be removed.');
  if (!(await members.removeCoTrainer(context.db, courseId, trainerId)))
    throw notFound('No such co-trainer in this course.');
  if (course && trainerId !== userId) void tellRemovedTrainer(context, trainerId, course);
  return members.listTrainers(context.db, courseId);
}

async function tellRemovedTrainer(context: CourseContext, trainerId: string, course: { name: string; language: string }): Promise<void> {
  const { mailer } = context;
  if (!mailer) return;
  try {
    const to = await findUserEmail(context.db, trainerId);
    if (to) await mailer.send({ to, ...trainerRemovedMail(course.language as CourseLanguage, course.name) });
  } catch (error) {
    context.log?.warn({ err: error }, 'The e-mail telling a co-trainer they were removed could not be sent.');
  }
}
