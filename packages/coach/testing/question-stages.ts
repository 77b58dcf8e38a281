// Where each question of Coherence and Critical Thinking stands in its script, for tests that
// answer a given question: numbers derived from the scripts' own named stages.
import { coherenceStages } from '../src/scripts/coherence.ts';
import { criticalThinkingStages } from '../src/scripts/critical-thinking.ts';

/** Coherence's stages of question n (1–5): its choice, its table and the revision after it. */
export function coherenceQuestionStages(n: number): {
  choice: number;
  table: number;
  revision: number;
} {
  const choice = coherenceStages.firstQuestion + 3 * (n - 1);
  return { choice, table: choice + 1, revision: choice + 2 };
}

/** Critical Thinking's stages of question n: its answer, and (for 1–4) the revision after it. */
export function criticalThinkingQuestionStages(n: number): {
  answer: number;
  revision: number | null;
} {
  const answer = criticalThinkingStages.firstQuestion + 2 * (n - 1);
  return { answer, revision: n < 5 ? answer + 1 : null };
}
