// The corpus queue of a PGlite site (corpus-queue.ts): chunks in memory, measured by this
// process alone. Nothing here survives a restart; the runner queues what is missing again.
import type { ChunkHandler, ChunkTask, CorpusQueue } from './corpus-queue.ts';

export class InProcessQueue implements CorpusQueue {
  readonly kind = 'in-process';
  private readonly waiting: ChunkTask[] = [];
  private readonly running = new Set<Promise<void>>();
  private handler: ChunkHandler | null = null;
  private concurrency = 1;
  private stopped = false;

  async send(chunks: readonly ChunkTask[]): Promise<void> {
    this.waiting.push(...chunks);
    this.pump();
  }

  async work(concurrency: number, handler: ChunkHandler): Promise<void> {
    this.handler = handler;
    this.concurrency = Math.max(1, concurrency);
    this.pump();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private pump(): void {
    const handler = this.handler;
    if (!handler) return;
    while (!this.stopped && this.running.size < this.concurrency && this.waiting.length > 0) {
      const chunk = this.waiting.shift() as ChunkTask;
      const run: Promise<void> = handler(chunk)
        // A chunk that failed (the pool was busy, the database away) goes to the back of the line.
        .catch(() => void this.waiting.push(chunk))
        .finally(() => {
          this.running.delete(run);
          this.pump();
        });
      this.running.add(run);
    }
  }
}
