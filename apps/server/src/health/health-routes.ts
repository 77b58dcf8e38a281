import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModelBreaker } from '@scicomm/coach';

/**
 * The LLM coach's endpoint as this process sees it (docs/exercises.md "The model's budget and
 * breaker"): off without LLM_BASE_URL; closed, called; open, not called until retryAt; halfOpen,
 * one trial call. Never makes the process unhealthy: the built-in coach answers meanwhile.
 */
const llmHealthSchema = z.object({
  state: z.enum(['off', 'closed', 'open', 'halfOpen']),
  /** Calls in a row that failed; absent when off. */
  consecutiveFailures: z.number().int().min(0).optional(),
  /** While open: when the next turn's call is made, as the trial. */
  retryAt: z.iso.datetime().optional(),
});

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['postgres', 'pglite']), status: z.enum(['up', 'down']) }),
  llm: llmHealthSchema,
});

function llmHealth(breaker: ModelBreaker | null): z.infer<typeof llmHealthSchema> {
  if (!breaker) return { state: 'off' };
  const { state, consecutiveFailures, retryAt } = breaker.status();
  return { state, consecutiveFailures, ...(retryAt ? { retryAt: retryAt.toISOString() } : {}) };
}

const readinessSchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** Present when the limits live in Redis (REDIS_URL): whether it answers. */
  redis: z.enum(['up', 'down']).optional(),
});

/** Whether the ping answered; `failed` hears why not. */
const answers = (ping: () => Promise<void>, failed: (err: unknown) => void = () => {}) =>
  ping().then(
    () => true,
    (err: unknown) => {
      failed(err);
      return false;
    },
  );

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { limit: false, answeredUnderLoad: true },
      schema: {
        tags: ['health'],
        summary: 'The version, whether the database answers, and the state of the LLM coach\'s endpoint.',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await answers(
        () => app.database.ping(),
        (err) => app.log.warn({ err }, 'database ping failed'),
      );
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        version: app.config.version,
        database: { kind: app.database.kind, status: up ? 'up' : 'down' },
        llm: llmHealth(app.llmBreaker),
      });
    },
  );

  // Readiness, for load balancers and orchestrators: 503 from the moment the process starts
  // shutting down (plugins/app/draining.ts answers it then, before this handler) or while the database
  // does not answer. /api/health stays the liveness check.
  app.get(
    '/api/health/ready',
    {
      config: { limit: false, answeredUnderLoad: true },
      schema: {
        tags: ['health'],
        summary: 'Whether this process takes traffic: 503 while shutting down or without its database (or Redis).',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const usesRedis = app.limits.kind === 'redis';
      const [databaseUp, redisUp] = await Promise.all([
        answers(() => app.database.ping()),
        usesRedis ? answers(() => app.limits.ping()) : Promise.resolve(true),
      ]);
      const up = databaseUp && redisUp;
      const status = app.lifecycle.draining ? 'draining' : up ? 'ready' : 'unavailable';
      return reply.status(status === 'ready' ? 200 : 503).send({
        status,
        database: databaseUp ? 'up' : 'down',
        ...(usesRedis ? { redis: redisUp ? ('up' as const) : ('down' as const) } : {}),
      });
    },
  );
};
