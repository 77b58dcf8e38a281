import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getUses } from './usage-service.ts';

export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Path and plain-number reply kept from the original.
  app.get(
    '/GetVisits',
    {
      schema: {
        tags: ['usage'],
        summary: 'How many times the tools have been used (the footer counter).',
        response: { 200: z.number().int().nonnegative() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getUses(app.db);
    },
  );
};
