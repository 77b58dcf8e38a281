// Measures corpus jobs (docs/research.md "Corpora"): every server process and every
// `npm run worker` takes chunks from the queue, reads each chunk's texts, measures them in the
// grading threads in pieces, every thread a share of the chunk, and writes the chunk's results in
// one statement (corpus-repository.ts). A chunk of a job that is paused, cancelled or gone, or
// queued before the job's last resume, is dropped.
//
// The threads are kept busy by the chunks a process holds at once (RunnerPace): while one chunk is
// written and the next claimed and read, the pieces of another are measured and waiting. With a
// chunk of 100 texts per thread, a thread waited for the database after every chunk: a chunk's
// write, its completion and the next claim and read take about as long as measuring 100 texts.
import type { CorpusItem } from '@scicomm/jargon/corpus/corpus-text';
import type { Database } from '../db/client.ts';
import type { GradingPool } from '../text-analysis/index.ts';
import { chunksOf, type ChunkTask, type CorpusQueue } from './corpus-queue.ts';
import { jobsWithStatus, positionsWithoutResult, textsWithoutResult, writeChunkResults } from './corpus-repository.ts';
import { failAbandonedReading } from './corpus-reading.ts';

export interface CorpusRunnerDependencies {
  readonly db: Database;
  readonly pool: GradingPool;
  readonly queue: CorpusQueue;
}

/** Texts a grading thread measures in one task: a chunk is cut into pieces of about this many. */
export const PIECE_TEXTS = 100;

/** How much of its grading threads a process gives to corpus jobs. */
export interface RunnerPace {
  /** Chunks held at once: claimed, read, measured or being written. */
  readonly chunks: number;
  /** Pieces in the grading pool at once: one measured per thread, and any waiting for a thread. */
  readonly pieces: number;
}

/**
 * A process that only measures corpora (`npm run worker`): a piece measured and one waiting for
 * each thread (fewer if the pool's queue is shorter), and two chunks, one more for every two
 * threads past two, so that the pieces waiting outlast a chunk's write and the next claim and
 * read. Each chunk more keeps its texts on the event loop's heap for longer: with three chunks on
 * two threads a 100,000-text job grew a worker by more than 150 MB in four runs of five, with two
 * in one run of nine (64-86 MB in the others), and as fast (bench/corpora.bench.ts).
 */
export function workerPace(pool: Pick<GradingPool, 'workers' | 'queueLimit'>): RunnerPace {
  return { chunks: Math.max(2, Math.ceil(pool.workers / 2) + 1), pieces: pool.workers + Math.min(pool.workers, pool.queueLimit) };
}

/**
 * A web process: one chunk at a time, its pieces one per thread and none waiting, so that an
 * upload a writer sends waits for one piece at most, and the event loop's share of the chunks (their
 * reads and writes) stays small beside the requests it answers.
 */
export function webPace(pool: Pick<GradingPool, 'workers'>): RunnerPace {
  return { chunks: 1, pieces: pool.workers };
}

/** At most `limit` pieces in the grading pool at once; the others wait here, in order. */
class PieceSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(limit: number) {
    this.free = Math.max(1, limit);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot goes straight to the next piece waiting, if any.
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

/** Cuts `items` into pieces of at most PIECE_TEXTS, at least one per thread, of even sizes. */
export function piecesOf<T>(items: readonly T[], threads: number): T[][] {
  const count = Math.min(items.length, Math.max(Math.ceil(items.length / PIECE_TEXTS), threads));
  const pieces: T[][] = [];
  for (let index = 0; index < count; index++)
    pieces.push(items.slice(Math.floor((index * items.length) / count), Math.floor(((index + 1) * items.length) / count)));
  return pieces;
}

/** Measures a chunk and writes its results, its pieces going to the pool through `slots`. */
async function measureChunk({ db, pool }: Omit<CorpusRunnerDependencies, 'queue'>, slots: PieceSlots, chunk: ChunkTask): Promise<void> {
  const texts = await textsWithoutResult(db, chunk);
  const [first] = texts;
  if (!first) return;
  const items = texts.map(({ position, textId, text, error, groupValue }) => ({
    position,
    item: (text === null
      ? { id: textId, group: groupValue, error: { code: 'UNREADABLE', message: error ?? 'The text could not be read.' } }
      : { id: textId, group: groupValue, text }) satisfies CorpusItem,
  }));
  const measure = { period: first.period, keyTerms: first.keyTerms };
  // Every piece settles before the chunk does, so that a failed chunk leaves no piece running.
  const outcomes = await Promise.allSettled(
    piecesOf(items, pool.workers).map((piece) => slots.run(() => pool.gradeCorpusChunk({ kind: 'corpus', measure, items: piece }))),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  await writeChunkResults(
    db,
    chunk.jobId,
    outcomes.map((outcome) => (outcome as PromiseFulfilledResult<{ rowsJson: string }>).value.rowsJson),
  );
}

/** Queues the chunks of a job's texts that have no result yet, under its current generation. */
export async function queueMissingChunks(deps: CorpusRunnerDependencies, jobId: string, generation: number): Promise<number> {
  const positions = await positionsWithoutResult(deps.db, jobId);
  await deps.queue.send(chunksOf(jobId, generation, positions));
  return positions.length;
}

/**
 * Starts taking chunks at `pace` (default workerPace). On PGlite (an in-process queue that died
 * with the last process) it first queues again what running jobs still miss, and fails the jobs
 * whose upload was being read when the process stopped (their texts deleted).
 */
export async function startCorpusRunner(deps: CorpusRunnerDependencies, pace: RunnerPace = workerPace(deps.pool)): Promise<void> {
  if (deps.queue.kind === 'in-process') {
    for (const job of await jobsWithStatus(deps.db, ['running'])) await queueMissingChunks(deps, job.id, job.generation);
    // This is the only process: a job still reading lost the process before it.
    await failAbandonedReading(deps.db, 0);
  }
  const slots = new PieceSlots(pace.pieces);
  await deps.queue.work(pace.chunks, (chunk) => measureChunk(deps, slots, chunk));
}
