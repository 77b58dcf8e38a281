// The real entry point (src/server.ts) started as production starts it, in a child process, for
// the benches that measure it from outside: on PostgreSQL (a URL) or on a PGlite folder of its
// own, with one process or a cluster (WEB_CONCURRENCY). Resolves when /api/health/ready answers.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/test/free-port.ts';
import { profileOptions, SERVER_NODE_ENV, SERVER_NODE_OPTIONS } from './bench-server.ts';

const serverFile = path.resolve(fileURLToPath(new URL('../src/server.ts', import.meta.url)));
// A server that exits is caught at once; this ceiling is only for one that hangs. A first start
// on a new PGlite folder (its migrations) took over a minute at load average 20.
const READY_TIMEOUT_MS = 300_000;

export interface RealServerOptions {
  /** PostgreSQL; without it the server gets a PGlite folder of its own, deleted at stop. */
  databaseUrl?: string;
  /** Without databaseUrl: this PGlite folder (kept at stop) instead of a new one. */
  pgliteDir?: string;
  /** WEB_CONCURRENCY (PostgreSQL only above 1). */
  processes?: number;
  /** More environment (it wins over the defaults here). */
  env?: NodeJS.ProcessEnv;
  /** This port instead of a free one the system picks. */
  port?: number;
  /** Keep the server's stdout and stderr (output()) instead of passing them through. */
  captureOutput?: boolean;
  /** The server leads a process group of its own (with its workers), as under a terminal or a service manager. */
  ownGroup?: boolean;
}

export interface RealServer {
  base: string;
  /** The process started: the cluster primary when processes > 1. */
  pid: number;
  /** The pids of the cluster's worker processes (empty for one process). */
  workerPids(): number[];
  /** What the server wrote, with captureOutput. */
  output(): string;
  /** Resolves with the exit code (null: ended by a signal) when the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** The child processes of `pid` (Linux /proc), or none. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter((value) => value.trim() !== '')
        .map(Number),
    );
  } catch {
    return [];
  }
}

export async function startRealServer(options: RealServerOptions = {}): Promise<RealServer> {
  const port = options.port ?? (await freePort());
  const ownFolder = !options.databaseUrl && !options.pgliteDir;
  const pgliteDir = options.databaseUrl ? undefined : (options.pgliteDir ?? mkdtempSync(path.join(os.tmpdir(), 'scicomm-bench-pglite-')));
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...profileOptions(), serverFile], {
    env: {
      ...process.env,
      ...SERVER_NODE_ENV,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? '',
      ...(pgliteDir ? { PGLITE_DIR: pgliteDir } : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_CONCURRENCY: String(options.processes ?? 1),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      LLM_BASE_URL: '',
      LLM_MODEL: '',
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', options.captureOutput ? 'pipe' : 'inherit', options.captureOutput ? 'pipe' : 'inherit'],
    detached: options.ownGroup ?? false,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const removeFolder = () => {
    if (ownFolder && pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) {
      removeFolder();
      throw new Error(`the server exited while starting${output ? `:\n${output}` : ''}`);
    }
    const ready = await fetch(`${base}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (performance.now() - started > READY_TIMEOUT_MS) {
      child.kill('SIGKILL');
      removeFolder();
      throw new Error(`the server did not become ready in ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid ?? 0;
  return {
    base,
    pid,
    workerPids: () => ((options.processes ?? 1) > 1 ? childrenOf(pid) : []),
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      removeFolder();
    },
  };
}
