// The LLM coach (docs/decisions.md "The writing coach"): the built-in feedback, the findings the
// rules cannot verify judged by the model instead (llm-findings.ts, llm-feedback.ts), and the
// AI's own answer (a rephrasing, a check, questions). The model never holds a turn
// (docs/exercises.md "The model's budget and breaker"): what has not come within the turn's budget
// is dropped, a breaker stops calling an endpoint that keeps failing, and any failure leaves the
// built-in feedback for that part. What the model writes is escaped, and a finding is said only
// where it quotes the student's words.
import type { Coach, Feedback, FeedbackRequest } from '../engine/coach.ts';
import type { Finding } from '../findings/finding.ts';
import { textToHtml } from '../markup/html.ts';
import { createLlmClient, LlmAnswerError, type LlmAsk, type LlmClientOptions } from './llm-client.ts';
import { withModelFindings, withoutJudgedKinds } from './llm-feedback.ts';
import { checkLlmFindings, findingsSchema, llmKindsAsked } from './llm-findings.ts';
import type { LlmJudgedKind } from './llm-judged-kinds.ts';
import { createModelBreaker, type ModelBreaker } from './model-breaker.ts';
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
  /** Ask the model for the findings of the kinds it judges, in place of the rules' (the fallback: the built-in coach). */
  typedFindings?: boolean;
  /** Whether the endpoint is called now; when absent, a breaker of the coach's own with the defaults. */
  breaker?: ModelBreaker;
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

/** Rejects when the turn's budget is spent, whatever the call it races is doing. */
function budgetSpent(turn: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const spent = () => reject(new Error("The turn's budget is spent."));
    if (turn.aborted) spent();
    else turn.addEventListener('abort', spent, { once: true });
  });
}

export function createLlmCoach(options: LlmCoachOptions): Coach {
  const client = createLlmClient(options);
  const breaker = options.breaker ?? createModelBreaker();

  /** One call within the turn's budget, if the breaker lets it through: what `read` made of the answer, or null. */
  async function call<T>(ask: LlmAsk, read: (content: string) => T, turn: AbortSignal): Promise<T | null> {
    if (turn.aborted) return null;
    const permit = breaker.permit();
    if (!permit) return null;
    try {
      const answer = await Promise.race([client.complete(ask, read, turn), budgetSpent(turn)]);
      permit.answered();
      return answer;
    } catch (error) {
      // An answer that is not the one asked for still came: the endpoint is up.
      if (error instanceof LlmAnswerError) permit.answered();
      else permit.failed(turn.aborted ? `no answer within the turn's budget of ${options.budgetMs} ms` : error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  /** The model's findings of the kinds it judges at this point; null when none were asked or none came. */
  async function judge(request: FeedbackRequest, turn: AbortSignal): Promise<Finding[] | null> {
    const kinds = options.typedFindings ? llmKindsAsked(request) : [];
    if (kinds.length === 0) return null;
    const judgement = await call(
      findingsAsk(request, kinds),
      (content) => {
        const checked = checkLlmFindings(content, request, kinds);
        if (!checked) throw new LlmAnswerError('The LLM answer is not the findings JSON asked for.');
        return checked;
      },
      turn,
    );
    return judgement?.findings ?? null;
  }

  /** The AI's own answer (a rephrasing, a check, questions), cut at a word; null when not asked or none came. */
  function answer(request: FeedbackRequest, measures: Feedback['measures'], turn: AbortSignal): Promise<string | null> {
    if (request.aiTask === 'none') return Promise.resolve(null);
    const ask: LlmAsk = {
      messages: inLanguage(request.question ? questionFeedbackPrompt(request) : promptFor(request, measures), request.language),
      temperature: llmTemperature,
    };
    return call(ask, (content) => cutAtWord(content, maxSuggestionChars), turn);
  }

  return {
    async feedback(request: FeedbackRequest): Promise<Feedback> {
      // A text going back for its length: the rules' questions only, no model call for a text not taken.
      if (request.outOfRange) return options.fallback.feedback(request);
      const language = request.language ?? 'en';
      // The model's part of the turn starts now and ends with the budget, whatever has come by then.
      const turn = AbortSignal.timeout(options.budgetMs);
      const judging = judge(request, turn);
      const builtin = await options.fallback.feedback(request);
      const [model, suggestion] = await Promise.all([judging, answer(request, builtin.measures, turn)]);
      // The model answered: its findings of the judged kinds, none of the rules'.
      const measured = model ? withModelFindings(withoutJudgedKinds(builtin, language), model, language) : builtin;
      if (suggestion === null) return measured;
      // Feedback on a question replaces the rules' (it is feedback, not a rephrasing); the
      // model's findings on it stay above it.
      if (request.question) {
        const findings = withModelFindings({ ...measured, messages: [], findings: [] }, model ?? [], language);
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
        ...(measured.figures === undefined ? {} : { figures: measured.figures }),
      };
    },
  };
}
