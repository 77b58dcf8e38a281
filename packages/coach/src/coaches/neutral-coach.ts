// The neutral coach for "slim" research editions and the no-feedback routes (docs/decisions.md:
// "neutral coaching only: no AI and no jargon feedback"). It thanks the student and gives one
// generic reading hint, never a measure. When given the jargon analyzer it still measures the
// text silently, so the history keeps comparable counts and scores for the study; nothing
// measured is ever shown.

import type { Coach, Feedback, FeedbackRequest, JargonAnalyzer } from '../engine/coach.ts';
import { jargonMeasures } from './builtin-coach.ts';
import { said, type Said } from '../messages/chat-text.ts';
import { renderSaid } from '../chat/render.ts';

/** One hint a stage, in turn (messages/coach.ts). */
export const neutralGuidance: readonly Said[] = ['mainPoint', 'friend', 'drop', 'matters'].map((hint) => said(`coach.neutral.${hint}`));

export interface NeutralCoachOptions {
  /** Measures stored in the history only; never shown. */
  analyzer?: JargonAnalyzer;
}

export function createNeutralCoach(options: NeutralCoachOptions = {}): Coach {
  return {
    async feedback(request: FeedbackRequest): Promise<Feedback> {
      if (request.outOfRange) return { messages: [], measures: null, suggestion: null, source: 'neutral', findings: [] };
      const hint = neutralGuidance[request.stage % neutralGuidance.length] ?? said('coach.neutral.mainPoint');
      const language = request.language ?? 'en';
      const measures = options.analyzer
        ? jargonMeasures(await options.analyzer.analyze(request.text))
        : null;
      return { messages: [renderSaid(said('coach.neutral.thanks'), language), renderSaid(hint, language)], measures, suggestion: null, source: 'neutral', findings: [] };
    },
  };
}
