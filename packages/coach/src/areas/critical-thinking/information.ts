// Critical Thinking, "information": whether the summary carries the figures of the answer.
import { finding, type Finding } from '../../findings/finding.ts';
import { figuresIn } from './figures.ts';

export function informationFindings(summary: string, answer: string): Finding[] {
  const fromAnswer = [...new Set(figuresIn(answer))];
  const inSummary = figuresIn(summary);
  // "22" is in a summary that says "between 2000 and 2022" (the 22 years): a figure inside one
  // of the summary's numbers is there.
  const present = (number: string) => inSummary.some((written) => written === number || written.includes(number));
  if (fromAnswer.length === 0 || !fromAnswer.every(present)) return [];
  return [finding('criticalThinking.figuresPresent', { key: 'questions.ct.figuresPresent' })];
}
