// The closing reflections shared by Coherence, Critical Thinking and Half Life's research
// editions (docs/exercises.md "Reflections"): four statements rated on a 1–5 agreement scale
// (reflectionAnswer1–4, stored as the digit) and one open question (reflectionOpenResponse).
// The same wording everywhere, so a study can compare the exercises and their editions.

import { type ChatText, type ChoiceOption, renderChoiceQuestion, type Said, said } from '../messages/chat-text.ts';
import type { Stage } from '../engine/script.ts';

export const likertOptions: readonly ChoiceOption[] = [
  { value: '1', label: said('reflections.likert.1'), stored: '1' },
  { value: '2', label: said('reflections.likert.2'), stored: '2' },
  { value: '3', label: said('reflections.likert.3'), stored: '3' },
  { value: '4', label: said('reflections.likert.4'), stored: '4' },
  { value: '5', label: said('reflections.likert.5'), stored: '5' },
];

export const reflectionStatements: readonly Said[] = [1, 2, 3, 4].map((n) => said(`reflections.statement.${n}`));

export const likertIntro = said('reflections.intro');

export const openQuestion = said('reflections.open');

export const reflectionFields = {
  reflectionAnswer1: 'text',
  reflectionAnswer2: 'text',
  reflectionAnswer3: 'text',
  reflectionAnswer4: 'text',
  reflectionOpenResponse: 'text',
} as const;

/** The statement of reflection n (1–4) with its options. */
export function reflectionQuestion(n: number): ChatText {
  const statement = reflectionStatements[n - 1];
  if (!statement) throw new Error(`There is no reflection statement ${n}.`);
  return renderChoiceQuestion(said('reflections.statement', { n, total: reflectionStatements.length, statement }), likertOptions);
}

export interface ReflectionStageOptions {
  /** Where the open question leads (the finished stage), or a function giving it once known. */
  finished: number | (() => number);
}

/**
 * Five stages, one after the other: statements 1–4 (each prompt asks the next one) and the open
 * question. The prompt of the first statement is the caller's (it follows the exercise's own
 * thanks).
 */
export function reflectionStages({ finished }: ReflectionStageOptions): Stage[] {
  const statements: Stage[] = reflectionStatements.map((_, index) => ({
    name: `reflection${index + 1}`,
    prompt: index === 0 ? [likertIntro, reflectionQuestion(1)] : [reflectionQuestion(index + 1)],
    input: { kind: 'choice', options: likertOptions, saveAs: `reflectionAnswer${index + 1}` },
  }));
  const open: Stage = {
    name: 'reflectionOpen',
    prompt: [openQuestion],
    input: {
      kind: 'text',
      words: { min: 1, max: 1000 },
      saveAs: { text: 'reflectionOpenResponse' },
    },
    next: typeof finished === 'number' ? finished : () => finished(),
  };
  return [...statements, open];
}
