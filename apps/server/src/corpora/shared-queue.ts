// The corpus queue on PostgreSQL (corpus-queue.ts): pg-boss, chosen over graphile-worker by
// measurement (docs/research.md "Corpora"). Each process fetches as many chunks as it has free
// slots, keeps a heartbeat on each while it is measured, and completes it when its results are
// written; a chunk whose process died is handed out again once its heartbeat is missed. A process
// with nothing to do asks again every IDLE_POLL_MS, or at once when another process queues chunks
// (a NOTIFY that each process taking chunks LISTENs for): a new job no longer waits up to half a
// second for its first chunk.
import { PgBoss, type Job } from 'pg-boss';
import { listenTo, type Listening } from '../db/notifications.ts';
import type { ChunkHandler, ChunkTask, CorpusQueue } from './corpus-queue.ts';

const QUEUE = 'corpus-chunks';
/** Said by a process that has queued chunks, to wake the processes waiting for some. */
const CHANNEL = 'scicomm_corpus_chunks';
/** pg-boss's least heartbeat: a killed process's chunks return after about this, plus a monitor pass. */
const HEARTBEAT_SECONDS = 10;
const MONITOR_SECONDS = 5;
/** How often an idle process asks for chunks (retried chunks and a missed NOTIFY are found so). */
const IDLE_POLL_MS = 500;
/** How long a process whose LISTEN connection was lost waits before it connects again (it polls meanwhile). */
const LISTEN_RETRY_MS = 5_000;

export interface SharedQueueOptions {
  readonly databaseUrl: string;
  readonly onError: (error: unknown) => void;
  /** How often an idle process asks for chunks (default IDLE_POLL_MS). */
  readonly idlePollMs?: number;
}

export class SharedQueue implements CorpusQueue {
  readonly kind = 'shared';
  private readonly boss: PgBoss;
  private readonly databaseUrl: string;
  private readonly onError: (error: unknown) => void;
  private readonly idlePollMs: number;
  private started: Promise<void> | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private readonly running = new Set<Promise<void>>();
  private listening: Listening | null = null;
  /** Ends the fetch loop's wait; `woken` keeps a wake that came while it was not waiting. */
  private wake: (() => void) | null = null;
  private woken = false;

  constructor(options: SharedQueueOptions) {
    this.databaseUrl = options.databaseUrl;
    this.onError = options.onError;
    this.idlePollMs = options.idlePollMs ?? IDLE_POLL_MS;
    this.boss = new PgBoss({
      connectionString: options.databaseUrl,
      max: 3,
      monitorIntervalSeconds: MONITOR_SECONDS,
      superviseIntervalSeconds: MONITOR_SECONDS,
    });
    this.boss.on('error', (error) => this.onError(error));
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      await this.boss.createQueue(QUEUE, {
        heartbeatSeconds: HEARTBEAT_SECONDS,
        retryLimit: 50,
        retryDelay: 1,
        expireInSeconds: 15 * 60,
      });
    })();
    return this.started;
  }

  async send(chunks: readonly ChunkTask[]): Promise<void> {
    await this.start();
    if (chunks.length === 0) return;
    await this.boss.insert(QUEUE, chunks.map((data) => ({ data: { ...data } })));
    // Only a hint: a process that misses it finds the chunks at its next poll.
    await this.boss
      .getDb()
      .executeSql(`NOTIFY ${CHANNEL}`)
      .catch((error: unknown) => this.onError(error));
  }

  async work(concurrency: number, handler: ChunkHandler): Promise<void> {
    await this.start();
    if (this.loop) return;
    this.listening = listenTo(this.databaseUrl, CHANNEL, { onNotify: () => this.wakeUp(), onError: this.onError, retryMs: LISTEN_RETRY_MS });
    await this.listening.ready;
    this.loop = this.fetchLoop(Math.max(1, concurrency), handler);
  }

  private wakeUp(): void {
    if (this.wake) this.wake();
    else this.woken = true;
  }

  /** Waits for `ms` (none: no time limit), a wake (NOTIFY or stop), or the first of `until`. */
  private waitFor(ms: number | null, until: readonly Promise<unknown>[]): Promise<void> {
    if (this.woken || this.stopping) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        if (timer) clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      const timer = ms === null ? null : setTimeout(done, ms);
      this.wake = done;
      for (const promise of until) promise.then(done, done);
    });
  }

  private async fetchLoop(concurrency: number, handler: ChunkHandler): Promise<void> {
    while (!this.stopping) {
      const free = concurrency - this.running.size;
      if (free <= 0) {
        // Every slot is busy: the next fetch when one is free.
        await this.waitFor(null, [...this.running]);
        continue;
      }
      let jobs: Job<ChunkTask>[] = [];
      try {
        jobs = await this.boss.fetch<ChunkTask>(QUEUE, { batchSize: free });
      } catch (error) {
        this.onError(error);
      }
      for (const job of jobs) this.track(this.runJob(job, handler));
      // Nothing more to fetch now (or the fetch failed): ask again after a while, or when chunks are queued.
      if (jobs.length < free) await this.waitFor(this.idlePollMs, []);
    }
  }

  private track(run: Promise<void>): void {
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  private async runJob(job: Job<ChunkTask>, handler: ChunkHandler): Promise<void> {
    const beat = setInterval(() => {
      this.boss.touch(QUEUE, job.id).catch((error: unknown) => this.onError(error));
    }, (HEARTBEAT_SECONDS / 2) * 1000);
    try {
      await handler(job.data);
      await this.boss.complete(QUEUE, job.id);
    } catch (error) {
      await this.boss.fail(QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) }).catch(this.onError);
    } finally {
      clearInterval(beat);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    await this.listening?.close();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
    if (this.started) await this.started.then(() => this.boss.stop({ graceful: false, close: true })).catch(this.onError);
  }
}
