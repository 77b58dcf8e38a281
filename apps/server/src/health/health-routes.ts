import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['postgres', 'pglite']), status: z.enum(['up', 'down']) }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The version and whether the database answers.',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping().then(
        () => true,
        (err: unknown) => {
          app.log.warn({ err }, 'database ping failed');
          return false;
        },
      );
      reply.header('cache-control', 'no-store');
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        version: app.config.version,
        database: { kind: app.database.kind, status: up ? 'up' : 'down' },
      });
    },
  );
};
