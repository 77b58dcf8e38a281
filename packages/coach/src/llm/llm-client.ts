// The LLM coach's one way to an OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp): the
// `openai` SDK's chat completions with one retry, all within the turn's budget (llm-coach.ts); a
// call without non-empty content throws, and the coach falls back to the built-in feedback.
// Everything is passed in: none of the SDK's OPENAI_* environment is read, but for
// OPENAI_CUSTOM_HEADERS, which the SDK always reads (packages/coach/README.md: leave it unset).
import type * as OpenAiSdk from 'openai';
import type { LlmChatMessage } from './llm-prompts.ts';

export interface LlmClientOptions {
  /** The API root, e.g. "https://api.openai.com/v1" or "http://127.0.0.1:11434/v1". */
  baseUrl: string;
  /** Sent as a bearer token; without one no Authorization header is sent (a local model). */
  apiKey?: string;
  model: string;
  /** The most a turn waits for the model (LLM_BUDGET_MS): a call, retry included, ends by then. */
  budgetMs: number;
  /** Told of each failed attempt (for the server's log); never shown to students. */
  onFailure?: (error: Error, attempt: number) => void;
  /** The fetch the SDK calls (the recorded endpoint of the tests may pass one); the global one otherwise. */
  fetch?: typeof fetch;
}

/** JSON that follows a schema: OpenAI's structured output; an endpoint that ignores it answers in prose or plain JSON. */
export interface JsonSchemaFormat {
  type: 'json_schema';
  json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
}

/** One chat completion asked for: the body without the model. */
export interface LlmAsk {
  messages: readonly LlmChatMessage[];
  temperature: number;
  response_format?: JsonSchemaFormat;
}

export interface LlmClient {
  /** The answer's content, trimmed, as `read` reads it; throws on any failure and tells onFailure. `turn` ends the call. */
  complete<T>(ask: LlmAsk, read: (content: string) => T, turn: AbortSignal): Promise<T>;
}

/** The SDK retries once; a failing call is never tried a third time. */
export const llmMaxRetries = 1;

/** A call that came back without an answer to use (empty, not a completion, not the JSON asked for). */
export class LlmAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmAnswerError';
  }
}

function lateError(budgetMs: number): Error {
  return new Error(`The LLM endpoint did not answer within the turn's budget of ${budgetMs} ms.`);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The SDK (some 7 MB of a server's heap), loaded by the first client made: a site without an LLM
 * never loads it, one with an LLM at start rather than in a student's first turn.
 */
let sdk: Promise<typeof OpenAiSdk> | null = null;

/** One SDK client per call, whose fetch counts each attempt (the retry included) for onFailure, as the server logs it. */
export function createLlmClient(options: LlmClientOptions): LlmClient {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const loading = (sdk ??= import('openai'));
  return {
    async complete<T>(ask: LlmAsk, read: (content: string) => T, turn: AbortSignal): Promise<T> {
      const { default: OpenAI } = await loading;
      let attempts = 0;
      const told = new Set<number>();
      const tell = (error: Error, attempt: number) => {
        if (told.has(attempt)) return;
        told.add(attempt);
        options.onFailure?.(error, attempt);
      };
      const watched: typeof fetch = async (input, init) => {
        attempts += 1;
        const attempt = attempts;
        try {
          const response = await baseFetch(input, init);
          if (!response.ok) tell(new Error(`The LLM endpoint answered ${response.status}.`), attempt);
          return response;
        } catch (error) {
          tell(turn.aborted ? lateError(options.budgetMs) : new Error(`The LLM endpoint could not be reached: ${asError(error).message}`), attempt);
          throw error;
        }
      };
      const client = new OpenAI({
        baseURL: options.baseUrl,
        // The SDK wants a key; without one the Authorization header is left out below.
        apiKey: options.apiKey ?? 'none',
        adminAPIKey: null,
        organization: null,
        project: null,
        webhookSecret: null,
        logLevel: 'off',
        fetch: watched,
        ...(options.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
      });
      try {
        const completion: unknown = await client.chat.completions.create(
          {
            model: options.model,
            messages: ask.messages.map((message) => ({ role: message.role, content: message.content })),
            temperature: ask.temperature,
            ...(ask.response_format ? { response_format: ask.response_format } : {}),
          },
          // The SDK's own timeout, the same budget counted from later, never ends an attempt before the turn's signal does.
          { timeout: options.budgetMs, maxRetries: llmMaxRetries, signal: turn },
        );
        return read(contentOf(completion));
      } catch (error) {
        // The SDK parses the body itself: a body cut off is its SyntaxError.
        const failure =
          error instanceof SyntaxError
            ? new LlmAnswerError('The LLM endpoint answered with malformed JSON.')
            : turn.aborted && !(error instanceof LlmAnswerError)
              ? lateError(options.budgetMs)
              : asError(error);
        tell(failure, Math.max(attempts, 1));
        throw failure;
      }
    },
  };
}

/** The first choice's content, trimmed; an answer without one is a failure, as the SDK does not check it. */
function contentOf(completion: unknown): string {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const content = (first as { message?: { content?: unknown } } | undefined)?.message?.content;
  if (typeof content !== 'string') throw new LlmAnswerError('The LLM answer has no message content.');
  const trimmed = content.trim();
  if (trimmed === '') throw new LlmAnswerError('The LLM answered with empty content.');
  return trimmed;
}
