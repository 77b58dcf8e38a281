// The other half of cycle-a.ts.
import { a } from './cycle-a.ts'; // expect: import-x/no-cycle

export const b = () => a;
