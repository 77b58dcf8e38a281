// Vitest global setup of the server project: when the project runs against PostgreSQL, make a
// fresh database for the run and drop it afterwards.
import type { TestProject } from 'vitest/node';
import { createTestDatabase, dropTestDatabase } from './postgres-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  // The project's `env` (vitest.config.ts) reaches the test workers, not this setup: read it
  // from the project's configuration.
  const testDb = project.config.env.TEST_DB ?? process.env.TEST_DB;
  if (testDb !== 'postgres' || !adminUrl) {
    project.provide('testDatabaseUrl', '');
    return;
  }
  const url = await createTestDatabase(adminUrl);
  project.provide('testDatabaseUrl', url);
  return async () => dropTestDatabase(adminUrl, url);
}
