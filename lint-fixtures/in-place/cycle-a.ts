// Two modules that import each other (linted where they stand, so that each finds the other).
import { b } from './cycle-b.ts'; // expect: import-x/no-cycle

export const a = () => b;
