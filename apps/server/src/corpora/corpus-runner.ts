// Measures corpus jobs (docs/research.md "Corpora"): every server process and every
// `npm run worker` takes chunks from the queue, measures each chunk's texts in the grading
// threads and writes the chunk's results in one statement (corpus-repository.ts). A chunk of a
// job that is paused, cancelled or gone, or queued before the job's last resume, is dropped.
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

/** Measures one chunk and writes its results. */
export async function measureChunk({ db, pool }: Omit<CorpusRunnerDependencies, 'queue'>, chunk: ChunkTask): Promise<void> {
  const texts = await textsWithoutResult(db, chunk);
  const [first] = texts;
  if (!first) return;
  const items = texts.map(({ position, textId, text, error, groupValue }) => ({
    position,
    item: (text === null
      ? { id: textId, group: groupValue, error: { code: 'UNREADABLE', message: error ?? 'The text could not be read.' } }
      : { id: textId, group: groupValue, text }) satisfies CorpusItem,
  }));
  const { rows } = await pool.gradeCorpusChunk({ kind: 'corpus', measure: { period: first.period, keyTerms: first.keyTerms }, items });
  await writeChunkResults(db, chunk.jobId, rows);
}

/** Queues the chunks of a job's texts that have no result yet, under its current generation. */
export async function queueMissingChunks(deps: CorpusRunnerDependencies, jobId: string, generation: number): Promise<number> {
  const positions = await positionsWithoutResult(deps.db, jobId);
  await deps.queue.send(chunksOf(jobId, generation, positions));
  return positions.length;
}

/**
 * Starts taking chunks, `concurrency` at once (default: two per thread of the pool, one measured
 * and one read and waiting in the pool's queue, fewer if that queue is shorter: with one spare
 * chunk for the process, a thread waited for the database a quarter of the time). On PGlite (an
 * in-process queue that died with the last process) it first queues again what running jobs
 * still miss, and fails the jobs whose upload was being read when the process stopped (their
 * texts deleted).
 */
export async function startCorpusRunner(deps: CorpusRunnerDependencies, concurrency = deps.pool.workers + Math.min(deps.pool.workers, deps.pool.queueLimit)): Promise<void> {
  if (deps.queue.kind === 'in-process') {
    for (const job of await jobsWithStatus(deps.db, ['running'])) await queueMissingChunks(deps, job.id, job.generation);
    // This is the only process: a job still reading lost the process before it.
    await failAbandonedReading(deps.db, 0);
  }
  await deps.queue.work(concurrency, (chunk) => measureChunk(deps, chunk));
}
