// A PostgreSQL channel's NOTIFYs for one process (the corpus queue's wake-up, corpora/shared-queue.ts):
// a connection of its own that LISTENs, not one of the pool's, connected again when it is lost.
// A NOTIFY is only ever a hint: whatever it says must also be found by asking, since one sent while
// the connection was away is never seen.
import pg from 'pg';

export interface Listening {
  /** Settles once the first LISTEN is in place, or has failed (and is being tried again). */
  readonly ready: Promise<void>;
  /** Stops listening and ends the connection. */
  close(): Promise<void>;
}

export interface ListenOptions {
  readonly onNotify: () => void;
  /** A lost or refused connection (it is tried again after `retryMs`). */
  readonly onError: (error: unknown) => void;
  readonly retryMs: number;
}

/** Listens on `channel` (a plain identifier) until close(). */
export function listenTo(databaseUrl: string, channel: string, { onNotify, onError, retryMs }: ListenOptions): Listening {
  if (!/^[a-z_][a-z0-9_]*$/u.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    retry = null;
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      if (closed) return;
      if (error) onError(error);
      retry = setTimeout(() => void connect(), retryMs);
      retry.unref();
    };
    next.on('notification', () => onNotify());
    next.on('error', lost);
    next.on('end', () => lost(new Error(`LISTEN ${channel}: the connection ended`)));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(error);
    }
  };
  return {
    ready: connect(),
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
