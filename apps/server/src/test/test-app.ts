// One app per test run (PGlite takes seconds to start): the server project runs its files in
// one worker without isolation, so every file shares this instance. Tests keep their data
// apart by creating their own users and rows, never by relying on a shared seed.
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, repoRoot } from '../config.ts';
import { openDatabase } from '../db/client.ts';

let shared: Promise<FastifyInstance> | undefined;

export const testDatabaseKind = () => (inject('testDatabaseUrl') ? 'postgres' : 'pglite');

export function getTestApp(): Promise<FastifyInstance> {
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
