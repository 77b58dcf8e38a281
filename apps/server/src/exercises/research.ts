// The hidden research editions (docs/product.md §2: /{uuid}-halflife-full, /{uuid}-halflife-slim, …):
// a path is "{RESEARCH_UUID}-{exercise}-{full|slim}". The uuid comes from configuration and is
// never sent to a browser that does not already know the path, but to researchers (the Research
// page lists the paths for them to send, docs/research.md "The default study"); without
// RESEARCH_UUID no research path exists. An exercise joins through its manifest entry's
// `research.path` (@scicomm/shared/exercises).
import { RESEARCH_EXERCISE_IDS, exerciseManifest, exerciseOfResearchPath, type ExerciseId } from '@scicomm/shared/exercises';
import { sameText } from '../security/signer.ts';

export type ExerciseKey = ExerciseId;

/** The exercise's name in research paths (docs/product.md §2); exercises without research editions have none. */
export const researchPathNames: Readonly<Partial<Record<ExerciseKey, string>>> = Object.fromEntries(
  RESEARCH_EXERCISE_IDS.map((id) => [id, exerciseManifest[id].research.path]),
);

export interface ResearchEdition {
  exercise: ExerciseKey;
  /** The variant of exercises[exercise].variants. */
  variant: 'research-full' | 'research-slim';
  edition: 'full' | 'slim';
}

/** The edition a research path names, or null (also when no RESEARCH_UUID is configured). */
export function findResearchEdition(slug: string, researchUuid: string | undefined): ResearchEdition | null {
  if (!researchUuid) return null;
  const match = /^([0-9a-fA-F-]{36})-([a-z-]+)-(full|slim)$/.exec(slug);
  if (!match) return null;
  const [, uuid = '', name, edition] = match;
  if (!sameText(uuid.toLowerCase(), researchUuid.toLowerCase())) return null;
  const exercise = name === undefined ? null : exerciseOfResearchPath(name);
  if (!exercise) return null;
  return edition === 'slim'
    ? { exercise, variant: 'research-slim', edition: 'slim' }
    : { exercise, variant: 'research-full', edition: 'full' };
}
