// The exercise tables that have research editions (docs/research.md): the research feature
// counts and exports their research sessions, the studies feature reads its participants'.
import type { ResearchExercise } from '@scicomm/shared/research-api';
import {
  coherenceUserInteractions,
  criticalThinkingUserInteractions,
  halflifeUserInteractions,
} from './schema.ts';

/** The table of each exercise that has research editions. */
export const researchTables = {
  'half-life': halflifeUserInteractions,
  coherence: coherenceUserInteractions,
  'critical-thinking': criticalThinkingUserInteractions,
} as const satisfies Record<ResearchExercise, unknown>;

export type ResearchTable = (typeof researchTables)[ResearchExercise];
export type ResearchRow = ResearchTable['$inferSelect'];
