// Backup and restore of the embedded PGlite database (docs/deployment.md "Backups"): the data
// folder as one compressed tar file (PGlite's dumpDataDir), and a new folder from such a file
// (loadDataDir). Both take the folder's lock, so they refuse while a server uses it: a copy of a
// folder that a running process writes to is not a backup. PostgreSQL uses pg_dump/pg_restore.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { lockPgliteDir } from './pglite-lock.ts';

/** Writes the folder's database to `file` (.tar.gz); returns its size in bytes. */
export async function backupPglite(pgliteDir: string, file: string): Promise<number> {
  if (!existsSync(pgliteDir)) throw new Error(`no PGlite database at ${pgliteDir}`);
  const unlock = lockPgliteDir(pgliteDir);
  try {
    const client = await PGlite.create(pgliteDir);
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      writeFileSync(file, bytes);
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/** Creates the database in `pgliteDir` (missing or empty) from a backup file. */
export async function restorePglite(file: string, pgliteDir: string): Promise<void> {
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new Error(`${pgliteDir} is not empty: restore into a new folder, then point PGLITE_DIR at it`);
  }
  mkdirSync(pgliteDir, { recursive: true });
  const unlock = lockPgliteDir(pgliteDir);
  try {
    const client = await PGlite.create(pgliteDir, { loadDataDir: new Blob([readFileSync(file)]) });
    await client.close();
  } finally {
    unlock();
  }
}
