import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'compare', environment: 'node', include: ['src/**/*.test.ts'] },
});
