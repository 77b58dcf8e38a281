// The built-in coach (docs/decisions.md "The writing coach", the default; no network): the
// audience feedback (half-life-feedback.ts), the rhetoric and ethics feedback (rhetoric-feedback.ts)
// and the feedback on a question about the student's own text (question-feedback.ts), every remark
// a finding rendered in the request's language.

import { audienceProfile } from '../engine/audience.ts';
import type { Coach, Feedback, FeedbackRequest, JargonAnalysis, JargonMeasures } from '../engine/coach.ts';
import type { JargonAnalyzer } from '../engine/coach.ts';
import { renderFindings } from '../kinds/render.ts';
import { audienceFeedback, readerQuestions } from '../feedback/half-life-feedback.ts';
import { questionFindings } from '../feedback/question-feedback.ts';
import { rhetoricFeedback } from '../feedback/rhetoric-feedback.ts';
import { measureText } from '../areas/sentences/text-measures.ts';
import { shownFor, type ShownKinds } from '../kinds/shown.ts';
import { phrasesInLanguage } from '../chat/phrases.ts';
import { countWords } from '../engine/word-count.ts';

/** A text under work shorter than this gets no question about its words at a Coherence or Critical Thinking question. */
export const QUESTIONS_MIN_WORDS = 60;

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
    // Looked up by the base form: "cores" beside a common "core" is counted, not named.
    rareWords: distinct(analysis.rareWords).filter((word) => !(analysis.commonByBase ?? []).includes(word)),
    rareWordCount: analysis.rareWords.length,
    rarePercentage: analysis.rarePercentage,
  };
}

export interface BuiltinCoachOptions {
  /**
   * The kinds said about a text: those that hold on fresh walks in its language (kinds/shown.ts).
   * The evaluation passes every kind to label candidates in shadow; a writer never gets that.
   */
  shown?: (text: string) => ShownKinds;
}

export function createBuiltinCoach(analyzer: JargonAnalyzer, options: BuiltinCoachOptions = {}): Coach {
  const shownOf = options.shown ?? shownFor;
  /** A text going back for its length: its readers' questions alone, from 60 words, nothing measured or stored. */
  async function outOfRangeQuestions(request: FeedbackRequest, shown: ShownKinds): Promise<Feedback> {
    const none: Feedback = { messages: [], measures: null, suggestion: null, source: 'builtin', findings: [] };
    if (countWords(request.text) < QUESTIONS_MIN_WORDS) return none;
    const analysis = await analyzer.analyze(request.text, request.keyTerms?.length ? { keyTerms: request.keyTerms } : undefined);
    const { messages, findings } = audienceFeedback(request, analysis, measureText(request.text), audienceProfile(request.audience), shown);
    return { ...none, messages, findings };
  }
  return {
    async feedback(request: FeedbackRequest): Promise<Feedback> {
      const language = request.language ?? 'en';
      const shown = shownOf(request.text);
      // A question about the student's own text (Coherence, Critical Thinking): its own rules,
      // the certainty words and the abbreviations, said in the site's language.
      if (request.question) {
        // The text under work is read at the adults' level; its questions (certainty words,
        // abbreviations) name no readers: the exercise never asked who they are.
        const analysis = await analyzer.analyze(request.text, request.keyTerms?.length ? { keyTerms: request.keyTerms } : undefined);
        const profile = audienceProfile(null);
        const questions =
          countWords(request.text) >= QUESTIONS_MIN_WORDS
            ? readerQuestions(request, analysis, profile, phrasesInLanguage(profile.readers, language), shown)
            : [];
        const findings = questionFindings(request.text, request.question, language, shown, questions);
        return {
          // Nothing to say (no remark, and no revision to reread for): no empty message.
          messages: findings.length > 0 ? [renderFindings(findings, language)] : [],
          measures: null,
          suggestion: null,
          source: 'builtin',
          findings,
        };
      }
      if (request.outOfRange) return outOfRangeQuestions(request, shown);
      const analysis = await analyzer.analyze(request.text, request.keyTerms?.length ? { keyTerms: request.keyTerms } : undefined);
      const measured = audienceFeedback(request, analysis, measureText(request.text), audienceProfile(request.audience), shown);
      // One generic line at most, and none beside a concrete remark (docs/exercises.md "No filler"):
      // without one, the stage's lesson, which asks the writer to point at their own sentence.
      const concrete = measured.findings.length > 0;
      const rhetoric = rhetoricFeedback(request, shown, concrete ? 'none' : 'first');
      return {
        messages: [...measured.messages, ...rhetoric.messages],
        measures: jargonMeasures(analysis),
        suggestion: null,
        source: 'builtin',
        findings: [...measured.findings, ...rhetoric.findings],
        ...(measured.figures === undefined ? {} : { figures: measured.figures }),
      };
    },
  };
}
