// The stage that finishes each exercise finished by stage, from its manifest entry's rule
// (exercises/finish-rules.ts reads the same rule): for tests that walk an exercise to its end.
import { EXERCISE_IDS, exerciseManifest, type ExerciseId } from '@scicomm/shared/exercises';

export const finishStages: Readonly<Partial<Record<ExerciseId, number>>> = Object.fromEntries(
  EXERCISE_IDS.flatMap((id) => {
    const rule = exerciseManifest[id].finish;
    return 'stage' in rule ? [[id, rule.stage]] : [];
  }),
);
