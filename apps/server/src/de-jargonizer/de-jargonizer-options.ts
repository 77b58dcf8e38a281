// What app.ts hands the De-Jargonizer's routes (de-jargonizer-routes.ts and each resource's
// module): the dictionaries, the grading threads and the recorder.
import type { DictionarySet } from '@scicomm/jargon';
import type { GradingPool } from '../text-analysis/index.ts';
import type { GradingRecorder } from './grading-recorder.ts';

export interface DeJargonizerOptions {
  /** Every period dictionary, loaded once at start (loadDictionaries of @scicomm/jargon/load). */
  dictionaries: DictionarySet;
  /** The worker threads that read and grade uploads and long texts; closed with the app. */
  pool: GradingPool;
  /** Where each grading's record is written. */
  recorder: GradingRecorder;
  /** A text analysed for a course's De-Jargonizer assignment (`?course=…&assignment=…`, docs/courses.md). */
  courseWork?: CourseTextWork;
}

/** What the courses module does around an analysis done for an assignment. */
export interface CourseTextWork {
  /** Throws 404 unless the caller is a current student of the course and the assignment a De-Jargonizer text. */
  check(userId: string | null, courseId: string, assignmentId: string, kind: 'dejargonizer'): Promise<unknown>;
  /** Keeps the text and its figures as the student's submission. */
  recordText(userId: string, assignmentId: string, text: string): Promise<void>;
}
