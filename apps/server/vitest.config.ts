import { defineProject } from 'vitest/config';

// All server test files share one app and one database per run (see src/test/test-app.ts).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    fileParallelism: false,
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
