// When an exercise is finished (docs/product.md §4 "Exercise chat", §9): each exercise's rule is
// in its manifest entry (@scicomm/shared/exercises): at a stage of its script, or when some
// history fields are each non-empty after trimming.

import { exerciseManifest, type ExerciseId } from '@scicomm/shared/exercises';
import type { History } from '../engine/history.ts';
import { textField } from '../engine/history.ts';

export type { ExerciseId };

export function isFinished(exercise: ExerciseId, history: History): boolean {
  const rule = exerciseManifest[exercise].finish;
  if ('stage' in rule) return history.currentStage === rule.stage;
  return rule.filled.every((name) => textField(history.fields, name).trim() !== '');
}
