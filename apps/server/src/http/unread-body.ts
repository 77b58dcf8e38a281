// A reply sent before its request's body was read to the end: a form refused part-way (files
// over the total, a bad field before a large file: text-analysis/upload.ts), or any other route that
// stops reading early. Node reads and drops the body of a request nobody started reading, but
// not of one that was being read: the multipart parser's pipe is taken down when the form is
// refused, the request stays paused with the rest of its body unread, and the next request on
// the same kept-alive connection was never answered (docs/server.md "A refused body").
//
// One hook, for every route: the rest of the body is read and dropped, so the connection serves
// its next request. A body declared longer than `drainLimitBytes` gets `Connection: close` on its
// reply (Node closes the connection after it); a body that goes on past the limit after the
// reply (chunked, of unknown length) has its connection destroyed there rather than read without
// end.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface UnreadBodyOptions {
  /** How much of a refused body is read and dropped, at most, to keep its connection. */
  drainLimitBytes: number;
}

export function registerUnreadBodyGuard(app: FastifyInstance, { drainLimitBytes }: UnreadBodyOptions): void {
  // A callback hook: every reply runs it, and for nearly all the first test settles it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (!raw.readableEnded && hasBody(raw)) {
      if (Number(raw.headers['content-length']) > drainLimitBytes) reply.header('connection', 'close');
      dropRest(raw, drainLimitBytes);
    }
    done(null, payload);
  });
}

const hasBody = (raw: IncomingMessage): boolean =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

/** Node's own way with a body nobody reads (IncomingMessage's _dump), up to `limit` bytes. */
function dropRest(raw: IncomingMessage, limit: number): void {
  raw.unpipe();
  raw.removeAllListeners('data');
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) raw.socket.destroy();
  });
  raw.resume();
}
