// The exercises' persisted and public names (stored task types and study exercises, the hidden
// research paths, the original's API routes, the pages' paths) are pinned here: a manifest edit
// that renamed one would strand stored rows, shared links and clients of the original.
import { describe, expect, it } from 'vitest';
import { TASK_TYPES, taskTypeSchema } from './account-api.ts';
import { appRoutePatterns } from './app-routes.ts';
import {
  EXERCISE_IDS,
  exerciseManifest,
  exerciseOfApiPath,
  exerciseOfResearchPath,
  exerciseOfResearchSlug,
  exerciseOfTaskType,
} from './exercises.ts';
import { tools } from './product.ts';
import { RESEARCH_EDITIONS, researchEditionSchema } from './research-api.ts';
import { EXERCISE_KEYS } from './study-api.ts';

/** Stored and published names stay first and unchanged; a new exercise's come after them. */
function expectFirst(names: readonly string[], stored: readonly string[]) {
  expect(names.slice(0, stored.length)).toEqual(stored);
}

describe('the exercise manifest', () => {
  it('reads the task types stored in rows and share links as before', () => {
    expectFirst(TASK_TYPES, ['dejargonizer', 'halflife', 'persuasive', 'coherence', 'critical-thinking', 'ethics']);
    expect(exerciseOfTaskType('halflife')).toBe('halfLife');
    expect(exerciseOfTaskType('critical-thinking')).toBe('criticalThinking');
    expect(exerciseOfTaskType('persuasive')).toBe('persuasive');
    expect(exerciseOfTaskType('dejargonizer')).toBeNull();
    expect(taskTypeSchema.parse('halflife')).toBe('halflife');
  });

  it('reads the exercises studies store, and the research editions, as before', () => {
    expect(exerciseOfResearchSlug('half-life')).toBe('halfLife');
    expect(exerciseOfResearchSlug('critical-thinking')).toBe('criticalThinking');
    expect(EXERCISE_KEYS).toEqual({ 'half-life': 'halfLife', coherence: 'coherence', 'critical-thinking': 'criticalThinking' });
    expect(RESEARCH_EDITIONS).toEqual([
      'half-life-full',
      'half-life-slim',
      'half-life-link',
      'coherence-full',
      'coherence-slim',
      'coherence-link',
      'critical-thinking-full',
      'critical-thinking-slim',
      'critical-thinking-link',
    ]);
    expect(researchEditionSchema.parse('half-life-slim')).toBe('half-life-slim');
  });

  it('keeps the hidden research paths, the original API routes and the pages', () => {
    expect(exerciseOfResearchPath('halflife')).toBe('halfLife');
    expect(exerciseOfResearchPath('critical-thinking')).toBe('criticalThinking');
    expect(exerciseOfResearchPath('half-life')).toBeNull();
    expect(exerciseOfApiPath('/api/HalfLife')).toBe('halfLife');
    expect(exerciseOfApiPath('/api/HalfLife/no-feedback')).toBe('halfLife');
    expect(exerciseOfApiPath('/api/Persuasive')).toBe('persuasive');
    expect(exerciseOfApiPath('/api/CriticalThinking')).toBe('criticalThinking');
    expect(exerciseOfApiPath('/api/TextGrading/Grade')).toBeNull();
    expectFirst(EXERCISE_IDS.map((id) => exerciseManifest[id].route), ['HalfLife', 'Persuasive', 'Coherence', 'CriticalThinking', 'Ethics']);
    expectFirst(tools.map((tool) => tool.path), [
      '/de-jargonizer',
      '/half-life',
      '/persuasion-rhetorics',
      '/coherence',
      '/critical-thinking',
      '/ethics',
    ]);
    for (const tool of tools) expect(appRoutePatterns).toContain(tool.path);
  });

  it('keeps the tables', () => {
    expectFirst(EXERCISE_IDS.map((id) => exerciseManifest[id].table), [
      'halflife_user_interactions',
      'persuasive_user_interactions',
      'coherence_user_interactions',
      'critical_thinking_user_interactions',
      'ethics_user_interactions',
    ]);
  });
});
