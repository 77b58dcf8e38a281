import { describe, expect, it } from 'vitest';
import { exercises, type ExerciseVariant } from './registry.ts';
import { storedStageName, storedStageNames, storedStageNumber } from './stored-stages.ts';

describe('stored stage numbers read as names', () => {
  it('name every stage of every variant, the research editions’ added ones too', () => {
    expect(storedStageName('halfLife', 2)).toBe('audience');
    expect(storedStageName('halfLife', 13)).toBe('reflectionOpen');
    expect(storedStageName('coherence', 23)).toBe('finished');
    for (const [id, exercise] of Object.entries(exercises)) {
      const variants: readonly ExerciseVariant[] = Object.values(exercise.variants);
      for (const { script } of variants) {
        script.stages.forEach((stage, index) =>
          expect(storedStageName(id as keyof typeof exercises, index)).toBe(stage.name),
        );
      }
    }
  });

  it('give no name to a number no variant has, nor to a missing stage', () => {
    expect(storedStageName('ethics', storedStageNames('ethics').length)).toBeNull();
    expect(storedStageName('ethics', -1)).toBeNull();
    expect(storedStageName('ethics', 1.5)).toBeNull();
    expect(storedStageName('ethics', null)).toBeNull();
  });

  it('turn a name back into its stored number, and refuse a name the exercise has not', () => {
    expect(storedStageNumber('halfLife', 'finished')).toBe(8);
    expect(storedStageNumber('criticalThinking', 'finished')).toBe(17);
    expect(() => storedStageNumber('ethics', 'reflection1')).toThrow('ethics has no stage named reflection1.');
  });
});
