// Research sessions started from a link (docs/product.md §2): the query parameters research or
// isResearch (true, 1 or yes) and participant or participantName. A participant name given in
// the link skips the name question.
import type { ExerciseHistory } from '../api/post-exercise-turn.ts';

/**
 * Whose research session a chat is, for what the page says is kept (docs/research.md "What
 * participants are told"): a study's ('study': its link, or a member's preview of it), or the
 * default study's (the fixed research paths and ?research=1 links).
 */
export type ResearchKeeping = 'study' | 'default-study';

const yes = (value: string | null) => ['true', '1', 'yes'].includes((value ?? '').trim().toLowerCase());

export function researchFieldsFromQuery(params: URLSearchParams, alwaysResearch = false): ExerciseHistory {
  const fields: ExerciseHistory = {};
  if (alwaysResearch || yes(params.get('research')) || yes(params.get('isResearch'))) fields.isResearch = true;
  const participant = (params.get('participantName') ?? params.get('participant') ?? '').trim();
  if (participant) fields.participantName = participant.slice(0, 200);
  return fields;
}

/** Whether a one-segment path could be a research edition, "{uuid}-{exercise}-{full|slim}". */
export function looksLikeResearchPath(slug: string): boolean {
  return /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}-[a-z-]+-(full|slim)$/.test(slug);
}
