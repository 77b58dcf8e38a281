// Starts the real entry point (server.ts) as a child process for tests, on a port it picks
// itself, and stops it: only the processes a test started, by their own handle.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the port once the server listens; rejects if it exits first. */
  port: Promise<number>;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * `ownGroup`: the server leads a process group of its own (with its workers), as under a
 * terminal or a service manager, so a test can signal the whole group.
 */
export function startServerProcess(env: Record<string, string>, { ownGroup = false } = {}): ServerProcess {
  const child = spawn(process.execPath, [serverFile], {
    detached: ownGroup,
    // Only what the test gives: a REDIS_URL of the test run's own environment stays out.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PGLITE_DIR: 'memory://', DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const port = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":"(\d+)"/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
  });
  port.catch(() => {});
  return {
    child,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const [code] = await exited;
      return code;
    },
  };
}
