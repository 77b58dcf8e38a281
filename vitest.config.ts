import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace folder with its own vitest.config.ts is a project (node or jsdom). The
// server's API tests run against PGlite always, and against PostgreSQL too when DATABASE_URL
// is set (CI).
const server = './apps/server/vitest.config.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core CI machine, one worker and
    // a core left to the main process. Two run the projects before the server's in about 60 % of
    // the time (measured in the commit that set this); the server projects keep their own one worker each.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/web/vitest.config.ts',
      // Checks of the repository itself (lint boundaries).
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      // Each server project is a group of its own (a group's projects must agree on maxWorkers,
      // and a worker is reused only for the next file of its own project), run after the rest.
      { extends: server, root: './apps/server', test: { name: 'server-pglite', env: { TEST_DB: 'pglite' }, sequence: { groupOrder: 1 } } },
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: server,
              root: './apps/server',
              test: {
                name: 'server-postgres',
                env: { TEST_DB: 'postgres' },
                sequence: { groupOrder: 2 },
                // Files whose server processes run on PGlite whatever the project (SIGTERM and
                // shutdown, a PGlite folder's backup and lock, the admin command on a folder), and
                // the typed client of the API document and the schema against its migrations (neither
                // depends on the database): a second run on the PostgreSQL project tested nothing new.
                exclude: ['src/server.test.ts', 'src/db/pglite-backup.test.ts', 'src/admin/admin-cli.test.ts', 'src/openapi-client.test.ts', 'src/db/schema-migrations.test.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
