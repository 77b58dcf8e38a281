// Whether a password-reset link still works, asked by the reset page before it shows the
// new-password form: a used or expired link is told at once, not after a password is typed.
// The token is the library's (stored as `reset-password:<token>` in its `verification` table);
// using it stays the library's POST /api/auth/reset-password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { errorResponseSchema } from '../http/error-schema.ts';
import { assertAttemptAllowed } from '../limits/limits.ts';
import { clientKey } from './auth-limits.ts';
import { AUTH_BASE_PATH } from './auth-settings.ts';
import { findUsableVerification } from './auth-repository.ts';

const checkBodySchema = z.object({ token: z.string().min(1).max(200) });
const checkReplySchema = z.object({ status: z.literal(true) });

export const resetLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${AUTH_BASE_PATH}/reset-password/check`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a password-reset token can still be used (nothing is changed).',
        body: checkBodySchema,
        response: { 200: checkReplySchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const client = clientKey(request);
      // Unknown tokens count as the reset's own failures do, so the check is no faster way to guess.
      await assertAttemptAllowed(reply, [[app.auth.limits.client, client]]);
      if (!(await findUsableVerification(app.db, `reset-password:${request.body.token}`))) {
        await app.auth.limits.client.record(client);
        throw new AppError(400, 'INVALID_TOKEN', 'This reset link was used or has expired. Ask for a new one.');
      }
      return { status: true as const };
    },
  );
};
