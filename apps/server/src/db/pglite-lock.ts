// One process at a time on an embedded PGlite folder. PGlite has no server to arbitrate: a
// second process opening the same folder would write over the first one's pages and lose data
// without an error. So the folder gets a lock file next to it (`data/pglite.lock`) holding the
// owner's PID; a lock whose process no longer runs (a crash, a kill -9) is stale and taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {}

export const lockFileOf = (pgliteDir: string) => `${path.resolve(pgliteDir)}.lock`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DatabaseLockedError; returns the function that releases it. */
export function lockPgliteDir(pgliteDir: string): () => void {
  const file = lockFileOf(pgliteDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: number;
    try {
      owner = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    } catch {
      // Removed between our open and read: try again.
      continue;
    }
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      const shown = path.relative(process.cwd(), path.resolve(pgliteDir)) || pgliteDir;
      throw new DatabaseLockedError(
        `another process uses ${shown} (PID ${owner}, lock file ${file}). The embedded database can be ` +
          'opened by one process only: stop that process, or set DATABASE_URL to run several processes on PostgreSQL.',
      );
    }
    // Stale (its process is gone) or unreadable: take it over.
    try {
      unlinkSync(file);
    } catch {
      // Someone else took it over first: the next attempt sees theirs.
    }
  }
  throw new DatabaseLockedError(`could not take the lock file ${file} of ${pgliteDir}`);
}
