// The neutral coach for "slim" research editions and the no-feedback routes (docs/decisions.md:
// "neutral coaching only: no AI and no jargon feedback"). It thanks the student and gives one
// generic reading hint, never a measure. When given the jargon analyzer it still measures the
// text silently, so the history keeps comparable counts and scores for the study; nothing
// measured is ever shown.

import type { Coach, Feedback, FeedbackRequest, JargonAnalyzer } from './coach.ts';
import { jargonMeasures } from './builtin-coach.ts';

export const neutralGuidance: readonly string[] = [
  'Read your text once more: is your main point clear from the first sentence?',
  'Read your text once more: would a friend outside your field follow every sentence?',
  'Read your text once more: which words could you drop without losing your message?',
  'Read your text once more: does it say why your work matters?',
];

export interface NeutralCoachOptions {
  /** Measures stored in the history only; never shown. */
  analyzer?: JargonAnalyzer;
}

export function createNeutralCoach(options: NeutralCoachOptions = {}): Coach {
  return {
    async feedback(request: FeedbackRequest): Promise<Feedback> {
      const hint =
        neutralGuidance[request.stage % neutralGuidance.length] ?? neutralGuidance[0] ?? '';
      const measures = options.analyzer
        ? jargonMeasures(await options.analyzer.analyze(request.text))
        : null;
      return { messages: ['Thank you.', hint], measures, suggestion: null, source: 'neutral', findings: [] };
    },
  };
}
