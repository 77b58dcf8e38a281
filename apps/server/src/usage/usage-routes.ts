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
    async () => {
      return getUses(app.db);
    },
  );
};
