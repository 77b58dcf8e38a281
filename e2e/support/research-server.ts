// A server of its own for the research journey: the real app (built site, real dictionaries,
// in-memory database, a research uuid) started inside the test worker, so that the test can
// grant and revoke the researcher role with the command line's own service functions on the
// server's database (the command line itself needs the database folder to itself; its tests
// are in apps/server/src/admin).
import { randomUUID } from 'node:crypto';
import { test as base } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';

export interface ResearchServer {
  url: string;
  app: FastifyInstance;
  researchUuid: string;
}

export const test = base.extend<object, { server: ResearchServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const researchUuid = randomUUID();
      const config = loadConfig(
        {
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          PGLITE_DIR: 'memory://',
          RATE_LIMIT_PER_MINUTE: '100000',
          RESEARCH_UUID: researchUuid,
        },
        'e2e',
      );
      const database = await openDatabase({ pgliteDir: 'memory://' });
      const app = await buildApp({ config, database, logger: false });
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      await use({ url, app, researchUuid });
      await app.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';
