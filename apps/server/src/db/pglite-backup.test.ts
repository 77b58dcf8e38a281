// A PGlite backup restores to a database with the same rows, and neither backup nor restore
// runs on a folder another process holds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { usageCounters } from './schema.ts';
import { backupPglite, restorePglite } from './pglite-backup.ts';
import { lockFileOf } from './pglite-lock.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'scicomm-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('PGlite backup and restore', () => {
  it('restores the rows of the backed-up database into a new folder', { timeout: 120_000 }, async () => {
    const original = path.join(folder, 'original');
    const database = await openDatabase({ pgliteDir: original });
    await database.db.insert(usageCounters).values({ name: 'backup-test', count: 42 });
    await database.close();

    const file = path.join(folder, 'backup.tar.gz');
    expect(await backupPglite(original, file)).toBeGreaterThan(1000);

    const restored = path.join(folder, 'restored');
    await restorePglite(file, restored);
    const reopened = await openDatabase({ pgliteDir: restored });
    const rows = await reopened.db.select().from(usageCounters).where(eq(usageCounters.name, 'backup-test'));
    await reopened.close();
    expect(rows.map((row) => row.count)).toEqual([42]);

    // Never over an existing database.
    await expect(restorePglite(file, restored)).rejects.toThrow(/not empty/);
  });

  it('refuses a folder that another process holds', async () => {
    const held = path.join(folder, 'held');
    // The lock of a running process: this one's parent (the test runner), which is alive.
    writeFileSync(lockFileOf(held), `${process.ppid}\n`);
    mkdirSync(held, { recursive: true });
    await expect(backupPglite(held, path.join(folder, 'x.tar.gz'))).rejects.toThrow(/another process uses/);
  });
});
