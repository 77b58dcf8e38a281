// Starts de-jargonizer-server.ts (the real app on an in-memory database) in a child process for a
// browser bench, so that the browser's driver and the server do not share one event loop.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface ChildServer {
  origin: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The Node options the server runs with in production (the Dockerfile's CMD, `npm start`): the
 * young generation capped, gc exposed for the one collection after start (docs/deployment.md
 * "Memory"). Every bench server gets them too.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=16', '--expose-gc'];

/**
 * And the environment production adds to them: Node's compile cache in the checkout's .cache, so
 * that a restart neither strips the types again nor loads the stripper (docs/deployment.md "Memory").
 */
export const SERVER_NODE_ENV = { NODE_COMPILE_CACHE: path.join(HERE, '..', '..', '..', '.cache', 'node-compile') };

/** The research uuid of the site's bench server: its research editions are measured like the exercises. */
export const BENCH_RESEARCH_UUID = '3f6c2b9e-8d41-4a7f-b5e0-6a1d2c9f4e73';

/** The site's bench server (de-jargonizer-server.ts). */
export function startBenchServer(env: NodeJS.ProcessEnv = {}): Promise<ChildServer> {
  return startChildServer(path.join(HERE, 'de-jargonizer-server.ts'), env);
}

/** BENCH_CPU_PROF_DIR=dir: each bench server writes a CPU profile (`--cpu-prof`) there when it stops. */
export const profileOptions = () => {
  const dir = process.env['BENCH_CPU_PROF_DIR'];
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
};

/** Starts a server script that prints "port N" when it listens, in a child process. */
export async function startChildServer(file: string, env: NodeJS.ProcessEnv = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...profileOptions(), file], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...SERVER_NODE_ENV, ...env } });
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server ${path.basename(file)} exited with ${code}`)));
    lines.on('line', (line) => {
      const match = /^port (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Benches exit 1 when a target fails, unless BENCH_REPORT_ONLY is set (`npm run bench -- --report`). */
export function verdicts(): { check: (pass: boolean) => string; finish: () => void } {
  let failed = 0;
  return {
    check: (pass) => {
      if (!pass) failed++;
      return pass ? 'PASS' : 'FAIL';
    },
    finish: () => {
      if (failed > 0) console.log(`${failed} target(s) failed${process.env['BENCH_REPORT_ONLY'] ? ' (reported only)' : ''}`);
      process.exitCode = failed > 0 && !process.env['BENCH_REPORT_ONLY'] ? 1 : 0;
    },
  };
}
