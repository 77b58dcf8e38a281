// Choosing the coach from configuration. The server reads LLM_BASE_URL, LLM_API_KEY,
// LLM_MODEL, LLM_BUDGET_MS and LLM_FINDINGS in its config module and passes them here; without
// a base URL the built-in coach (no network) is the coach. With one, the LLM coach also judges
// the findings that need reading for meaning (llm/llm-judged-kinds.ts) unless LLM_FINDINGS=off,
// for an endpoint that cannot answer with JSON.

import { createBuiltinCoach } from './builtin-coach.ts';
import { defaultLlmBudgetMs, type CoachConfig } from './coach-env.ts';
import type { Coach, JargonAnalyzer } from '../engine/coach.ts';
import { createLlmCoach } from '../llm/llm-coach.ts';
import type { LlmCoachOptions } from '../llm/llm-coach.ts';

export interface CoachFactoryOptions {
  onLlmFailure?: LlmCoachOptions['onFailure'];
  /** The endpoint's breaker, for a caller that reports its state (the server's /api/health). */
  breaker?: LlmCoachOptions['breaker'];
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
    budgetMs: config.budgetMs ?? defaultLlmBudgetMs,
    fallback: builtin,
    typedFindings: config.typedFindings ?? true,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    ...(options.onLlmFailure ? { onFailure: options.onLlmFailure } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.breaker ? { breaker: options.breaker } : {}),
  });
}
