// The group comparison's streamed reply (docs/compare.md, Accept: application/x-ndjson): one
// JSON line of progress after each graded file, then the result, or the error that stopped it.
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { GroupRow } from '@scicomm/shared/de-jargonizer-api';
import type { UploadedFile } from '../text-analysis/index.ts';
import { AppError } from '../http/errors.ts';

export interface ProgressStreamOptions<Result> {
  readonly files: readonly UploadedFile[];
  /** Grades one file (its rows). */
  readonly grade: (file: UploadedFile) => Promise<readonly GroupRow[]>;
  /** The result from every file's rows. */
  readonly finish: (rows: readonly GroupRow[]) => Promise<Result>;
  /** Whether the client has gone (the page was closed): no one waits for the rest. */
  readonly closed: () => boolean;
  readonly log: FastifyBaseLogger;
}

export function progressStream<Result>({ files, grade, finish, closed, log }: ProgressStreamOptions<Result>): PassThrough {
  const stream = new PassThrough();
  const line = (value: unknown) => stream.write(`${JSON.stringify(value)}\n`);
  void (async () => {
    try {
      const rows: GroupRow[] = [];
      line({ type: 'progress', done: 0, total: files.length });
      for (const file of files) {
        if (closed()) return;
        rows.push(...(await grade(file)));
        line({ type: 'progress', done: rows.length, total: files.length });
      }
      line({ type: 'result', comparison: await finish(rows) });
    } catch (error) {
      // The reply has started (200), so a failure travels as the last line; a user error or a
      // full pool (503 BUSY) keeps its message, anything else never shows its internals.
      if (error instanceof AppError && (error.statusCode < 500 || error.statusCode === 503)) {
        line({ type: 'error', error: { code: error.code, message: error.message } });
      } else {
        log.error({ err: error }, 'group comparison failed');
        line({
          type: 'error',
          error: { code: 'INTERNAL', message: 'The comparison could not be finished. Please try again.' },
        });
      }
    } finally {
      stream.end();
    }
  })();
  return stream;
}
