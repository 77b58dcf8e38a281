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
}
