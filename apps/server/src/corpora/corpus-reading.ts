// A job is 'reading' while one process stores its upload's texts (corpus-service.ts). That process
// says so every READING_HEARTBEAT_MS; a job whose reader has been silent for READING_STALE_MS lost
// it (killed, crashed, its machine gone), since no other process can finish the reading: it is
// failed with a message its owner sees, and the texts stored so far are deleted. On PostgreSQL
// every process looks for such jobs every SWEEP_MS; on PGlite, which one process opens, the
// process fails every job still reading when it starts (corpus-runner.ts).
import type { Executor } from '../db/executor.ts';
import { failStaleReadingJobs, touchReadingJob } from './corpus-repository.ts';

const READING_HEARTBEAT_MS = 5_000;
/** Six missed heartbeats: a live reader's event loop or database is never stuck that long. */
const READING_STALE_MS = 30_000;
const SWEEP_MS = 10_000;

export const READING_ABANDONED = 'The server stopped while reading the file. Please submit it again.';

export interface Reader {
  /** The job is no longer 'reading' (cancelled by its owner, or failed as abandoned): stop storing its texts. */
  readonly abandoned: boolean;
  stop(): void;
}

/** Keeps the job's heartbeat while this process stores its texts. */
export function keepReading(db: Executor, jobId: string): Reader {
  const reader = { abandoned: false, stop: () => clearInterval(timer) };
  const timer = setInterval(() => {
    touchReadingJob(db, jobId).then(
      (reading) => void (reader.abandoned ||= !reading),
      // A database away for a moment: the next beat tries again, and a long absence fails the job.
      () => undefined,
    );
  }, READING_HEARTBEAT_MS);
  timer.unref();
  return reader;
}

/** Fails the jobs whose reader is gone (`staleMs` 0: every job reading); their ids. */
export const failAbandonedReading = (db: Executor, staleMs = READING_STALE_MS) => failStaleReadingJobs(db, staleMs, READING_ABANDONED);

/** Looks for abandoned jobs now and every SWEEP_MS, until the returned function is called. */
export function watchAbandonedReading(db: Executor, onError: (error: unknown) => void): () => void {
  const sweep = () => void failAbandonedReading(db).catch(onError);
  sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
