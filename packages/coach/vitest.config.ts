import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'coach', environment: 'node', include: ['src/**/*.test.ts'] },
});
