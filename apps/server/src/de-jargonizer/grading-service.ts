// Grading a submitted text or file and keeping its record (docs/de-jargonizer.md "Worker pool",
// docs/decisions.md "Privacy"): a short pasted text is measured on the event loop (a longer one
// too while the pool sleeps: GradingPool.measuresOnLoop), a file or a long text in the grading
// pool's threads, whose reply comes back as JSON bytes ready to send.
// The routes (grading-routes.ts) read the request and send what this returns; the measuring is
// text-analysis/'s, the record grading-recorder.ts's.
import type { AnalysisReply, GradingResult } from '@scicomm/shared/de-jargonizer-api';
import type { DictionarySet } from '@scicomm/jargon';
import type { StoragePolicy } from '../account/index.ts';
import {
  analyseText,
  gradeText,
  withTaskId,
  type GradeTask,
  type GradingPool,
  type UploadedFile,
} from '../text-analysis/index.ts';
import { recordGrading, type GradingRecorder } from './grading-recorder.ts';

/** A reply the pool's thread has already serialised (with the stored task id): its JSON in pieces. */
export interface SerialisedReply {
  readonly json: readonly Buffer[];
}

export interface Submission {
  /** A period code already checked (dictionaryFor). */
  readonly period: string;
  /** Measure in the language of the text's script when `period` is of the other script. */
  readonly byScript: boolean;
  /** The file name without its extension, or "". */
  readonly name: string;
  readonly text?: string;
  readonly file?: UploadedFile;
}

/**
 * Who is asking, asked only when the record is written (after the text has passed its checks:
 * a bad text is a 400 even when a stale bearer token would be a 401).
 */
export type OwnerLookup = () => Promise<StoragePolicy>;

export class GradingService {
  private readonly dictionaries: DictionarySet;
  private readonly pool: GradingPool;
  private readonly recorder: GradingRecorder;

  constructor(dictionaries: DictionarySet, pool: GradingPool, recorder: GradingRecorder) {
    this.dictionaries = dictionaries;
    this.pool = pool;
    this.recorder = recorder;
  }

  /** The original's grading result (POST /api/TextGrading/Grade). */
  async grade(owner: OwnerLookup, submission: Submission): Promise<GradingResult | SerialisedReply> {
    const text = submission.text ?? '';
    if (submission.file || !this.pool.measuresOnLoop(text.length)) return this.inPool(owner, submission);
    const { result } = await gradeText(this.dictionaries, { ...submission, text });
    result.taskId = await recordGrading(this.recorder, await owner(), text, result);
    return result;
  }

  /** The page's reply: the text once with a band letter per word (POST /api/de-jargonizer/analyses). */
  async analyse(
    owner: OwnerLookup,
    submission: Submission & { readonly text: string; readonly keyTerms: readonly string[] },
  ): Promise<AnalysisReply | SerialisedReply> {
    const { text, keyTerms } = submission;
    if (!this.pool.measuresOnLoop(text.length)) return this.inPool(owner, { ...submission, form: 'analysis', keyTerms });
    const { result, storedHtml } = await analyseText(this.dictionaries, submission);
    result.taskId = await recordGrading(this.recorder, await owner(), text, { ...result, htmlResult: storedHtml() }, keyTerms);
    return result;
  }

  /** Reads and grades in a worker thread; the reply's JSON comes back ready to send. */
  private async inPool(owner: OwnerLookup, task: Omit<GradeTask, 'kind' | 'keepText'>): Promise<SerialisedReply> {
    const policy = await owner();
    const keepText = policy.userId !== null && policy.saveTexts;
    const outcome = await this.pool.grade({ kind: 'grade', ...task, keepText });
    const taskId = await recordGrading(this.recorder, policy, outcome.text ?? '', outcome.record, task.keyTerms);
    return { json: withTaskId(outcome.reply, taskId) };
  }
}

export function isSerialised(reply: object): reply is SerialisedReply {
  return 'json' in reply && Array.isArray(reply.json);
}
