// Self-hosted page views (issue 2 §6): recorded only when the visitor accepted cookies.
// Only the path is stored: no IP address, no user agent, no user id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViews } from '../db/schema.ts';
import { errorResponseSchema } from '../lib/error-schema.ts';

/** Page views one client may record per minute: a fifth of its API budget (RATE_LIMIT_PER_MINUTE). */
export const pageViewsPerMinute = (apiLimitPerMinute: number) =>
  Math.max(1, Math.floor(apiLimitPerMinute / 5));

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/page-view',
    {
      bodyLimit: 2048,
      config: {
        rateLimit: {
          max: pageViewsPerMinute(app.config.RATE_LIMIT_PER_MINUTE),
          timeWindow: '1 minute',
        },
      },
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view (ignored without cookie consent).',
        body: z.object({ path: z.string().startsWith('/').max(500) }),
        response: { 204: z.null(), 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The client only calls with consent; the server checks again so nothing slips through.
      if (request.cookies.cookie_consent === 'true') {
        const path = request.body.path.split(/[?#]/)[0] ?? '/';
        await app.db.insert(pageViews).values({ path });
      }
      return reply.status(204).send(null);
    },
  );
};
