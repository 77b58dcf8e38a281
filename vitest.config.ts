import { defineConfig } from 'vitest/config';

// Each workspace folder with its own vitest.config.ts is a project (node or jsdom).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
