// The registry of exercises the server runs: for each exercise its variants, each with the
// script to run and the kind of coach that gives feedback (docs/decisions.md "The writing coach":
// slim research editions and no-feedback routes get the neutral coach), plus the flat record
// the storage layer writes for an exercise.
// research-no-feedback is a study's no-feedback arm (docs/research.md "Creating one"): the
// no-feedback route's neutral coaching on the research script, so it ends with the same
// reflections as the other arms and the study's export has their answers for every arm.

import type { Coach } from '../engine/coach.ts';
import type { FieldValue, History } from '../engine/history.ts';
import { toSnakeCase } from '@scicomm/shared/wire-casing';
import { EXERCISE_IDS, exerciseManifest, type ExerciseId } from '@scicomm/shared/exercises';
import type { ExerciseScript } from '../engine/script.ts';
import { halfLifeResearchScript, halfLifeScript } from '../scripts/half-life.ts';
import { persuasiveScript } from '../scripts/persuasive.ts';
import { ethicsScript } from '../scripts/ethics.ts';
import { coherenceResearchScript, coherenceScript } from '../scripts/coherence.ts';
import {
  criticalThinkingResearchScript,
  criticalThinkingScript,
} from '../scripts/critical-thinking.ts';
import type { ChatCatalogue } from '../messages/catalogue.ts';
import { halfLifeMessages } from '../messages/half-life.ts';
import { persuasiveMessages } from '../messages/persuasive.ts';
import { ethicsMessages } from '../messages/ethics.ts';
import { coherenceMessages } from '../messages/coherence.ts';
import { criticalThinkingMessages } from '../messages/critical-thinking.ts';

/** full: the configured coach (built-in or LLM); neutral: no AI and no jargon feedback. */
export type CoachKind = 'full' | 'neutral';

export interface ExerciseVariant {
  script: ExerciseScript;
  coach: CoachKind;
  /** Research variants ask the participant's name and always carry isResearch. */
  research: boolean;
  /** The docs/product.md §7 route after "api/", or null for hidden research paths the server chooses. */
  route: string | null;
}

export interface Exercise {
  id: ExerciseId;
  title: string;
  variants: Readonly<Record<string, ExerciseVariant>>;
}

/** An exercise with only its public route (api/{route}). */
function publicVariants(id: ExerciseId, script: ExerciseScript) {
  return {
    standard: { script, coach: 'full', research: false, route: exerciseManifest[id].route },
  } as const satisfies Readonly<Record<string, ExerciseVariant>>;
}

/** An exercise with research editions (its manifest's `research`) and api/{route}/no-feedback. */
function researchVariants(id: ExerciseId, script: ExerciseScript, researchScript: ExerciseScript) {
  const { route } = exerciseManifest[id];
  return {
    standard: { script, coach: 'full', research: false, route },
    'no-feedback': { script, coach: 'neutral', research: false, route: `${route}/no-feedback` },
    'research-full': { script: researchScript, coach: 'full', research: true, route: null },
    'research-slim': { script: researchScript, coach: 'neutral', research: true, route: null },
    'research-no-feedback': { script: researchScript, coach: 'neutral', research: true, route: null },
  } as const satisfies Readonly<Record<string, ExerciseVariant>>;
}

type Manifest = typeof exerciseManifest;
type VariantsOf<K extends ExerciseId> = Manifest[K]['research'] extends null
  ? ReturnType<typeof publicVariants>
  : ReturnType<typeof researchVariants>;

/**
 * Each exercise's script, its research edition's when its manifest entry has research editions,
 * and its chat catalogue (chat/catalogues.ts takes the catalogues from here).
 */
const modules: Readonly<Record<ExerciseId, { script: ExerciseScript; research?: ExerciseScript; messages: ChatCatalogue }>> = {
  halfLife: { script: halfLifeScript, research: halfLifeResearchScript, messages: halfLifeMessages },
  persuasive: { script: persuasiveScript, messages: persuasiveMessages },
  coherence: { script: coherenceScript, research: coherenceResearchScript, messages: coherenceMessages },
  criticalThinking: { script: criticalThinkingScript, research: criticalThinkingResearchScript, messages: criticalThinkingMessages },
  ethics: { script: ethicsScript, messages: ethicsMessages },
};

/** The exercises' chat catalogues, in the manifest's order. */
export const exerciseCatalogues: readonly ChatCatalogue[] = EXERCISE_IDS.map((id) => modules[id].messages);

function exerciseOf(id: ExerciseId): Exercise {
  const { script, research } = modules[id];
  const { title, research: editions, noFeedback } = exerciseManifest[id];
  if ((editions !== null || noFeedback) !== (research !== undefined)) {
    throw new Error(`${id}: a research script goes with research editions and a no-feedback route in its manifest entry.`);
  }
  return { id, title, variants: research ? researchVariants(id, script, research) : publicVariants(id, script) };
}

/** The exercises the server runs; their names, routes and editions come from their manifest entries. */
export const exercises = Object.fromEntries(EXERCISE_IDS.map((id) => [id, exerciseOf(id)])) as {
  readonly [K in ExerciseId]: { readonly id: K; readonly title: string; readonly variants: VariantsOf<K> };
};

export function coachForVariant(
  variant: ExerciseVariant,
  coaches: { full: Coach; neutral: Coach },
): Coach {
  return coaches[variant.coach];
}

export type StorageRecord = Record<string, FieldValue | null>;

/** A field's label for people, from its name: revisionAfterQuestion1 → "Revision After Question 1". */
export function fieldLabel(field: string): string {
  return field
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase());
}

/** The history fields kept in the exercise's table, in declaration order (the row's id, taskId, aside). */
export function storedFields(script: ExerciseScript): string[] {
  const unstored = new Set(['taskId', ...(script.unstored ?? [])]);
  return Object.keys(script.fields).filter((field) => !unstored.has(field));
}

/**
 * The flat record for the exercise's table, column names in snake_case ("text120_first_gpt3"):
 * current_stage plus every field the script stores, null when absent, for a finished or an
 * ongoing exercise alike. Whether the texts may be kept is not decided here: the server's
 * repository nulls the table's content columns when they may not (one rule for exercise rows
 * and "Don't Save Data", apps/server/src/db/task-tables.ts).
 */
export function toStorageRecord(script: ExerciseScript, history: History): StorageRecord {
  const record: StorageRecord = { current_stage: history.currentStage };
  for (const field of storedFields(script)) {
    const value = history.fields[field];
    record[toSnakeCase(field)] = value === undefined ? null : value;
  }
  return record;
}

/** The column names of toStorageRecord for a script, in order (for the table's schema). */
export function storageColumns(script: ExerciseScript): string[] {
  return ['current_stage', ...storedFields(script).map(toSnakeCase)];
}
