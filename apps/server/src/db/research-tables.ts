// The exercise tables that have research editions (docs/research.md): the research feature
// counts and exports their research sessions, the studies feature reads its participants'.
// Keyed by the exercise as studies store it (its slug, @scicomm/shared/exercises).
import type { ResearchExercise } from '@scicomm/shared/research-api';
import { RESEARCH_EXERCISE_IDS, exerciseManifest, type ResearchExerciseId } from '@scicomm/shared/exercises';
import { exerciseTables } from './task-tables.ts';

/** The table of each exercise that has research editions. */
export const researchTables = Object.fromEntries(
  RESEARCH_EXERCISE_IDS.map((id) => [exerciseManifest[id].slug, exerciseTables[id]]),
) as { [K in ResearchExerciseId as (typeof exerciseManifest)[K]['slug']]: (typeof exerciseTables)[K] } satisfies Record<
  ResearchExercise,
  unknown
>;

export type ResearchTable = (typeof researchTables)[ResearchExercise];
export type ResearchRow = ResearchTable['$inferSelect'];
