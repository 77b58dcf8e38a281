// Choosing the coach from configuration. The server reads LLM_BASE_URL, LLM_API_KEY,
// LLM_MODEL, LLM_TIMEOUT_MS and LLM_FINDINGS in its config module and passes them here; without
// a base URL the built-in coach (no network) is the coach. With one, the LLM coach also judges
// the logos and ethos findings (llm-findings.ts) unless LLM_FINDINGS=off, for an endpoint that
// cannot answer with a JSON schema.

import { z } from 'zod';
import { createBuiltinCoach } from './builtin-coach.ts';
import type { Coach, JargonAnalyzer } from './coach.ts';
import { createLlmCoach } from './llm-coach.ts';
import type { LlmCoachOptions } from './llm-coach.ts';

export const defaultLlmTimeoutMs = 20_000;

export interface CoachConfig {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  /** Whether the LLM judges the logos and ethos findings; true when absent. */
  typedFindings?: boolean;
}

const emptyToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The LLM variables of the environment, checked; for the server's start-up config schema. */
export const coachEnvSchema = z
  .object({
    LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    LLM_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    LLM_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
    LLM_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
    LLM_FINDINGS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).optional()),
  })
  .refine((env) => !env.LLM_BASE_URL || env.LLM_MODEL, {
    message: 'LLM_MODEL is required when LLM_BASE_URL is set.',
    path: ['LLM_MODEL'],
  });

export function coachConfigFromEnv(env: Readonly<Record<string, string | undefined>>): CoachConfig {
  const parsed = coachEnvSchema.parse(env);
  const config: CoachConfig = {};
  if (parsed.LLM_BASE_URL) config.baseUrl = parsed.LLM_BASE_URL;
  if (parsed.LLM_API_KEY) config.apiKey = parsed.LLM_API_KEY;
  if (parsed.LLM_MODEL) config.model = parsed.LLM_MODEL;
  if (parsed.LLM_TIMEOUT_MS) config.timeoutMs = parsed.LLM_TIMEOUT_MS;
  if (parsed.LLM_FINDINGS) config.typedFindings = parsed.LLM_FINDINGS === 'on';
  return config;
}

export interface CoachFactoryOptions {
  onLlmFailure?: LlmCoachOptions['onFailure'];
  fetch?: typeof fetch;
}

/** The built-in coach, or the LLM coach over it when a base URL is configured. */
export function createCoachFromConfig(
  config: CoachConfig,
  analyzer: JargonAnalyzer,
  options: CoachFactoryOptions = {},
): Coach {
  const builtin = createBuiltinCoach(analyzer);
  const baseUrl = config.baseUrl?.trim();
  if (!baseUrl) return builtin;
  const model = config.model?.trim();
  // Configuration is checked at start-up; a base URL without a model is a deployment error.
  if (!model) throw new Error('LLM_MODEL is required when LLM_BASE_URL is set.');
  return createLlmCoach({
    baseUrl,
    model,
    timeoutMs: config.timeoutMs ?? defaultLlmTimeoutMs,
    fallback: builtin,
    typedFindings: config.typedFindings ?? true,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    ...(options.onLlmFailure ? { onFailure: options.onLlmFailure } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
