// The sharing API (docs/sharing.md): create, list and revoke links for the signed-in owner of
// a task, and the public, read-only view of a shared record. The owner's routes hear 401 from
// a visitor before anything else; another user's task or link is not found (404), never
// forbidden. The public view needs no sign-in and writes nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShareBodySchema,
  createShareReplySchema,
  listSharesQuerySchema,
  listSharesReplySchema,
  sharedTaskReplySchema,
  shareTokenParamsSchema,
} from '@scicomm/shared/share-api';
import { errorResponseSchema, errorResponses } from '../http/error-schema.ts';
import { requireUser, signedInScope } from '../auth/index.ts';
import { countWhatSucceeds, limiterKey } from '../limits/limits.ts';
import { siteOrigin } from '../security/site-origin.ts';
import {
  createShare,
  listShares,
  revokeOwnShare,
  viewSharedTask,
  type ShareContext,
} from './share-service.ts';

/** What crawlers are told about shared records (not indexed). */
export const ROBOTS_DIRECTIVES = 'noindex, nofollow, noarchive';

const errors = errorResponses(400, 401, 403, 404);

export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  // How many links one user may create, with back-off (limits/limit-rules.ts).
  const createLimit = app.limits.limiter('share-create');
  const contextFor = (): ShareContext => ({
    db: app.db,
    secret: app.config.authSecret,
    origin: siteOrigin(app),
  });

  // The owner's links: every route in this scope requires a sign-in.
  await app.register(
    signedInScope(async (scope) => {
      scope.post(
        '/api/shares',
        {
          schema: {
            tags: ['shares'],
            summary: 'Create a read-only link to one of your tasks (optionally expiring).',
            body: createShareBodySchema,
            response: { 201: createShareReplySchema, ...errors, 429: errorResponseSchema },
          },
        },
        async (request, reply) => {
          const user = await requireUser(request);
          const key = limiterKey('share', user.id);
          const share = await countWhatSucceeds(reply, createLimit, key, () => createShare(contextFor(), user.id, request.body));
          return reply.status(201).send(share);
        },
      );

      scope.get(
        '/api/shares',
        {
          schema: {
            tags: ['shares'],
            summary: 'Your live links (neither revoked nor expired) to one of your tasks.',
            querystring: listSharesQuerySchema,
            response: { 200: listSharesReplySchema, ...errors },
          },
        },
        async (request) => {
          const user = await requireUser(request);
          const { taskType, taskId } = request.query;
          return { shares: await listShares(contextFor(), user.id, taskType, taskId) };
        },
      );

      scope.delete(
        '/api/shares/:token',
        {
          schema: {
            tags: ['shares'],
            summary: 'Revoke one of your links; it stops working at once.',
            params: shareTokenParamsSchema,
            response: { 204: z.null().describe('Revoked.'), ...errors },
          },
        },
        async (request, reply) => {
          const user = await requireUser(request);
          await revokeOwnShare(app.db, user.id, request.params.token);
          return reply.status(204).send(null);
        },
      );
    }),
  );

  app.get(
    '/api/shares/:token',
    {
      schema: {
        tags: ['shares'],
        summary: 'A shared record, read-only, for anyone with the link (no sign-in).',
        description:
          '404 SHARE_NOT_FOUND for a malformed or unknown token (or a task that was deleted or anonymised); ' +
          '410 SHARE_REVOKED or SHARE_EXPIRED. Never names the owner.',
        params: shareTokenParamsSchema,
        response: {
          200: sharedTaskReplySchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', ROBOTS_DIRECTIVES);
      return { task: await viewSharedTask(app.db, request.params.token) };
    },
  );
};
