import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'jargon',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A ceiling, not a wait: the real-data tests walk the million-word dictionaries, under a
    // second on a quiet machine and over the default 5 s on a busy 2-core one.
    testTimeout: 60_000,
  },
});
