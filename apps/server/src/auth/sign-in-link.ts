// The sign-in link (docs/accounts.md "Locked out by someone else"): when sign-in or a reset
// request is refused for too many attempts, the owner asks for a link mailed to the account's
// address. Opening it marks that browser as the owner's (the trusted-device cookie of
// trusted-device.ts), which exempts it from the counts that other people's failures fill: the
// account-wide limit, the per-client limit and the (client, account) pair. The owner still signs
// in with the password (and the two-factor code): the link grants no session, so whoever holds
// only the mailbox gets no more than the password reset already gives them, and nobody gets
// more guesses at a password.
//
// A link works once, for 15 minutes, for the account it was mailed to. Its token is 256 random
// bits; only its SHA-256 is stored (in the library's `verification` table, like reset tokens),
// so a database reader cannot use a pending link. At most one link is mailed per address every
// two minutes (earlier links stay valid until they expire or are used), so whoever floods the
// request gets the owner fresh links rather than none.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '@scicomm/shared';
import { signInLinkBodySchema } from '@scicomm/shared/account-api';
import { RETURN_PATH_PARAM } from '@scicomm/shared/return-path';
import type { Database } from '../db/client.ts';
import { AppError, forbidden } from '../http/errors.ts';
import { errorResponseSchema } from '../http/error-schema.ts';
import { siteOrigin } from '../security/site-origin.ts';
import { AUTH_BASE_PATH } from './auth-settings.ts';
import {
  findUserEmail,
  findUserIdByEmail,
  storeVerification,
  takeVerification,
} from './auth-repository.ts';
import { clientKey, emailKey } from './auth-limits.ts';
import { assertAttemptAllowed } from '../limits/limits.ts';
import { isSameOriginRequest } from './session.ts';
import { setTrustedDevice } from './trusted-device.ts';

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
const IDENTIFIER_PREFIX = 'sign-in-link:';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const normalEmail = (email: string) => email.trim().toLowerCase();

/** A new link's token for the user; only its hash is stored. */
export async function createSignInLinkToken(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired links of anyone go at the same time: the table never keeps them long.
  await storeVerification(
    db,
    {
      id: randomUUID(),
      identifier: `${IDENTIFIER_PREFIX}${hashToken(token)}`,
      value: userId,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
    },
    IDENTIFIER_PREFIX,
    now,
  );
  return token;
}

/** Uses up a link: the user it was mailed to, or null (unknown, used or expired). */
export async function consumeSignInLinkToken(db: Database, token: string, now = new Date()): Promise<string | null> {
  // One statement removes and reads it, so two requests with the same link cannot both succeed.
  const row = await takeVerification(db, `${IDENTIFIER_PREFIX}${hashToken(token)}`);
  return row && row.expiresAt > now ? row.value : null;
}

export function signInLinkMail(link: string) {
  const minutes = SIGN_IN_LINK_TTL_MS / 60_000;
  return {
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    text: [
      'Hello,',
      '',
      `Someone asked for a sign-in link for your ${PRODUCT_NAME} account, which is refusing sign-ins for a while after too many wrong passwords. Open this link within ${minutes} minutes, in the browser you want to use:`,
      '',
      link,
      '',
      'It lets that browser past the limit; you then sign in with your password as usual. The link works once.',
      '',
      'If you did not ask for this, you can ignore this e-mail. If the wrong passwords were not yours, someone may be guessing yours: a long, unique password and two-factor authentication keep the account safe.',
    ].join('\n'),
  };
}

const requestReplySchema = z.object({ status: z.literal(true) });
const verifyBodySchema = z.object({ token: z.string().min(1).max(200) });
const verifyReplySchema = z.object({ email: z.string() });

export const signInLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${AUTH_BASE_PATH}/sign-in-link`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time sign-in link to the address, if it has an account (the reply is the same either way).',
        description: '`next`: the page of this site the mailed link returns to after sign-in (docs/accounts.md "The way back"); any other value is 400.',
        body: signInLinkBodySchema,
        response: { 200: requestReplySchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const client = clientKey(request);
      const { limits } = app.auth;
      // Its own per-client count: failed sign-ins from the same network do not block it.
      await assertAttemptAllowed(reply, [[limits.signInLinkClient, client]]);
      await limits.signInLinkClient.record(client);
      const email = normalEmail(request.body.email);
      // The same reads and writes whether or not the address has an account; the link is made
      // and mailed after the reply, so the reply takes as long either way.
      const ownerId = await findUserIdByEmail(app.db, email);
      const spacing = await limits.signInLinkMail.check(emailKey(email));
      if (spacing.allowed) await limits.signInLinkMail.record(emailKey(email));
      if (ownerId !== undefined && spacing.allowed) {
        void (async () => {
          const token = await createSignInLinkToken(app.db, ownerId);
          const back = request.body.next ? `&${RETURN_PATH_PARAM}=${encodeURIComponent(request.body.next)}` : '';
          const link = `${siteOrigin(app)}/sign-in-link?token=${encodeURIComponent(token)}${back}`;
          await app.auth.mailer.send({ to: email, ...signInLinkMail(link) });
        })().catch((err: unknown) => {
          app.log.error({ err }, 'sign-in link could not be sent');
        });
      }
      return { status: true as const };
    },
  );

  app.post(
    `${AUTH_BASE_PATH}/sign-in-link/verify`,
    {
      schema: {
        tags: ['auth'],
        summary: "Use a sign-in link: this browser is marked as the account owner's (no session is started).",
        body: verifyBodySchema,
        response: { 200: verifyReplySchema, 400: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Only our own page may set the cookie (another site could otherwise mark a visitor's
      // browser as the owner of its own account).
      if (!isSameOriginRequest(request, app.config))
        throw forbidden('This request came from another site and was refused.');
      const client = clientKey(request);
      await assertAttemptAllowed(reply, [[app.auth.limits.client, client]]);
      const userId = await consumeSignInLinkToken(app.db, request.body.token);
      const email = userId ? await findUserEmail(app.db, userId) : undefined;
      if (email === undefined) {
        await app.auth.limits.client.record(client);
        throw new AppError(400, 'INVALID_TOKEN', 'This sign-in link is invalid, used or expired. Ask for a new one.');
      }
      setTrustedDevice(reply, app.config.authSecret, email, app.config.NODE_ENV === 'production');
      return { email };
    },
  );
};

