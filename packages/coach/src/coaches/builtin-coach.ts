// The built-in coach (docs/decisions.md "The writing coach", the default; no network): jargon
// feedback with simpler alternatives, the score and its message (docs/product.md §9), the word count
// against the target, and one concrete suggestion for the chosen audience built from the
// text measures (half-life-feedback.ts); logos, pathos, ethos and ethics feedback
// (rhetoric-feedback.ts); feedback on a question about the student's own text
// (question-feedback.ts). Every remark is a finding, rendered in the request's language
// (docs/exercises.md "How the coach decides").

import { audienceProfile } from './audience.ts';
import type { Coach, Feedback, FeedbackRequest, JargonAnalysis, JargonMeasures } from './coach.ts';
import type { JargonAnalyzer } from './coach.ts';
import { renderFindings } from '../findings/render.ts';
import { audienceFeedback, rarestFirst, scoreMessage } from '../feedback/half-life-feedback.ts';
import { questionFindings } from '../feedback/questions/question-feedback.ts';
import { rhetoricFeedback } from '../feedback/rhetoric-feedback.ts';
import { measureText } from '../measures/text-measures.ts';

export { rarestFirst, scoreMessage };

function distinct(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function jargonMeasures(analysis: JargonAnalysis): JargonMeasures {
  return {
    score: analysis.score,
    totalWords: analysis.totalWords,
    rareWords: distinct(analysis.rareWords),
    rareWordCount: analysis.rareWords.length,
    rarePercentage: analysis.rarePercentage,
  };
}

export function createBuiltinCoach(analyzer: JargonAnalyzer): Coach {
  return {
    async feedback(request: FeedbackRequest): Promise<Feedback> {
      const language = request.language ?? 'en';
      // A question about the student's own text (Coherence, Critical Thinking): measured for
      // that question only, without the jargon measure, and said in the site's language.
      if (request.question) {
        const findings = questionFindings(request.text, request.question, language);
        return {
          // Nothing to say (no remark, and no revision to reread for): no empty message.
          messages: findings.length > 0 ? [renderFindings(findings, language)] : [],
          measures: null,
          suggestion: null,
          source: 'builtin',
          findings,
        };
      }
      const analysis = await analyzer.analyze(request.text, request.keyTerms?.length ? { keyTerms: request.keyTerms } : undefined);
      const audience = audienceFeedback(request, analysis, measureText(request.text), audienceProfile(request.audience));
      const rhetoric = rhetoricFeedback(request);
      return {
        messages: [...audience.messages, ...rhetoric.messages],
        measures: jargonMeasures(analysis),
        suggestion: null,
        source: 'builtin',
        findings: [...audience.findings, ...rhetoric.findings],
      };
    },
  };
}
