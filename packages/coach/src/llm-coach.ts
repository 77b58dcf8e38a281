// The LLM coach (docs/decisions.md "The writing coach"): the built-in feedback plus an AI
// rephrasing from any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp). One call
// is POST {baseUrl}/chat/completions; it gets a timeout, one retry, and on any failure
// (network, non-2xx, timeout, malformed or empty answer) the student simply gets the built-in
// feedback. The answer is untrusted text: it is escaped before it goes into a message.

import { z } from 'zod';
import type { Coach, Feedback, FeedbackRequest } from './coach.ts';
import { textToHtml } from './html.ts';
import { findingsPrompt, findingsSchema, llmFindingFocuses, llmFindingKinds, parseLlmFindings } from './llm-findings.ts';
import { rhetoricFeedback } from './rhetoric-feedback.ts';
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
   * rules' ones; the fallback must be the built-in coach. Off unless asked for.
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
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
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

/**
 * The built-in feedback with its logos and ethos findings judged by the model instead
 * (llm-findings.ts): two attempts, then the built-in feedback as it was.
 */
async function withLlmFindings(options: LlmCoachOptions, request: FeedbackRequest, measured: Feedback): Promise<Feedback> {
  const focuses = llmFindingFocuses(request);
  if (focuses.length === 0 || request.question) return measured;
  const body = JSON.stringify({
    model: options.model,
    messages: findingsPrompt(request, focuses),
    temperature: 0,
    response_format: { type: 'json_schema', json_schema: { name: 'findings', strict: true, schema: findingsSchema(focuses) } },
  });
  const language = request.language ?? 'en';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const found = parseLlmFindings(await askContent(options, body), request.text, focuses, language);
      if (found === null) throw new LlmCallError('The LLM answer is not the findings JSON asked for.');
      const replaced = Object.fromEntries(
        focuses.map((focus) => {
          const kinds = new Set((llmFindingKinds[focus] ?? []).map((item) => item.kind));
          return [focus, { kinds, findings: found.filter((item) => kinds.has(item.kind)) }];
        }),
      );
      const rules = rhetoricFeedback(request);
      const judged = rhetoricFeedback(request, replaced);
      // The built-in coach puts its rhetoric messages and findings last.
      return {
        ...measured,
        messages: [...measured.messages.slice(0, measured.messages.length - rules.messages.length), ...judged.messages],
        findings: [...measured.findings.slice(0, measured.findings.length - rules.findings.length), ...judged.findings],
      };
    } catch (error) {
      options.onFailure?.(asError(error), attempt);
    }
  }
  return measured;
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
