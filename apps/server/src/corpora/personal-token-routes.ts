// The researcher's personal access tokens (personal-tokens.ts), made and revoked from the profile
// page: researchers only, with a session that passed two-factor sign-in (a token cannot make
// tokens: its bearer header is refused here as an invalid session, 401).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdPersonalTokenSchema, createPersonalTokenSchema, personalTokenListSchema } from '@scicomm/shared/corpus-api';
import { requireUser } from '../auth/index.ts';
import { errorResponses } from '../http/error-schema.ts';
import { AppError, notFound } from '../http/errors.ts';
import { markAccess } from '../plugins/external/openapi.ts';
import { assertResearchAccess } from '../research/index.ts';
import { countPersonalTokens, createPersonalToken, deletePersonalToken, listPersonalTokens, TOKENS_PER_ACCOUNT } from './personal-tokens.ts';

const ACCESS = 'Researchers only, with a session (not a token) that passed two-factor sign-in; anybody else: 404.';

export const personalTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = app.withTypeProvider<ZodTypeProvider>();
  markAccess(scope, 'signed-in');
  scope.addHook('preValidation', assertResearchAccess);

  scope.get(
    '/api/research/tokens',
    { schema: { tags: ['research'], summary: 'Your personal access tokens (for scripts: corpus jobs only).', description: ACCESS, response: { 200: personalTokenListSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ({ tokens: await listPersonalTokens(app.db, (await requireUser(request)).id) }),
  );

  scope.post(
    '/api/research/tokens',
    {
      schema: {
        tags: ['research'],
        summary: 'Make a personal access token for the corpus routes; the token is in this reply only.',
        description: `At most ${TOKENS_PER_ACCOUNT} per account (409 beyond). ${ACCESS}`,
        body: createPersonalTokenSchema,
        response: { 201: createdPersonalTokenSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if ((await countPersonalTokens(app.db, user.id)) >= TOKENS_PER_ACCOUNT)
        throw new AppError(409, 'CONFLICT', `You have ${TOKENS_PER_ACCOUNT} tokens. Revoke one before making another.`);
      return reply.code(201).send(await createPersonalToken(app.db, user.id, request.body.name));
    },
  );

  scope.delete(
    '/api/research/tokens/:id',
    {
      schema: {
        tags: ['research'],
        summary: 'Revoke a personal access token: it stops working at once.',
        description: ACCESS,
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deletePersonalToken(app.db, (await requireUser(request)).id, request.params.id))) throw notFound('No such token.');
      return reply.code(204).send(null);
    },
  );
};
