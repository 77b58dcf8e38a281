// What an area of the integrity probe kept in a module of its own gets from the probe
// (integrity-probe.ts): its row of the table, the real server on the probe's database, HTTP
// calls to it, and the accounts the probe made. A module lists its areas in
// integrity-probe-areas.ts; the probe runs them after its second phase, with no server running.
import type { Database } from '../src/db/client.ts';

/** Which statuses are right; 'answered': any whole reply but a 5xx other than 503 (busy or shutting down), a 503 counted as refused. */
export type Expected = '2xx' | '4xx' | 'any' | 'answered';

export interface ProbeReply {
  status: number;
  text: string;
  headers: Headers;
  ms: number;
}

export interface ProbeUser {
  email: string;
  password: string;
  cookie: string;
  totpURI?: string;
}

export interface CallOptions {
  json?: unknown;
  body?: Buffer | string;
  headers?: Record<string, string>;
  cookie?: string;
}

export interface ProbeServer {
  /** http://127.0.0.1:port */
  base: string;
  /** The process started (the cluster primary with processes > 1). */
  pid: number;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  output(): string;
  stop(): Promise<void>;
}

export interface ProbeKit {
  /** Counts a reply in the area's row: a 5xx, a lost connection or another status than expected fails the run. */
  count(what: string, status: number, expected: Expected, detail?: string): void;
  /** An outcome other than the one expected (a forged request taken): fails the run. */
  wrong(why: string): void;
  /** A line printed under the table. */
  note(text: string): void;
  /**
   * Starts the real server as the probe does, on its database and secret, with more environment
   * (`ownGroup`: it leads a process group of its own, to be signalled whole); `call` goes to it.
   */
  startServer(options?: { processes?: number; env?: Record<string, string>; ownGroup?: boolean }): Promise<ProbeServer>;
  /** A request to the server last started, from its own origin (cookies' CSRF check). */
  call(method: string, url: string, options?: CallOptions): Promise<ProbeReply>;
  /** The Cookie header that sends back what a reply set, over `previous`. */
  cookiesAfter(reply: ProbeReply, previous?: string): string;
  /** A new account (saves texts), signed in. */
  register(label: string): Promise<ProbeUser>;
  /** The database, while no server runs on it (PGlite) or beside it (PostgreSQL). */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>;
  databaseKind: 'PGlite' | 'PostgreSQL';
  /** A researcher with the role and a session that passed two-factor sign-in. */
  researcher: ProbeUser;
}

export interface ProbeArea {
  /** Its name in the table. */
  area: string;
  run(kit: ProbeKit): Promise<void>;
}
