// The grading pool: worker threads (piscina) that read, analyse and serialise uploads and all
// but short pasted texts off the event loop, so that no analysis stops every other request
// (docs/de-jargonizer.md "Worker pool"). One thread per core by default (UPLOAD_WORKERS) and a
// bounded wait (UPLOAD_QUEUE_LIMIT; PASTED_QUEUE_LIMIT for pasted texts): when every thread is
// busy and the queue is full, a new task is refused at once with 503 BUSY and Retry-After instead
// of piling up 15 MB buffers.
import { Piscina } from 'piscina';
import { sharedDictionaries } from '@scicomm/jargon/load';
import { AppError } from '../http/errors.ts';
import { ownMemoryOf } from './transfer.ts';
import type {
  CorpusChunkOutcome,
  CorpusChunkTask,
  DocumentOutcome,
  DocumentTask,
  GradeOutcome,
  GradeTask,
  GradingTask,
  GroupOutcome,
  GroupTask,
  ReadOutcome,
  ReadTask,
  TaskOutcome,
  TaskResult,
} from './grading-tasks.ts';
import type { GradingWorkerData } from './grading-worker.ts';
import type { CompareOutcome, CompareTask } from './compare-texts.ts';

export interface GradingPoolOptions {
  /** Worker threads (config UPLOAD_WORKERS). */
  readonly workers: number;
  /** Tasks that may wait for a free thread (config UPLOAD_QUEUE_LIMIT); more: 503 BUSY. */
  readonly queueLimit: number;
  /** The dictionaries' folder (config DICTIONARY_DIR): the process's shared copy goes to every thread. */
  readonly dictionaryDir: string;
  /**
   * How much lower the threads run than the event loop (default NICE_INCREMENT); 0 in a process
   * that answers no requests (`npm run worker`), whose threads have no event loop to give way to.
   */
  readonly niceIncrement?: number;
  /**
   * Keep every thread alive from the first task on (default: a thread ends after IDLE_TIMEOUT_MS
   * idle). For `npm run worker`, which has nothing else to give the memory to: a thread's start
   * (its modules, 0.4-0.8 s on a busy machine) would otherwise delay each job after a quiet minute.
   */
  readonly keepThreads?: boolean;
}

/**
 * Pasted texts up to this length are measured on the event loop; files and longer texts go to the
 * grading pool. The analysis, its stored HTML and its JSON take about a millisecond at 2,000
 * characters and grow with the text (16 ms at 20,000), while a pooled task costs the loop under
 * one (bench/inline-cost.bench.ts): longer texts measured inline, many in one loop turn, kept
 * health checks waiting hundreds of ms during a burst.
 */
export const INLINE_MAX_CHARS = 2_000;

/**
 * Pasted texts up to this length are measured on the event loop too when no thread is alive and
 * none is at work, and wake one for the texts after them: a thread's start (its modules, about
 * 300 ms) would make a writer's first analysis after a quiet minute many times slower than
 * measuring it here. Chosen by the costliest kind of text, not by English, since the loop may get
 * any: at this length mixed scripts, random Arabic or Hebrew letters take about three times
 * English (10.6 ms against 3.2 on a busy machine), within the bench's 12 ms
 * (bench/inline-cost.bench.ts, "worst text at COLD_INLINE_MAX_CHARS"; first-analysis.bench.ts).
 */
export const COLD_INLINE_MAX_CHARS = 10_000;

/**
 * Pasted texts up to this length wait for a thread in a queue of their own (PASTED_QUEUE_LIMIT):
 * a few KB each, where the upload queue's bound is sized for 15 MB files. Under the uploads' bound
 * a burst of analyses became a flood of 503s whose retries kept the event loop busy and starved
 * the threads.
 */
export const PASTED_MAX_CHARS = 20_000;

/** About half a second of waiting at PASTED_MAX_CHARS (12 ms a text on two threads). */
const PASTED_QUEUE_LIMIT = 64;

/** What a refused upload is told to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 10;

/** How much lower the threads' scheduling priority is than the event loop's. */
const NICE_INCREMENT = 10;

/**
 * A thread that sits idle this long ends, and gives back all it took (a 15 MB .docx grows a
 * thread's heap by hundreds of MB); the next task starts one again (a few hundred ms: no
 * dictionary to read, they are shared).
 */
const IDLE_TIMEOUT_MS = 60 * 1000;

/** Each thread's young generation: V8's default grows to 128 MB per thread, mostly never needed. */
const YOUNG_GENERATION_MB = 16;

export class GradingPool {
  readonly workers: number;
  readonly queueLimit: number;
  private readonly dictionaryDir: string;
  private readonly niceIncrement: number;
  private readonly keepThreads: boolean;
  private piscina: Piscina<GradingTask, TaskResult<TaskOutcome>> | null = null;
  private inFlight = 0;
  private pastedInFlight = 0;
  private closing: Promise<void> | null = null;

  constructor(options: GradingPoolOptions) {
    this.workers = Math.max(1, options.workers);
    this.queueLimit = Math.max(0, options.queueLimit);
    this.dictionaryDir = options.dictionaryDir;
    this.niceIncrement = options.niceIncrement ?? NICE_INCREMENT;
    this.keepThreads = options.keepThreads ?? false;
  }

