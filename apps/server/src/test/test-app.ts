// One app per test worker (PGlite takes seconds to start): the server project runs its files
// without isolation, so every file a worker runs shares this instance, and its own database —
// an in-memory PGlite, or on PostgreSQL the worker's own database (global-setup.ts) — so files
// running at the same time in other workers never see its rows. Each test file starts on empty
// tables (fresh-data.ts, the project's setup file, asks for it; the first getTestApp of the file
// empties them), so no file depends on what another left behind. Within a file, tests keep their
// data apart by creating their own users and rows; a file whose tests count rows or totals calls
// emptyTablesBeforeEachTest(), so that each of its tests starts on empty tables too.
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeEach, inject } from 'vitest';
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

/** This worker's PostgreSQL database, or '' when the project runs on PGlite. */
export function testDatabaseUrl(): string {
  const urls = inject('testDatabaseUrls');
  if (urls.length === 0) return '';
  const worker = Number(process.env.VITEST_POOL_ID);
  const url = urls[worker - 1];
  if (!url) throw new Error(`No test database for worker ${process.env.VITEST_POOL_ID}: global-setup.ts made ${urls.length}`);
  return url;
}

export const testDatabaseKind = () => (testDatabaseUrl() ? 'postgres' : 'pglite');

export async function getTestApp(): Promise<FastifyInstance> {
  const app = await sharedApp();
  emptied ??= emptyTables(app);
  await emptied;
  return app;
}

/**
 * For a file whose tests count rows or totals (the uses counter, page views): each of its tests
 * starts on empty tables, so it can expect exact numbers. Data a beforeAll wrote is gone by the
 * first test, so such a file sets up its rows in each test.
 */
export function emptyTablesBeforeEachTest(): void {
  beforeEach(async () => {
    const app = await getTestApp();
    emptied = emptyTables(app);
    await emptied;
  });
}

/** Deletes every row the previous file (or test) left, once what it had queued is written. */
async function emptyTables(app: FastifyInstance): Promise<void> {
  await app.gradingRecorder.flush();
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await app.db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
}

function sharedApp(): Promise<FastifyInstance> {
  shared ??= (async () => {
    const databaseUrl = testDatabaseUrl() || undefined;
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
        // is localhost on PORT until the server listens (security/site-origin.ts).
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
