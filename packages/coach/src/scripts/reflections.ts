// The closing reflections shared by Coherence, Critical Thinking and Half Life's research
// editions (docs/exercises.md "Reflections"): four statements rated on a 1–5 agreement scale
// (reflectionAnswer1–4, stored as the digit) and one open question (reflectionOpenResponse).
// The same wording everywhere, so a study can compare the exercises and their editions.

import type { ChoiceOption } from '../markup/options.ts';
import { renderChoiceQuestion } from '../markup/options.ts';
import type { Stage } from '../engine/script.ts';

export const likertOptions: readonly ChoiceOption[] = [
  { value: '1', label: 'Strongly disagree', stored: '1' },
  { value: '2', label: 'Disagree', stored: '2' },
  { value: '3', label: 'Neither agree nor disagree', stored: '3' },
  { value: '4', label: 'Agree', stored: '4' },
  { value: '5', label: 'Strongly agree', stored: '5' },
];

export const reflectionStatements: readonly string[] = [
  'The chatbot was friendly and easy to use.',
  'The exercise challenged me in a way that made me think harder about my writing.',
  'The exercise was useful for improving the quality of my writing.',
  'I would use an exercise like this again for my own texts.',
];

export const likertIntro =
  'Before you go, please tell us how the exercise went for you. For each statement, choose how much you agree, from 1 (strongly disagree) to 5 (strongly agree).';

export const openQuestion =
  'Last question: how did you feel during this exercise, how did it help you, and what did you learn? Write as much or as little as you like.';

export const reflectionFields = {
  reflectionAnswer1: 'text',
  reflectionAnswer2: 'text',
  reflectionAnswer3: 'text',
  reflectionAnswer4: 'text',
  reflectionOpenResponse: 'text',
} as const;

/** The statement of reflection n (1–4) with its options. */
export function reflectionQuestion(n: number): string {
  return renderChoiceQuestion(
    `Statement ${n} of ${reflectionStatements.length}: ${reflectionStatements[n - 1] ?? ''}`,
    likertOptions,
  );
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
