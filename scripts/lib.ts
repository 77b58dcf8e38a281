// Small helpers shared by the repo's scripts (build, start, test, bench).
import { spawn, type SpawnOptions } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Runs a command to completion; resolves with its exit code (output goes to ours). */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a Node script with this same Node (24, from node_modules). */
export const runNode = (args: string[], options: SpawnOptions = {}) => run(process.execPath, args, options);

/** The newest modification time of any file below the given paths (0 when none exist). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    let stat;
    try {
      stat = statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(path.resolve(root, p));
  return newest;
}
