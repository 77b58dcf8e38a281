// The LLM coach (docs/decisions.md "The writing coach"): the built-in feedback plus an AI
// rephrasing from any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp), and, with
// typed findings, the logos and ethos findings judged by the model (llm-findings.ts). One call
// is POST {baseUrl}/chat/completions; it gets a timeout, one retry, and on any failure
// (network, non-2xx, timeout, malformed or empty answer) the student simply gets the built-in
// feedback for that part. The answer is untrusted text: it is escaped before it goes into a message.

import { z } from 'zod';
import type { Coach, Feedback, FeedbackRequest } from '../coaches/coach.ts';
import { textToHtml } from '../markup/html.ts';
import type { Finding } from '../findings/finding.ts';
import {
  findingsPrompt,
  findingsSchema,
  llmFindingFocuses,
  llmKindsOf,
  parseLlmFindings,
  type LlmFindingFocus,
} from './llm-findings.ts';
import { rhetoricFeedback, type ReplacedFindings } from '../feedback/rhetoric-feedback.ts';
import {
  introFor,
  llmTemperature,
  maxSuggestionChars,
  inLanguage,
  promptFor,
  questionFeedbackPrompt,
} from './llm-prompts.ts';

export interface LlmCoachOptions {
  /** The API root, e.g. "https://api.openai.com/v1" or "http://127.0.0.1:11434/v1". */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per attempt; with the one retry a failing call costs at most twice this. */
  timeoutMs: number;
  /** Answers on its own when the LLM fails, and supplies the measured feedback otherwise. */
  fallback: Coach;
  /** Told of each failed attempt (for the server's log); never shown to students. */
  onFailure?: (error: Error, attempt: number) => void;
  fetch?: typeof fetch;
  /**
   * Ask the model for the logos and ethos findings (llm-findings.ts) instead of the built-in
   * rules' ones; the fallback must be the built-in coach. Off unless asked for here; the
   * configured coach (coach-config.ts) asks for them unless LLM_FINDINGS=off.
   */
  typedFindings?: boolean;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export class LlmCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmCallError';
  }
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 0 ? lastSpace : max)} …`;
}

export function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/(?<!\/)\/+$/, '')}/chat/completions`;
}

async function askOnce(options: LlmCoachOptions, body: string): Promise<string> {
  return cutAtWord(await askContent(options, body), maxSuggestionChars);
}

/** One call's answer as the model wrote it (a JSON answer must not be cut). */
async function askContent(options: LlmCoachOptions, body: string): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const response = await doFetch(completionsUrl(options.baseUrl), {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new LlmCallError(`The LLM endpoint answered ${response.status}.`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new LlmCallError('The LLM endpoint answered with malformed JSON.');
  }
  const parsed = completionSchema.safeParse(json);
  if (!parsed.success) throw new LlmCallError('The LLM answer has no message content.');
  const content = parsed.data.choices[0]?.message.content.trim() ?? '';
  if (content === '') throw new LlmCallError('The LLM answered with empty content.');
  return content;
}

/** The request for one focus's findings: its kinds as the answer's JSON schema, temperature 0. */
export function findingsRequestBody(model: string, request: FeedbackRequest, focus: LlmFindingFocus): string {
  return JSON.stringify({
    model,
    messages: findingsPrompt(request, [focus]),
    temperature: 0,
    response_format: { type: 'json_schema', json_schema: { name: 'findings', strict: true, schema: findingsSchema([focus]) } },
  });
}

/**
 * The model's findings for one focus, grounded in the text; null after two answers that are not
 * the JSON asked for or leave no finding standing (the rules then judge that focus).
 */
async function llmFindingsFor(options: LlmCoachOptions, request: FeedbackRequest, focus: LlmFindingFocus): Promise<Finding[] | null> {
  const body = findingsRequestBody(options.model, request, focus);
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const found = parseLlmFindings(await askContent(options, body), request.text, [focus], request.language ?? 'en');
      if (found === null) throw new LlmCallError(`The LLM answer is not the ${focus} findings JSON asked for.`);
      // An empty judgement would leave the student a heading and nothing under it.
      if (found.length === 0) throw new LlmCallError(`The LLM answer leaves no ${focus} finding standing.`);
      return found;
    } catch (error) {
      options.onFailure?.(asError(error), attempt);
    }
  }
  return null;
}

/**
 * The built-in feedback with the findings of each logos or ethos focus judged by the model
 * instead (llm-findings.ts), one call per focus; a focus the model could not judge keeps the
 * rules' findings. Kinds the model is not asked for (the credibility statement's) stay the rules'.
 */
async function withLlmFindings(options: LlmCoachOptions, request: FeedbackRequest, measured: Feedback): Promise<Feedback> {
  const replaced: Partial<Record<LlmFindingFocus, ReplacedFindings>> = {};
  for (const focus of llmFindingFocuses(request)) {
    const found = await llmFindingsFor(options, request, focus);
    if (found) replaced[focus] = { kinds: llmKindsOf(focus), findings: found };
  }
  if (Object.keys(replaced).length === 0) return measured;
  const rules = rhetoricFeedback(request);
  const judged = rhetoricFeedback(request, replaced);
  // The built-in coach puts its rhetoric messages and findings last.
  return {
    ...measured,
    messages: [...measured.messages.slice(0, measured.messages.length - rules.messages.length), ...judged.messages],
    findings: [...measured.findings.slice(0, measured.findings.length - rules.findings.length), ...judged.findings],
  };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new LlmCallError(String(error));
}

export function createLlmCoach(options: LlmCoachOptions): Coach {
  return {
    async feedback(request: FeedbackRequest): Promise<Feedback> {
      const measured = options.typedFindings
        ? await withLlmFindings(options, request, await options.fallback.feedback(request))
        : await options.fallback.feedback(request);
      if (request.aiTask === 'none') return measured;
      const body = JSON.stringify({
        model: options.model,
        messages: inLanguage(
          request.question ? questionFeedbackPrompt(request) : promptFor(request, measured.measures),
          request.language,
        ),
        temperature: llmTemperature,
      });
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          const suggestion = await askOnce(options, body);
          // Feedback on a question replaces the built-in one (it is feedback, not a rephrasing).
          if (request.question) {
            return {
              messages: [textToHtml(suggestion)],
              measures: measured.measures,
              suggestion: null,
              source: 'llm',
              findings: [],
            };
          }
          return {
            messages: [...measured.messages, introFor(request), textToHtml(suggestion)],
            measures: measured.measures,
            suggestion,
            source: 'llm',
            // The built-in remarks shown above the AI's answer.
            findings: measured.findings,
          };
        } catch (error) {
          options.onFailure?.(asError(error), attempt);
        }
      }
      return measured;
    },
  };
}
