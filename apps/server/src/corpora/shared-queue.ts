// The corpus queue on PostgreSQL (corpus-queue.ts): pg-boss, chosen over graphile-worker by
// measurement (docs/research.md "Corpora"). Each process fetches as many chunks as it has free
// slots, keeps a heartbeat on each while it is measured, and completes it when its results are
// written; a chunk whose process died is handed out again once its heartbeat is missed.
import { setTimeout as sleep } from 'node:timers/promises';
import { PgBoss, type Job } from 'pg-boss';
import type { ChunkHandler, ChunkTask, CorpusQueue } from './corpus-queue.ts';

const QUEUE = 'corpus-chunks';
/** pg-boss's least heartbeat: a killed process's chunks return after about this, plus a monitor pass. */
const HEARTBEAT_SECONDS = 10;
const MONITOR_SECONDS = 5;
/** How often an idle process asks for chunks. */
const IDLE_POLL_MS = 500;

export interface SharedQueueOptions {
  readonly databaseUrl: string;
  readonly onError: (error: unknown) => void;
}

export class SharedQueue implements CorpusQueue {
  readonly kind = 'shared';
  private readonly boss: PgBoss;
  private readonly onError: (error: unknown) => void;
  private started: Promise<void> | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private readonly running = new Set<Promise<void>>();

  constructor(options: SharedQueueOptions) {
    this.onError = options.onError;
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
    if (chunks.length > 0) await this.boss.insert(QUEUE, chunks.map((data) => ({ data: { ...data } })));
  }

  async work(concurrency: number, handler: ChunkHandler): Promise<void> {
    await this.start();
    this.loop ??= this.fetchLoop(Math.max(1, concurrency), handler);
  }

  private async fetchLoop(concurrency: number, handler: ChunkHandler): Promise<void> {
    while (!this.stopping) {
      const free = concurrency - this.running.size;
      let jobs: Job<ChunkTask>[] = [];
      if (free > 0) {
        try {
          jobs = await this.boss.fetch<ChunkTask>(QUEUE, { batchSize: free });
        } catch (error) {
          this.onError(error);
        }
      }
      for (const job of jobs) this.track(this.runJob(job, handler));
      if (jobs.length === 0 || jobs.length < free) {
        // Nothing more to fetch now, or every slot is busy: wait for a slot or a while.
        await Promise.race([sleep(IDLE_POLL_MS), ...(free <= jobs.length ? [...this.running] : [])]);
      }
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
    await this.loop;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
    if (this.started) await this.started.then(() => this.boss.stop({ graceful: false, close: true })).catch(this.onError);
  }
}