  // Made with the first task, when the app has loaded the dictionaries the threads will share:
  // tests and the exercise-only paths never pay for it.
  private threads(): Piscina<GradingTask, TaskResult<TaskOutcome>> {
    if (this.piscina) return this.piscina;
    const workerData: GradingWorkerData = { dictionaries: sharedDictionaries({ dir: this.dictionaryDir }) };
    this.piscina = new Piscina({
      filename: new URL('./grading-worker.ts', import.meta.url).href,
      minThreads: this.keepThreads ? this.workers : 0,
      maxThreads: this.workers,
      idleTimeout: IDLE_TIMEOUT_MS,
      // The bound is ours (run below), counted over running and waiting tasks alike.
      maxQueue: Infinity,
      // Grading is batch work: the threads run at a lower priority (nice +10 on Linux and
      // macOS), so that the event loop answering every other request gets a core first.
      niceIncrement: this.niceIncrement,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      workerData,
    });
    return this.piscina;
  }

  /** Tasks running or waiting now. */
  get pending(): number {
    return this.inFlight;
  }

  get closed(): boolean {
    return this.closing !== null;
  }

  /** Worker threads alive now. */
  get threadCount(): number {
    return this.piscina?.threads.length ?? 0;
  }

  /**
   * Whether a pasted text of `chars` characters (both sides of a comparison together) is measured
   * on the event loop: a short one always (INLINE_MAX_CHARS), one up to COLD_INLINE_MAX_CHARS when
   * the pool is cold, which it then wakes. Otherwise it goes to the pool.
   */
  measuresOnLoop(chars: number): boolean {
    if (chars <= INLINE_MAX_CHARS) return true;
    if (chars > COLD_INLINE_MAX_CHARS || this.closing || this.inFlight > 0 || this.threadCount > 0) return false;
    // Counted in flight until the thread runs it: the texts that follow go to the pool.
    this.run({ kind: 'wake' }).catch(() => undefined);
    return true;
  }

  /** Starts the threads and waits until they have loaded their modules (with keepThreads, one wake each). */
  async warm(): Promise<void> {
    await Promise.all(Array.from({ length: this.workers }, () => this.run({ kind: 'wake' })));
  }

  grade(task: GradeTask): Promise<GradeOutcome> {
    return this.run(task) as Promise<GradeOutcome>;
  }

  gradeGroup(task: GroupTask): Promise<GroupOutcome> {
    return this.run(task) as Promise<GroupOutcome>;
  }

  /** A corpus job's chunk (apps/server/src/corpora/corpus-runner.ts). */
  gradeCorpusChunk(task: CorpusChunkTask): Promise<CorpusChunkOutcome> {
    return this.run(task) as Promise<CorpusChunkOutcome>;
  }

  readText(task: ReadTask): Promise<ReadOutcome> {
    return this.run(task) as Promise<ReadOutcome>;
  }

  buildDocument(task: DocumentTask): Promise<DocumentOutcome> {
    return this.run(task) as Promise<DocumentOutcome>;
  }

  /** Two texts before and after (the Compare page, apps/server/src/compare). */
  compareTexts(task: CompareTask): Promise<CompareOutcome> {
    return this.run(task) as Promise<CompareOutcome>;
  }

  private async run(task: GradingTask): Promise<TaskOutcome> {
    if (this.closing)
      throw new AppError(
        503,
        'SHUTTING_DOWN',
        'The server is shutting down. Please try again in a moment.',
      );
    const pasted = isPastedText(task);
    const full = pasted
      ? this.pastedInFlight >= this.workers + PASTED_QUEUE_LIMIT
      : this.inFlight - this.pastedInFlight >= this.workers + this.queueLimit;
    if (full) {
      throw new AppError(
        503,
        'BUSY',
        'The server is busy grading other uploads. Please try again in a few seconds.',
        { 'retry-after': String(RETRY_AFTER_SECONDS) },
      );
    }
    this.inFlight++;
    if (pasted) this.pastedInFlight++;
    try {
      // An upload's bytes go to the thread (the event loop no longer needs them once sent).
      const file = task.kind === 'grade' || task.kind === 'read' ? task.file : undefined;
      const memory = file ? ownMemoryOf(file.bytes) : null;
      const result = await this.threads().run(task, memory ? { transferList: [memory] } : {});
      if (!result.ok)
        throw new AppError(
          result.error.statusCode,
          result.error.code,
          result.error.message,
          undefined,
          result.error.field === undefined ? undefined : { field: result.error.field },
        );
      return result.value;
    } finally {
      this.inFlight--;
      if (pasted) this.pastedInFlight--;
    }
  }

  /** Lets running tasks finish, then ends every thread. */
  close(): Promise<void> {
    const closing = this.closing ?? this.piscina?.close() ?? Promise.resolve();
    this.closing = closing;
    return closing;
  }
}

/** A task of pasted text only, PASTED_MAX_CHARS at most (both sides together for a comparison). */
function isPastedText(task: GradingTask): boolean {
  const chars = (side: { readonly file?: unknown; readonly text?: string }) => (side.file ? Infinity : (side.text ?? '').length);
  if (task.kind === 'grade') return chars(task) <= PASTED_MAX_CHARS;
  if (task.kind === 'compare') return chars(task.before) + chars(task.after) <= PASTED_MAX_CHARS;
  return false;
}

/**
 * The reply of a pooled grading: the worker's JSON with the taskId the route stored first, in
 * pieces sent one after the other (joining them would copy a long text's 45 MB reply again).
 */
export function withTaskId(reply: readonly Uint8Array[], taskId: string | null): Buffer[] {
  // The worker's JSON is an object with at least one field: "{" + fields + "}".
  const [first, ...rest] = reply;
  if (!first || first[0] !== 0x7b) throw new Error('a grading reply must be a JSON object');
  const head = Buffer.from(`{"taskId":${JSON.stringify(taskId)},`);
  const asBuffer = (piece: Uint8Array) => Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
  return [head, asBuffer(first.subarray(1)), ...rest.map(asBuffer)];
}
