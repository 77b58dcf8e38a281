// The records of the De-Jargonizer's gradings (docs/decisions.md "Privacy"): the text only for a
// signed-in user who chose to save texts, otherwise an anonymous row of counts and score; each
// counts one use. GradingRecorder writes them in batches (below); recordGrading makes a graded
// text's row and hands it over.
import { randomUUID } from 'node:crypto';
import type { ResultRecord } from '../text-analysis/index.ts';
import type { Database } from '../db/client.ts';
import { countUses, countUsesStatement } from '../usage/index.ts';
import type { StoragePolicy } from '../account/index.ts';
import { insertAnonymousRowsWith, insertRows, isAnonymousRow, type NewGradingRow } from './grading-repository.ts';
import { AppError } from '../http/errors.ts';
import { isDataException } from '../db/database-errors.ts';

/** A row waiting to be written; `done` when its request waits for it (a kept row, or any while closing). */
interface QueuedRow {
  readonly row: NewGradingRow;
  readonly done?: (error?: unknown) => void;
}

/** Most rows written by one INSERT. */
const MAX_BATCH = 500;

/**
 * Writes the grading records in batches. The embedded database runs on the server's own thread,
 * where one INSERT (and one counter update) per request costs several times the grading itself
 * (docs/de-jargonizer.md, benchmark), so:
 * - an anonymous row (counts and score, no text) is acknowledged at once and written with the
 *   others of the next `delayMs` as one multi-row INSERT plus one update of the uses counter;
 * - a row kept for its user is written before the reply (the task id must then exist), together
 *   with whatever else is waiting (group commit);
 * - from `close()` on (the server's preClose), every row is written before its reply and the
 *   waiting ones are flushed, so a graceful shutdown loses nothing;
 * - a batch that fails is written again row by row, so one request's bad row never costs
 *   another request its row.
 */
export class GradingRecorder {
  private readonly db: Database;
  private readonly delayMs: number;
  private readonly onError: (error: unknown) => void;
  private queue: QueuedRow[] = [];
  private draining: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closing = false;

  constructor(db: Database, options: { delayMs: number; onError: (error: unknown) => void }) {
    this.db = db;
    this.delayMs = options.delayMs;
    this.onError = options.onError;
  }

  /** Queues a row; the promise settles once it is stored when `wait`, at once otherwise. */
  record(row: NewGradingRow, wait: boolean): Promise<void> {
    if (!wait && !this.closing) {
      this.queue.push({ row });
      if (this.queue.length >= MAX_BATCH) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
      return Promise.resolve();
    }
    const stored = new Promise<void>((resolve, reject) => {
      this.queue.push({ row, done: (error) => (error === undefined ? resolve() : reject(error)) });
    });
    void this.flush();
    return stored;
  }

  /** Writes everything queued; resolves when the queue is empty. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /** From now on every row is written before its reply; writes what waits. */
  async close(): Promise<void> {
    this.closing = true;
    await this.flush();
  }

  private async drain(): Promise<void> {
    // Let the requests of this turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        await writeRows(this.db, batch.map((entry) => entry.row));
        for (const entry of batch) entry.done?.();
      } catch (error) {
        if (batch.length === 1) this.settleFailed(batch[0]!, error);
        else await this.writeOneByOne(batch);
      }
    }
  }

  /**
   * After a batch failed (nothing of it is stored: one transaction), each row is written alone, so
   * the row the database refuses fails alone and every acknowledged row of other requests is
   * still stored (docs/server.md "Each write stands alone").
   */
  private async writeOneByOne(batch: readonly QueuedRow[]): Promise<void> {
    for (const entry of batch) {
      try {
        await writeRows(this.db, [entry.row]);
        entry.done?.();
      } catch (error) {
        this.settleFailed(entry, error);
      }
    }
  }

  /** A row that could not be stored: its own request hears why (400 when the data is at fault); an acknowledged one is logged. */
  private settleFailed(entry: QueuedRow, error: unknown): void {
    if (!entry.done) {
      this.onError(error);
      return;
    }
    entry.done(
      isDataException(error)
        ? new AppError(400, 'INVALID_TEXT', 'The text or its key terms hold characters that cannot be stored. Remove them and try again.')
        : error,
    );
  }
}

/** The rows and the uses they count, all or nothing. */
function writeRows(db: Database, rows: readonly NewGradingRow[]): Promise<void> {
  // Anonymous rows, nearly every batch, go with their count as one statement (half the CPU of a
  // transaction of two on the embedded database).
  if (rows.every(isAnonymousRow)) return insertAnonymousRowsWith(db, rows, countUsesStatement(db, rows.length));
  return db.transaction(async (tx) => {
    await insertRows(tx, rows);
    await countUses(tx, rows.length);
  });
}

/**
 * Keeps the record of a graded text (with the writer's key terms when the text is kept) and counts one use. Returns the task id when the row
 * belongs to the user (so it can be found again), null for an anonymous row.
 */
export async function recordGrading(
  recorder: GradingRecorder,
  owner: StoragePolicy,
  text: string,
  result: ResultRecord,
  keyTerms: readonly string[] = [],
): Promise<string | null> {
  const keep = owner.userId !== null && owner.saveTexts;
  const id = randomUUID();
  await recorder.record(
    {
      id,
      userId: keep ? owner.userId : null,
      dictionary: result.period,
      text: keep ? text : null,
      // A compact result has no htmlResult: the row keeps the text, counts and score.
      resultText: keep && result.htmlResult !== '' ? result.htmlResult : null,
      totalWords: result.counts.total,
      rareWords: result.counts.rare,
      midRangeWords: result.counts.mid,
      jargonScore: result.score,
      // Kept with the text only, so a stored analysis shows the adjusted score it had.
      keyTerms: keep ? [...keyTerms] : null,
    },
    keep,
  );
  return keep ? id : null;
}
