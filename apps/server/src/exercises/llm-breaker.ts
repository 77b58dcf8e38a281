// This process's breaker of the LLM endpoint (docs/exercises.md "The model's budget and
// breaker"), made once with the app: the exercise coaches call the model through it, /api/health
// reports its state, and each change of state is logged. None without LLM_BASE_URL.
import type { FastifyInstance } from 'fastify';
import { createModelBreaker, type ModelBreaker, type ModelStateChange } from '@scicomm/coach';

function logChange(app: FastifyInstance, change: ModelStateChange): void {
  const fields = {
    llm: {
      from: change.from,
      state: change.state,
      consecutiveFailures: change.consecutiveFailures,
      ...(change.retryAt ? { retryAt: change.retryAt.toISOString() } : {}),
      ...(change.reason ? { reason: change.reason } : {}),
    },
  };
  if (change.state === 'open') app.log.warn(fields, 'LLM coach stops calling the endpoint until retryAt: built-in feedback only');
  else if (change.state === 'halfOpen') app.log.info(fields, 'LLM coach tries the endpoint again with one call');
  else app.log.info(fields, 'LLM coach calls the endpoint again: it answered');
}

export function createLlmBreaker(app: FastifyInstance): ModelBreaker | null {
  if (!app.config.coach.baseUrl) return null;
  return createModelBreaker({ onChange: (change) => logChange(app, change) });
}
