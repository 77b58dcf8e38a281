// Vitest global setup of the server project: when the project runs against PostgreSQL, make a
// fresh database for each of the project's workers and drop them afterwards. (On PGlite each
// worker opens its own in-memory database: test-app.ts.)
import type { TestProject } from 'vitest/node';
import { createWorkerDatabases, dropTestDatabase } from './postgres-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One PostgreSQL address per worker (VITEST_POOL_ID n uses the n-th); empty on PGlite. */
    testDatabaseUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  // The project's `env` (vitest.config.ts) reaches the test workers, not this setup: read it
  // from the project's configuration.
  const testDb = project.config.env.TEST_DB ?? process.env.TEST_DB;
  if (testDb !== 'postgres' || !adminUrl) {
    project.provide('testDatabaseUrls', []);
    return;
  }
  // As many as the pool hands out worker ids: the project's maxWorkers (vitest.config.ts), or
  // the run's when that is larger.
  const workers = Math.max(project.config.maxWorkers || 1, project.vitest.config.maxWorkers || 1);
  const urls = await createWorkerDatabases(adminUrl, workers);
  project.provide('testDatabaseUrls', urls);
  return async () => {
    for (const url of urls) await dropTestDatabase(adminUrl, url);
  };
}
