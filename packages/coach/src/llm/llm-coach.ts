// The LLM coach (docs/decisions.md "The writing coach"): the built-in feedback, the findings the
// rules cannot verify judged by the model instead (llm-findings.ts, llm-feedback.ts), and the
// AI's own answer (a rephrasing, a check, questions) from any OpenAI-compatible endpoint through
// the `openai` SDK (llm-client.ts). Each call has the per-attempt timeout and one retry; on any
// failure (network, non-2xx, timeout, malformed or empty answer) the student gets the built-in
// feedback for that part. What the model writes is untrusted text: it is escaped before it goes
// into a message, and a finding it reports is said only when it quotes the student's words.
import type { Coach, Feedback, FeedbackRequest } from '../coaches/coach.ts';
import type { Finding } from '../findings/finding.ts';
import { textToHtml } from '../markup/html.ts';
import { createLlmClient, isUnreachable, LlmAnswerError, type LlmAsk, type LlmClientOptions } from './llm-client.ts';
import { withModelFindings, withoutJudgedKinds } from './llm-feedback.ts';
import { checkLlmFindings, findingsSchema, llmKindsAsked } from './llm-findings.ts';
import type { LlmJudgedKind } from './llm-judged-kinds.ts';
import {
  findingsPrompt,
  introFor,
  llmTemperature,
  maxSuggestionChars,
  inLanguage,
  promptFor,
  questionFeedbackPrompt,
} from './llm-prompts.ts';

export interface LlmCoachOptions extends LlmClientOptions {
  /** Answers on its own when the LLM fails, and supplies the measured feedback otherwise. */
  fallback: Coach;
  /**
   * Ask the model for the findings of the kinds it judges (llm-judged-kinds.ts) at each feedback
   * point, in place of the rules'; the fallback must be the built-in coach. Off unless asked for
   * here; the configured coach (coach-config.ts) asks for them unless LLM_FINDINGS=off.
   */
  typedFindings?: boolean;
}

function findingsAsk(request: FeedbackRequest, kinds: readonly LlmJudgedKind[]): LlmAsk {
  return {
    messages: findingsPrompt(request, kinds),
    temperature: 0,
    response_format: { type: 'json_schema', json_schema: { name: 'findings', strict: true, schema: findingsSchema(kinds) } },
  };
}

/** The findings request of a feedback point: its kinds' prompt and the answer's JSON schema; null when it asks for none. */
export function findingsRequest(request: FeedbackRequest): LlmAsk | null {
  const kinds = llmKindsAsked(request);
  return kinds.length > 0 ? findingsAsk(request, kinds) : null;
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 0 ? lastSpace : max)} …`;
}

/** What came of asking for a point's findings. */
type Judged =
  | { outcome: 'answered'; findings: Finding[] }
  /** Nothing asked at this point, or typed findings are off. */
  | { outcome: 'none' }
  /** The endpoint did not answer (no connection, timeout, 429, 5xx): the AI's own answer is not asked either. */
  | { outcome: 'unreachable' }
  /** An answer came, but not the JSON asked for. */
  | { outcome: 'failed' };

export function createLlmCoach(options: LlmCoachOptions): Coach {
  const client = createLlmClient(options);

  async function judge(request: FeedbackRequest): Promise<Judged> {
    const kinds = options.typedFindings ? llmKindsAsked(request) : [];
    if (kinds.length === 0) return { outcome: 'none' };
    try {
      const judgement = await client.complete(findingsAsk(request, kinds), (content) => {
        const checked = checkLlmFindings(content, request, kinds);
        if (!checked) throw new LlmAnswerError('The LLM answer is not the findings JSON asked for.');
        return checked;
      });
      return { outcome: 'answered', findings: judgement.findings };
    } catch (error) {
      return { outcome: isUnreachable(error) ? 'unreachable' : 'failed' };
    }
  }

  return {
    async feedback(request: FeedbackRequest): Promise<Feedback> {
      const language = request.language ?? 'en';
      const builtin = await options.fallback.feedback(request);
      const judged = await judge(request);
      // The model answered: its findings of the judged kinds, none of the rules'.
      const model = judged.outcome === 'answered' ? judged.findings : [];
      const measured = judged.outcome === 'answered' ? withModelFindings(withoutJudgedKinds(builtin, language), model, language) : builtin;
      if (request.aiTask === 'none' || judged.outcome === 'unreachable') return measured;
      const ask: LlmAsk = {
        messages: inLanguage(request.question ? questionFeedbackPrompt(request) : promptFor(request, measured.measures), request.language),
        temperature: llmTemperature,
      };
      let suggestion: string;
      try {
        suggestion = await client.complete(ask, (content) => cutAtWord(content, maxSuggestionChars));
      } catch {
        return measured;
      }
      // Feedback on a question replaces the rules' (it is feedback, not a rephrasing); the
      // model's findings on it stay above it.
      if (request.question) {
        const findings = withModelFindings({ ...measured, messages: [], findings: [] }, model, language);
        return {
          messages: [...findings.messages, textToHtml(suggestion)],
          measures: measured.measures,
          suggestion: null,
          source: 'llm',
          findings: findings.findings,
        };
      }
      return {
        messages: [...measured.messages, introFor(request), textToHtml(suggestion)],
        measures: measured.measures,
        suggestion,
        source: 'llm',
        // The remarks shown above the AI's answer.
        findings: measured.findings,
      };
    },
  };
}
