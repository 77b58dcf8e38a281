// A script's stages by name, for tests that walk it: a stage's number is its position (the
// scripts themselves name only the stages their code refers to).
import type { ExerciseId } from '../src/exercises/finish-rules.ts';
import { storedStageNumber } from '../src/exercises/stored-stages.ts';

export function stagesByName<const Names extends readonly string[]>(
  exercise: ExerciseId,
  names: Names,
): { readonly [Name in Names[number]]: number } {
  return Object.fromEntries(names.map((name) => [name, storedStageNumber(exercise, name)])) as { readonly [Name in Names[number]]: number };
}
