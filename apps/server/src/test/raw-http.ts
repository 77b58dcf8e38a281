// HTTP/1.1 over a bare socket (node:net), for tests that must see what a client library hides:
// the same connection reused after a refusal, a connection the server closes, a reset. Every
// wait is on an event of the socket (a whole reply read, the socket closed), never on a timer;
// a server that never answers is caught by the test's own timeout.
import net from 'node:net';

export interface RawReply {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** How a connection ended: closed by the server (after a FIN), or reset or refused (an error). */
export interface RawClosed {
  closed: true;
  /** The socket's error (ECONNRESET, ECONNREFUSED, EPIPE …), if it had one. */
  error?: string;
  /** Part of a reply had arrived: the connection ended in the middle of it. */
  partial?: true;
}

export class RawConnection {
  readonly socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private ended: RawClosed | undefined;
  private wake: (() => void) | undefined;
  private readonly connected: Promise<void>;

  constructor(port: number, host = '127.0.0.1') {
    this.socket = net.connect(port, host);
    // Settled by the connection or by its end (a refused connection ends without one).
    this.connected = new Promise((resolve) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('close', () => resolve());
    });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake?.();
    });
    let error: string | undefined;
    this.socket.on('error', (err: NodeJS.ErrnoException) => (error ??= err.code ?? err.message));
    this.socket.on('close', () => {
      this.ended = { closed: true, ...(error ? { error } : {}) };
      this.wake?.();
    });
  }

  /** Resolves once the socket is connected, or has ended without connecting. */
  ready(): Promise<void> {
    return this.connected;
  }

  /** Writes bytes; resolves when they have been handed to the system (or the socket is gone). */
  write(data: Buffer | string): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.destroyed) resolve();
      else this.socket.write(data, () => resolve());
    });
  }

  /** The next whole reply on the connection, or how the connection ended before one came. */
  async next(): Promise<RawReply | RawClosed> {
    for (;;) {
      const reply = this.take();
      if (reply) return reply;
      if (this.ended) return { ...this.ended, ...(this.buffer.length > 0 ? { partial: true as const } : {}) };
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
  }

  close(): void {
    this.socket.destroy();
  }

  /** A whole reply from the front of the buffer (Content-Length or chunked), removed from it. */
  private take(): RawReply | undefined {
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...lines] = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const start = headEnd + 4;
    if (headers['transfer-encoding'] === 'chunked') {
      const parts: Buffer[] = [];
      let at = start;
      for (;;) {
        const lineEnd = this.buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return undefined;
        const size = Number.parseInt(this.buffer.subarray(at, lineEnd).toString('latin1'), 16);
        if (this.buffer.length < lineEnd + 2 + size + 2) return undefined;
        parts.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      this.buffer = this.buffer.subarray(at);
      return { status, headers, body: Buffer.concat(parts).toString('utf8') };
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < start + length) return undefined;
    const body = this.buffer.subarray(start, start + length).toString('utf8');
    this.buffer = this.buffer.subarray(start + length);
    return { status, headers, body };
  }
}

/** The head of a request with these headers (Host and the given ones). */
export function requestHead(method: string, path: string, headers: Record<string, string | number> = {}): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** A body sent with Transfer-Encoding: chunked, in chunks of `size` bytes. */
export function chunked(body: Buffer, size = 64 * 1024): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) {
    const piece = body.subarray(at, at + size);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

export const isReply = (outcome: RawReply | RawClosed): outcome is RawReply => !('closed' in outcome);
