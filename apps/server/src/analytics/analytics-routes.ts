// Self-hosted page views: recorded only when the visitor accepted cookies.
// Only the path is stored: no IP address, no user agent, no user id.
import { COOKIE_CONSENT_COOKIE } from '@scicomm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViewCountSchema } from '@scicomm/shared/analytics-api';
import { errorResponseSchema } from '../http/error-schema.ts';
import { requestCookies } from '../plugins/external/cookie.ts';
import { countPageViews, insertPageView } from './analytics-repository.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/page-view',
    {
      bodyLimit: 2048,
      // Counted apart from the rest of the API: a fifth of a client's budget (limits/limit-rules.ts).
      config: { limit: 'page-views' },
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view (ignored without cookie consent).',
        body: z.object({ path: z.string().startsWith('/').max(500) }),
        response: { 204: z.null(), 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The client only calls with consent; the server checks again so nothing slips through.
      if (requestCookies(request)[COOKIE_CONSENT_COOKIE] === 'true') {
        const path = request.body.path.split(/[?#]/)[0] ?? '/';
        await insertPageView(app.db, path);
      }
      return reply.status(204).send(null);
    },
  );

  // The footer's "page views" figure: every view recorded so far (with cookie consent only).
  app.get(
    '/api/analytics/page-views',
    {
      schema: {
        tags: ['analytics'],
        summary: 'How many page views have been recorded (the footer counter).',
        response: { 200: pageViewCountSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { pageViews: await countPageViews(app.db) };
    },
  );
};
