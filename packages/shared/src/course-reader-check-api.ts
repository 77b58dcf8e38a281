// A course's reader checks (docs/courses.md "Reader checks"): a student lets the course's readers
// check one of their submissions, a trainer makes the reader check from it, and the trainers see
// its readers on the student's row and its results.
import { z } from 'zod';
import { readerCheckSummarySchema } from './reader-check-api.ts';

export const COURSE_READER_CHECK_ERROR_CODES = {
  notAgreed: 'READERS_NOT_AGREED',
  notFinished: 'SUBMISSION_NOT_FINISHED',
  notCheckable: 'TEXT_NOT_CHECKABLE',
} as const;

export const readersAgreementBodySchema = z.object({ agree: z.boolean() });
export type ReadersAgreementBody = z.infer<typeof readersAgreementBodySchema>;

/** A submission's check; `current`: made from the text attached now (false once another was attached). */
export const submissionCheckSchema = readerCheckSummarySchema.extend({ current: z.boolean() });
export type SubmissionCheck = z.infer<typeof submissionCheckSchema>;

/** A submission's reader check as its page and the trainers' grid show it. */
export const submissionReaderCheckSchema = z.object({
  submissionId: z.uuid(),
  /** The student let the course's readers check the text attached now. */
  agreed: z.boolean(),
  check: submissionCheckSchema.nullable(),
});
export type SubmissionReaderCheck = z.infer<typeof submissionReaderCheckSchema>;

/** Every submission of the course that has an agreement or a check (trainers). */
export const courseReaderChecksReplySchema = z.object({
  submissions: z.array(submissionReaderCheckSchema),
});
export type CourseReaderChecksReply = z.infer<typeof courseReaderChecksReplySchema>;
