// Where the server's log lines go by default: standard output, written in batches. Every request
// writes a line at `info` (production's default level); written one `write` each, as pino's
// default destination does, the lines were a third of a small request's CPU time
// (docs/performance.md "The server's CPU per request"). The lines are gathered here up to
// LOG_BATCH_CHARS and handed to pino's asynchronous destination together, at the latest
// LOG_FLUSH_MS after the first, so a quiet server's lines still show within a quarter of a second.
// (pino's destination can gather lines itself, `minLength`, but measures the bytes of everything
// it holds on every line: ~1 µs a line where gathering here costs ~0.1.) Whatever waits is written
// synchronously when the process exits (process.exit, a fatal error, or the end of the event
// loop), so a shutdown loses no line; only a process killed outright (SIGKILL) loses the lines of
// its last LOG_FLUSH_MS.
import pino from 'pino';

/** Characters of log lines gathered before they are written (one write to the pipe). */
export const LOG_BATCH_CHARS = 8192;
/** The longest a line waits before it is written. */
export const LOG_FLUSH_MS = 250;

type Destination = ReturnType<typeof pino.destination>;

/** Gathers lines and hands them to `destination` in batches; `flushSync` writes what waits at once. */
export class BatchedLog {
  private pending = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly destination: Pick<Destination, 'write' | 'flushSync'>;
  private readonly batchChars: number;
  private readonly flushMs: number;

  constructor(destination: Pick<Destination, 'write' | 'flushSync'>, batchChars = LOG_BATCH_CHARS, flushMs = LOG_FLUSH_MS) {
    this.destination = destination;
    this.batchChars = batchChars;
    this.flushMs = flushMs;
  }

  write(line: string): boolean {
    this.pending += line;
    if (this.pending.length >= this.batchChars) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.flushMs).unref();
    return true;
  }

  /** Hands what waits to the destination (written asynchronously). */
  flush(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.pending === '') return;
    const batch = this.pending;
    this.pending = '';
    this.destination.write(batch);
  }

  /** Writes everything, what waits here and in the destination, before returning. */
  flushSync(): void {
    this.flush();
    this.destination.flushSync();
  }
}

let standardOutput: BatchedLog | undefined;

/** The one batched writer to standard output of this process (every app of the process shares it). */
export function standardOutputLog(): BatchedLog {
  if (standardOutput) return standardOutput;
  // Registered before pino's destination registers its own exit handlers, so these run first:
  // what waits here is in the destination when pino writes it out (or ends it).
  const flushOnExit = () => {
    try {
      standardOutput?.flushSync();
    } catch {
      // Standard output is gone (a closed pipe): nothing more can be logged.
    }
  };
  process.on('beforeExit', () => standardOutput?.flush());
  process.on('exit', flushOnExit);
  standardOutput = new BatchedLog(pino.destination({ dest: 1, sync: false }));
  return standardOutput;
}
