// Worker threads that measure a corpus on every core: batches of texts go to the thread with the
// fewest in flight (at most two each, so a thread never waits for its next batch and the reader
// never runs far ahead of the measuring), and come back as rows in the order each thread got them.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SharedDictionaries } from '../load.ts';
import type { CorpusMeasure, CorpusRow } from './corpus-row.ts';
import type { CorpusItem } from './corpus-text.ts';
import type { CorpusWorkerData } from './corpus-worker.ts';

const BATCHES_PER_THREAD = 2;

interface Pending {
  resolve(rows: CorpusRow[]): void;
  reject(error: Error): void;
}

interface Thread {
  readonly worker: Worker;
  readonly pending: Pending[];
}

export class CorpusPool {
  private readonly threads: Thread[];
  private readonly waiting: (() => void)[] = [];
  private failure: Error | null = null;

  constructor(dictionaries: SharedDictionaries, measure: CorpusMeasure, threads = availableParallelism()) {
    const workerData: CorpusWorkerData = { dictionaries, measure };
    this.threads = Array.from({ length: Math.max(1, threads) }, () => {
      const thread: Thread = { worker: new Worker(new URL('./corpus-worker.ts', import.meta.url), { workerData }), pending: [] };
      thread.worker.on('message', (rows: string) => {
        thread.pending.shift()?.resolve(JSON.parse(rows) as CorpusRow[]);
        this.waiting.shift()?.();
      });
      thread.worker.on('error', (error) => this.fail(error));
      thread.worker.on('exit', (code) => {
        if (thread.pending.length > 0) this.fail(new Error(`A measuring thread stopped (exit code ${code}).`));
      });
      return thread;
    });
  }

  get size(): number {
    return this.threads.length;
  }

  /** Resolves when a thread can take another batch. */
  async ready(): Promise<void> {
    while (!this.failure && !this.freeThread()) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failure) throw this.failure;
  }

  /** Measures a batch on the least busy thread (call `ready` first to keep the pool bounded). */
  measure(items: readonly CorpusItem[]): Promise<CorpusRow[]> {
    if (this.failure) return Promise.reject(this.failure);
    const thread = this.threads.reduce((least, next) => (next.pending.length < least.pending.length ? next : least));
    return new Promise((resolve, reject) => {
      thread.pending.push({ resolve, reject });
      thread.worker.postMessage(items);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  private freeThread(): boolean {
    return this.threads.some((thread) => thread.pending.length < BATCHES_PER_THREAD);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const thread of this.threads) for (const pending of thread.pending.splice(0)) pending.reject(error);
    for (const wake of this.waiting.splice(0)) wake();
  }
}
