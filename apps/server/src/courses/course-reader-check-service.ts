// A course's reader checks (docs/courses.md "Reader checks"): the student lets the course's
// readers check a submission's text, a trainer makes the reader check from it (the reader-check
// feature's, owned by the submission), and the trainers see its readers and results.
// - The agreement is for the text attached now: attaching another text asks for it again.
// - A submission the caller may not see does not exist for them (404); a student who left shares
//   nothing new, so no check is made of their work.
import type { ReaderCheckResults } from '@scicomm/shared/reader-check-api';
import { COURSE_ERROR_CODES } from '@scicomm/shared/course-api';
import {
  COURSE_READER_CHECK_ERROR_CODES as E,
  type SubmissionReaderCheck,
} from '@scicomm/shared/course-reader-check-api';
import type { Database } from '../db/client.ts';
import { AppError, notFound } from '../http/errors.ts';
import { canReplyOnSubmission, canTeachCourse, canViewSubmission } from '../permissions/index.ts';
import type { CourseReaderChecks } from '../reader-checks/index.ts';
import * as repo from './course-reader-check-repository.ts';

export interface CourseReaderCheckContext {
  db: Database;
  readerChecks: CourseReaderChecks;
}

const submissionNotFound = () => notFound('No such submission.');

/** The agreement holds for the text attached when it was given. */
const agreedNow = (submission: repo.SubmissionForCheck) =>
  submission.studentInCourse &&
  submission.readersAgreedAt !== null &&
  submission.readersAgreedAt.getTime() >= submission.submittedAt.getTime();

/** What the submission's page and the grid's row show: its agreement now and its check. */
const stateWith = (
  checks: ReadonlyMap<string, NonNullable<SubmissionReaderCheck['check']>>,
  submission: repo.SubmissionForCheck,
): SubmissionReaderCheck => ({
  submissionId: submission.id,
  agreed: agreedNow(submission),
  check: checks.get(submission.id) ?? null,
});

async function stateOf(
  context: CourseReaderCheckContext,
  submission: repo.SubmissionForCheck,
): Promise<SubmissionReaderCheck> {
  return stateWith(await context.readerChecks.checksOfSubmissions([submission]), submission);
}

async function requireSubmission(context: CourseReaderCheckContext, submissionId: string) {
  const submission = await repo.findSubmissionForCheck(context.db, submissionId);
  if (!submission) throw submissionNotFound();
  return submission;
}

/** A trainer of the course who may see the submission; else it does not exist for them (404). */
async function requireTrainerOfSubmission(
  context: CourseReaderCheckContext,
  userId: string,
  courseId: string,
  submissionId: string,
): Promise<void> {
  if (
    !(await canTeachCourse(context.db, userId, courseId)) ||
    !(await canViewSubmission(context.db, userId, courseId, submissionId))
  )
    throw submissionNotFound();
}

/** A submission's agreement and check (the course's trainers, and the student who made it). */
export async function submissionReaderCheck(
  context: CourseReaderCheckContext,
  userId: string,
  courseId: string,
  submissionId: string,
): Promise<SubmissionReaderCheck> {
  if (!(await canViewSubmission(context.db, userId, courseId, submissionId)))
    throw submissionNotFound();
  return stateOf(context, await requireSubmission(context, submissionId));
}

/** The student gives or withdraws their agreement, for the text attached now. */
export async function setReadersAgreement(
  context: CourseReaderCheckContext,
  userId: string,
  courseId: string,
  submissionId: string,
  agree: boolean,
): Promise<SubmissionReaderCheck> {
  if (!(await canReplyOnSubmission(context.db, userId, courseId, submissionId)))
    throw submissionNotFound();
  await repo.setReadersAgreement(context.db, submissionId, agree);
  return stateOf(context, await requireSubmission(context, submissionId));
}

/**
 * A trainer sends the submission's text to readers, once the student agreed: the check it has of
 * this text (`made` false), else a new one.
 */
export async function sendSubmissionToReaders(
  context: CourseReaderCheckContext,
  userId: string,
  courseId: string,
  submissionId: string,
): Promise<{ state: SubmissionReaderCheck; made: boolean }> {
  await requireTrainerOfSubmission(context, userId, courseId, submissionId);
  // The submission's row stays locked until the check is made: sends at once, a withdrawal or the
  // student leaving wait for each other, and each reads the agreement and membership afresh.
  return context.db.transaction(async (tx) => {
    await repo.lockSubmission(tx, submissionId);
    const submission = await repo.findSubmissionForCheck(tx, submissionId);
    if (!submission) throw submissionNotFound();
    if (!agreedNow(submission))
      throw new AppError(409, E.notAgreed, 'The student has not let the readers check this text.');
    if (submission.status !== 'finished')
      throw new AppError(409, E.notFinished, 'Only a finished text can be sent to readers.');
    const sent = await context.readerChecks.checkForSubmission(tx, {
      submissionId,
      title: submission.assignmentTitle,
      text: submission.text,
    });
    if (!sent)
      throw new AppError(
        400,
        E.notCheckable,
        'This text cannot be sent to readers (no words, too long, or a script the measure does not read).',
      );
    return { state: { submissionId, agreed: true, check: sent.check }, made: sent.made };
  });
}

/** Every submission of the course with an agreement or a check (trainers): the grid's rows show them. */
export async function courseReaderCheckList(
  context: CourseReaderCheckContext,
  userId: string,
  courseId: string,
): Promise<SubmissionReaderCheck[]> {
  if (!(await canTeachCourse(context.db, userId, courseId))) throw new AppError(404, COURSE_ERROR_CODES.notFound, 'No such course.');
  const submissions = await repo.listSubmissionsForChecks(context.db, courseId);
  const checks = await context.readerChecks.checksOfSubmissions(submissions);
  return submissions
    .map((submission) => stateWith(checks, submission))
    .filter((row) => row.agreed || row.check !== null);
}

/** The results of a submission's check (the course's trainers). */
export async function submissionReaderCheckResults(
  context: CourseReaderCheckContext,
  userId: string,
  courseId: string,
  submissionId: string,
): Promise<ReaderCheckResults> {
  await requireTrainerOfSubmission(context, userId, courseId, submissionId);
  const results = await context.readerChecks.results(submissionId);
  if (!results) throw notFound('This submission has no reader check.');
  return results;
}
