// Where the server's log lines go by default: standard output, written in batches. Fastify logs
// two lines per request at `info` (production's default level); written one `write` each, as
// pino's default destination does, they were a third of a small request's CPU time
// (docs/deployment.md "What a request costs"). The lines are gathered up to LOG_BATCH_BYTES and
// written together, at the latest LOG_FLUSH_MS after the first, so a quiet server's lines still
// show within a quarter of a second; pino writes whatever is left synchronously when the process
// exits (process.exit, or the end of the event loop), so a shutdown or a fatal error loses no
// line. Only a process killed outright (SIGKILL) loses the lines of its last LOG_FLUSH_MS.
import pino from 'pino';

/** Bytes of log lines gathered before they are written. */
export const LOG_BATCH_BYTES = 4096;
/** The longest a line waits before it is written. */
export const LOG_FLUSH_MS = 250;

let standardOutput: ReturnType<typeof pino.destination> | undefined;

/** The one batched writer to standard output of this process (every app of the process shares it). */
export function standardOutputLog(): ReturnType<typeof pino.destination> {
  standardOutput ??= pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
  return standardOutput;
}
