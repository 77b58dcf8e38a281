// The integrity probe's areas kept in modules of their own (integrity-probe-kit.ts says what they
// get), in the order they run: one line per module, so that areas added at the same time do not
// touch each other's lines.
import type { ProbeArea } from './integrity-probe-kit.ts';

export const probeAreas: readonly ProbeArea[] = [
  ...(await import('./integrity-probe-accounts.ts')).accountAttacks,
  ...(await import('./integrity-probe-connections.ts')).connectionAttacks,
  ...(await import('./integrity-probe-courses.ts')).courseAttacks,
  ...(await import('./integrity-probe-course-points.ts')).coursePointAttacks,
  ...(await import('./integrity-probe-course-races.ts')).courseRaceAttacks,
];
