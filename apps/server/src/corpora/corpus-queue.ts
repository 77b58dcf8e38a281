// The queue of corpus chunks (docs/research.md "Corpora"): one interface, two stores. On
// PostgreSQL it is pg-boss, so every server and worker process on the database shares it and a
// chunk whose process died (kill -9) is handed out again once its heartbeat stops; on PGlite,
// which only one process opens, an in-process queue (the runner queues a running job's missing
// chunks again at start, since that queue dies with the process).
//
// A chunk is a range of a job's positions; measuring it twice can never write its results twice
// (corpus-runner.ts), so the queue only has to hand every chunk out at least once.

/** A range of a job's texts, first to last position included, queued by the job's run `generation`. */
export interface ChunkTask {
  readonly jobId: string;
  readonly first: number;
  readonly last: number;
  readonly generation: number;
}

/** Measures one chunk; throwing leaves the chunk to be handed out again later. */
export type ChunkHandler = (chunk: ChunkTask) => Promise<void>;

export interface CorpusQueue {
  /** 'shared': every process on the database takes chunks from it; 'in-process': this process alone. */
  readonly kind: 'shared' | 'in-process';
  send(chunks: readonly ChunkTask[]): Promise<void>;
  /** Starts taking chunks, at most `concurrency` at once, until stop(). */
  work(concurrency: number, handler: ChunkHandler): Promise<void>;
  /** Takes no more chunks and waits for the ones being measured. */
  stop(): Promise<void>;
}

/**
 * Texts per chunk: a chunk's results are written in one transaction, and it is about 50 ms of a
 * quiet thread's work, shared by the process's threads (corpus-runner.ts). Each chunk costs a
 * claim, a read, a write and a completion whatever its size: at 100 texts those took about as
 * long as measuring the chunk, and PostgreSQL spent twice as much per text.
 */
export const CHUNK_TEXTS = 500;

/** The chunks of positions [from, to) of a job. */
export function chunksOf(jobId: string, generation: number, positions: readonly number[]): ChunkTask[] {
  const chunks: ChunkTask[] = [];
  let start = 0;
  while (start < positions.length) {
    const first = positions[start] as number;
    let end = start;
    // A chunk is a run of at most CHUNK_TEXTS positions, each within CHUNK_TEXTS of the first.
    while (end + 1 < positions.length && end + 1 - start < CHUNK_TEXTS && (positions[end + 1] as number) < first + CHUNK_TEXTS) end++;
    chunks.push({ jobId, first, last: positions[end] as number, generation });
    start = end + 1;
  }
  return chunks;
}

/** Every chunk of a job of `total` texts. */
export function allChunks(jobId: string, generation: number, total: number): ChunkTask[] {
  const chunks: ChunkTask[] = [];
  for (let first = 0; first < total; first += CHUNK_TEXTS)
    chunks.push({ jobId, first, last: Math.min(total, first + CHUNK_TEXTS) - 1, generation });
  return chunks;
}
