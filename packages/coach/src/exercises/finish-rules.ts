// When an exercise is finished (docs/product.md §4 "Exercise chat", §9): by stage for Half Life (8),
// Persuasive (15) and Ethics (6); by content for Coherence (finalText and
// reflectionOpenResponse) and Critical Thinking (finalSummary and reflectionOpenResponse),
// each non-empty after trimming.

import type { History } from '../engine/history.ts';
import { textField } from '../engine/history.ts';

export type ExerciseId = 'halfLife' | 'persuasive' | 'ethics' | 'coherence' | 'criticalThinking';

export const finishStages = { halfLife: 8, persuasive: 15, ethics: 6 } as const;

function filled(history: History, ...names: string[]): boolean {
  return names.every((name) => textField(history.fields, name).trim() !== '');
}

export function isFinished(exercise: ExerciseId, history: History): boolean {
  switch (exercise) {
    case 'halfLife':
    case 'persuasive':
    case 'ethics':
      return history.currentStage === finishStages[exercise];
    case 'coherence':
      return filled(history, 'finalText', 'reflectionOpenResponse');
    case 'criticalThinking':
      return filled(history, 'finalSummary', 'reflectionOpenResponse');
  }
}
