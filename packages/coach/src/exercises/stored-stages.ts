// Stored rows keep a stage as a number (current_stage; the keys of stage_times and of
// copyPasteCheck): its position in the exercise's script, as the original stored it, and the
// wire's currentStage. Code refers to stages by name; this is the one place that reads a stored
// number as a stage name and back. Every variant of an exercise numbers its stages alike (the
// research editions only add stages after the last one the others share), which is checked here.
import { exercises, type ExerciseVariant } from './registry.ts';
import type { ExerciseId } from './finish-rules.ts';

function namesOf(exercise: ExerciseId): readonly string[] {
  const names: string[] = [];
  const variants: readonly ExerciseVariant[] = Object.values(exercises[exercise].variants);
  for (const { script } of variants) {
    script.stages.forEach((stage, index) => {
      const known = names[index];
      if (known !== undefined && known !== stage.name) {
        throw new Error(`${exercise}: stage ${index} is ${known} in one variant and ${stage.name} in another.`);
      }
      names[index] = stage.name;
    });
  }
  return names;
}

const STAGE_NAMES = Object.fromEntries(
  (Object.keys(exercises) as ExerciseId[]).map((exercise) => [exercise, namesOf(exercise)]),
) as Readonly<Record<ExerciseId, readonly string[]>>;

/** Every stage of the exercise by stored number, in any of its variants. */
export function storedStageNames(exercise: ExerciseId): readonly string[] {
  return STAGE_NAMES[exercise];
}

/** The name of a stored stage number; null for none, or for a number no variant has. */
export function storedStageName(exercise: ExerciseId, stored: number | null | undefined): string | null {
  if (stored === null || stored === undefined || !Number.isInteger(stored)) return null;
  return STAGE_NAMES[exercise][stored] ?? null;
}

/** The number a named stage is stored as. Throws on a name the exercise has not (a programming error). */
export function storedStageNumber(exercise: ExerciseId, name: string): number {
  const stored = STAGE_NAMES[exercise].indexOf(name);
  if (stored < 0) throw new Error(`${exercise} has no stage named ${name}.`);
  return stored;
}
