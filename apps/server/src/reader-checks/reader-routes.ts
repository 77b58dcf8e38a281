// The reader's API (docs/reader-check.md "The reader's page"): no sign-in, no cookie read, no
// address stored. Responses are limited per link and client (the client's address only ever as
// a keyed hash in the limiter), and a body is small. There is no limit on one link from all
// clients together: its count would be one row that 200 readers answering at once all write,
// one after another, and the per-client API rate limit already bounds what any one client sends.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  readerCheckTokenParamsSchema,
  readerResponseBodySchema,
  readerViewSchema,
} from '@scicomm/shared/reader-check-api';
import { errorResponseSchema, errorResponses } from '../http/error-schema.ts';
import { countAttempt, limiterKey } from '../limits/limits.ts';
import { getReaderView, submitReaderResponse } from './reader-response-service.ts';

/** The largest response body: 2,000 marks and three long answers fit in a tenth of it. */
export const READER_RESPONSE_BODY_LIMIT = 64 * 1024;

/** What crawlers are told about a reader's page (not indexed). */
const ROBOTS_DIRECTIVES = 'noindex, nofollow, noarchive';

export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  // A class behind one school address answers one link together (limits/limit-rules.ts).
  const perClient = app.limits.limiter('reader-response-client');

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-robots-tag', ROBOTS_DIRECTIVES);
  });

  app.get(
    '/api/read/:token',
    {
      schema: {
        tags: ['reader-checks'],
        summary: "What a reader's link opens: the text, its words' spans, the questions (never the right answers) and whether it is open.",
        params: readerCheckTokenParamsSchema,
        response: { 200: readerViewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getReaderView(app.db, request.params.token),
  );

  app.post(
    '/api/read/:token/responses',
    {
      bodyLimit: READER_RESPONSE_BODY_LIMIT,
      schema: {
        tags: ['reader-checks'],
        summary: "A reader's marks, answers and optional profile; one per reader token.",
        description:
          '400 BAD_MARKS or BAD_ANSWERS; 409 TEXT_CHANGED, CHECK_CLOSED or ALREADY_ANSWERED; 413 for a body over 64 KB; 429 RATE_LIMITED. Nothing is stored unless 201.',
        params: readerCheckTokenParamsSchema,
        body: readerResponseBodySchema,
        response: { 201: z.object({ stored: z.literal(true) }), ...errorResponses(400, 404, 409, 413), 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Checked and counted at once (one atomic counter, limits/limits.ts).
      await countAttempt(reply, perClient, limiterKey('reader', `${request.params.token}\u0000${request.ip}`));
      await submitReaderResponse(app.db, app.config.authSecret, request.params.token, request.body);
      return reply.status(201).send({ stored: true });
    },
  );
};
