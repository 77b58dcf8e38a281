// One app per test run (PGlite takes seconds to start): the server project runs its files in
// one worker without isolation, so every file shares this instance. Each test file starts on
// empty tables (fresh-data.ts, the project's setup file, asks for it; the first getTestApp of
// the file empties them), so no file depends on what another left behind. Within a file,
// tests keep their data apart by creating their own users and rows.
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, repoRoot } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import * as schema from '../db/schema.ts';

let shared: Promise<FastifyInstance> | undefined;
let emptied: Promise<void> | undefined;

/** Called before each test file (fresh-data.ts): its first getTestApp empties every table. */
export function startTestFile(): void {
  emptied = undefined;
}

export const testDatabaseKind = () => (inject('testDatabaseUrl') ? 'postgres' : 'pglite');

export async function getTestApp(): Promise<FastifyInstance> {
  const app = await sharedApp();
  emptied ??= emptyTables(app);
  await emptied;
  return app;
}

/** Deletes every row the previous file left, once what it had queued is written. */
async function emptyTables(app: FastifyInstance): Promise<void> {
  await app.gradingRecorder.flush();
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await app.db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
}

function sharedApp(): Promise<FastifyInstance> {
  shared ??= (async () => {
    const databaseUrl = inject('testDatabaseUrl') || undefined;
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        // Tests of the API do not need the web build; the e2e suite covers the pages.
        WEB_DIST_DIR: path.join(repoRoot, 'apps', 'web', 'dist'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        PGLITE_DIR: 'memory://',
        RATE_LIMIT_PER_MINUTE: '100000',
        // inject addresses its requests to localhost:80, and without PUBLIC_URL the site's address
        // is localhost on PORT until the server listens (lib/site-origin.ts).
        PORT: '80',
      },
      'test',
    );
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return app;
  })();
  return shared;
}
