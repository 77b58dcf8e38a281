import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'jargon', environment: 'node', include: ['src/**/*.test.ts'] },
});
