// Corpus jobs in a process (docs/research.md "Corpora"): the queue for the database (pg-boss on
// PostgreSQL, in-process on PGlite), the runner that measures chunks once the app is ready, the
// watch for jobs whose reader died (corpus-reading.ts), and the stop that lets the chunks being
// measured finish before the threads and the database close.
import type { DictionarySet } from '@scicomm/jargon';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { GradingPool } from '../text-analysis/index.ts';
import type { CorpusQueue } from './corpus-queue.ts';
import { InProcessQueue } from './in-process-queue.ts';
import { startCorpusRunner, type RunnerPace } from './corpus-runner.ts';
import { watchAbandonedReading } from './corpus-reading.ts';
import type { CorpusContext } from './corpus-service.ts';

export interface CorpusJobsOptions {
  readonly database: DatabaseHandle;
  readonly databaseUrl: string | undefined;
  readonly pool: GradingPool;
  readonly dictionaries: DictionarySet;
  readonly onError: (error: unknown) => void;
  /** How much of the grading threads corpus jobs take (corpus-runner.ts); default a worker process's. */
  readonly pace?: RunnerPace;
}

export interface CorpusJobs {
  readonly context: CorpusContext;
  /** Starts measuring chunks (the runner). */
  start(): Promise<void>;
  /** Takes no more chunks; the ones being measured are written first. */
  stop(): Promise<void>;
}

async function queueFor(options: CorpusJobsOptions): Promise<CorpusQueue> {
  if (options.database.kind !== 'postgres' || !options.databaseUrl) return new InProcessQueue();
  // pg-boss is loaded only where it runs: a PGlite site never needs it.
  const { SharedQueue } = await import('./shared-queue.ts');
  return new SharedQueue({ databaseUrl: options.databaseUrl, onError: options.onError });
}

export async function createCorpusJobs(options: CorpusJobsOptions): Promise<CorpusJobs> {
  const queue = await queueFor(options);
  const db: Database = options.database.db;
  const context: CorpusContext = { db, queue, pool: options.pool, dictionaries: options.dictionaries };
  let started: Promise<void> | null = null;
  let stopWatching = () => {};
  return {
    context,
    start: () =>
      (started ??= (async () => {
        await startCorpusRunner(context, options.pace);
        // Other processes read uploads too: a job is failed once its reader stops saying it is alive.
        if (queue.kind === 'shared') stopWatching = watchAbandonedReading(db, options.onError);
      })()),
    stop: async () => {
      await started?.catch(() => undefined);
      stopWatching();
      await queue.stop();
    },
  };
}
