// Reader checks of a course (docs/courses.md "Reader checks"): a trainer sends a student's text,
// with the student's agreement, to the course's readers. The check belongs to the submission (no
// writer owns it; it is deleted with the submission) and its results open for the course's
// trainers. The courses feature decides who may make and read one; this module knows checks only
// by their submission.
import type { ReaderCheckResults, ReaderCheckSummary } from '@scicomm/shared/reader-check-api';
import { countReaderResponses, courseReaderCheckOfText, listChecksOfSubmissions } from './reader-check-repository.ts';
import type { Executor } from '../db/executor.ts';
import { resultsOfCheck, summaryOf, type ReaderCheckContext } from './reader-check-service.ts';
import { textDigestOf } from './reader-check-state.ts';
import { automaticCheckOf } from './reader-check-words.ts';

/** How many readers a course's check asks for and takes (the reader check's default target). */
export const COURSE_CHECK_TARGET_READERS = 20;
/** How long a course's check stays open after it is sent (or sent again). */
export const COURSE_CHECK_OPEN_DAYS = 30;

/** A submission's check as the trainers' grid shows it; `current`: made from the text attached now. */
export type SubmissionCheck = ReaderCheckSummary & { submissionId: string; current: boolean };

export interface CourseReaderChecks {
  /**
   * The submission's check of its text: the one it has when the text is unchanged (`made` false,
   * its readers kept), else a new one replacing the check of an earlier text. A text without
   * words, in a script the measure cannot read or over the check's limits makes none: null. `tx`:
   * the caller's transaction, which holds the submission's row lock.
   */
  checkForSubmission(
    tx: Executor,
    input: { submissionId: string; title: string; text: string },
  ): Promise<{ check: SubmissionCheck; made: boolean } | null>;
  /** The checks of these submissions, given the text each has now. */
  checksOfSubmissions(submissions: ReadonlyArray<{ id: string; text: string }>): Promise<Map<string, SubmissionCheck>>;
  /** A submission's check's results, as a writer sees their own; null without a check. */
  results(submissionId: string): Promise<ReaderCheckResults | null>;
}

/** `contextOf`: asked at each call, since the site's origin is known only once the server listens. */
export function courseReaderChecks(contextOf: () => ReaderCheckContext): CourseReaderChecks {
  return {
    async checkForSubmission(tx, { submissionId, title, text }) {
      const { dictionaries, origin } = contextOf();
      const row = automaticCheckOf(text, dictionaries, { title, clarityRating: false, targetReaders: COURSE_CHECK_TARGET_READERS });
      if (!row) return null;
      const closesAt = new Date(Date.now() + COURSE_CHECK_OPEN_DAYS * 24 * 60 * 60 * 1000);
      const { check, made } = await courseReaderCheckOfText(tx, { ...row, closesAt, courseSubmissionId: submissionId });
      const readers = made ? 0 : await countReaderResponses(tx, check.id);
      return { check: { ...summaryOf(origin, check, readers), submissionId, current: true }, made };
    },
    async checksOfSubmissions(submissions) {
      const { db, origin } = contextOf();
      const digests = new Map(submissions.map(({ id, text }) => [id, textDigestOf(text)]));
      const rows = await listChecksOfSubmissions(db, [...digests.keys()]);
      return new Map(
        rows.map(({ check, readers }) => {
          const submissionId = check.courseSubmissionId ?? '';
          return [submissionId, { ...summaryOf(origin, check, readers), submissionId, current: digests.get(submissionId) === check.textDigest }];
        }),
      );
    },
    async results(submissionId) {
      const context = contextOf();
      const [row] = await listChecksOfSubmissions(context.db, [submissionId]);
      return row ? resultsOfCheck(context, row.check) : null;
    },
  };
}
