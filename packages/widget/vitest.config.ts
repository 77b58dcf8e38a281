import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'widget',
    environment: 'jsdom',
    // Waits are for conditions; the ceiling only has to survive a busy 2-core machine running
    // every project at once.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup-dom.ts', './vitest.setup.ts'],
  },
});
