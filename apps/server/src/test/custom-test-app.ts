// A test app with its own configuration or dependencies (an LLM endpoint, a research uuid, a
// fake jargon measure), for tests that cannot use the shared app of test-app.ts as it is.
// It shares that app's database, so it starts in a moment and sees the same rows; it is never
// closed separately (closing it would close the shared database).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JargonAnalyzer } from '@scicomm/coach';
import { buildApp } from '../app.ts';
import { loadConfig, repoRoot } from '../config.ts';
import { getTestApp } from './test-app.ts';

export interface CustomTestAppOptions {
  /** Environment variables on top of the test defaults (LLM_BASE_URL, RESEARCH_UUID …). */
  env?: Record<string, string>;
  jargonAnalyzer?: JargonAnalyzer;
  /** Where the app's log lines go, at the info level; none: no log. */
  logStream?: { write(line: string): void };
}

export async function buildCustomTestApp(options: CustomTestAppOptions = {}): Promise<FastifyInstance> {
  const shared = await getTestApp();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: options.logStream ? 'info' : 'silent',
      WEB_DIST_DIR: path.join(repoRoot, 'apps', 'web', 'dist'),
      PGLITE_DIR: 'memory://',
      RATE_LIMIT_PER_MINUTE: '100000',
      // inject addresses its requests to localhost:80, and without PUBLIC_URL the site's address
      // is localhost on PORT until the server listens (security/site-origin.ts).
      PORT: '80',
      ...options.env,
    },
    'test',
  );
  const app = await buildApp({
    config,
    database: shared.database,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.jargonAnalyzer ? { jargonAnalyzer: options.jargonAnalyzer } : {}),
  });
  await app.ready();
  return app;
}
