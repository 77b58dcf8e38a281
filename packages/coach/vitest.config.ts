import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'coach',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A ceiling, not a wait: the evaluations and whole-exercise tests run the language model and
    // the real dictionaries, a second or two on a quiet machine and past the default 5 s on a
    // busy 2-core one (seen at load 40 while several suites ran).
    testTimeout: 60_000,
  },
});
