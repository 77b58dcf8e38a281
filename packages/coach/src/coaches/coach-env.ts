// The coach's variables of the environment (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL,
// LLM_BUDGET_MS, LLM_FINDINGS), checked; the server's config module reads them with these.
// Apart from coach-config.ts, which makes the coach, so that reading the configuration (as the
// server's cluster primary does) loads nothing of the coach itself.
import { z } from 'zod';

/** The most a turn waits for the model (docs/exercises.md "The model's budget and breaker"). */
export const defaultLlmBudgetMs = 5_000;

export interface CoachConfig {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** LLM_BUDGET_MS. */
  budgetMs?: number;
  /** Whether the LLM judges the findings that need reading for meaning (llm/llm-judged-kinds.ts); true when absent. */
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
    // Up to a minute: the budget is how long a student's turn may wait.
    LLM_BUDGET_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(60_000).optional()),
    // Retired: a turn no longer waits per attempt, but for the budget of the whole turn.
    LLM_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.undefined({ error: 'no longer read: the model\'s part of a turn is bounded by LLM_BUDGET_MS (ms, default 5000)' }).optional(),
    ),
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
  if (parsed.LLM_BUDGET_MS) config.budgetMs = parsed.LLM_BUDGET_MS;
  if (parsed.LLM_FINDINGS) config.typedFindings = parsed.LLM_FINDINGS === 'on';
  return config;
}
