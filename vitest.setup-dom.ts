import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for a condition; Testing Library gives up after 1 s by default, which
// assumes an idle machine: under `npm test` on two busy cores a lazy route's first load or a
// faked upload's events can take longer, and tests failed there while nothing was wrong. The
// ceiling only matters when a test is failing anyway (each test's own limit is testTimeout).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
