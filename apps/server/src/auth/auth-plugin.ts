// Sets up accounts for the whole app: the authentication library, access tokens, the mailer and
// the attempt limits, reachable as app.auth from every route (so optionalUser/requireUser work
// anywhere), and the /api/auth routes.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { createAccessTokens, type AccessTokens } from './access-token.ts';
import { releaseLateLoadGarbage } from '../start-up-garbage.ts';
import type { Auth } from './auth.ts';
import { createAuthLimits, type AuthLimits } from './auth-limits.ts';
import { authRoutes } from './auth-routes.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { resetLinkRoutes } from './reset-link.ts';
import { signInLinkRoutes } from './sign-in-link.ts';

export interface AuthServices {
  /**
   * The authentication library, made by the first request that needs it (a sign-in, a session
   * cookie, a registration): better-auth and its plugins hold about 28 MB resident that a process
   * serving only anonymous requests never needs (docs/deployment.md "Memory").
   */
  library: () => Promise<Auth>;
  tokens: AccessTokens;
  mailer: Mailer;
  limits: AuthLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
  }
}

export interface AuthPluginOptions {
  /** Replaces the mailer made from the configuration (tests). */
  mailer?: Mailer;
}

const plugin: FastifyPluginAsync<AuthPluginOptions> = async (app, options) => {
  const mailer = options.mailer ?? createMailer(app.config, app.log);
  let library: Promise<Auth> | undefined;
  app.decorate('auth', {
    library: () =>
      (library ??= import('./auth.ts').then(({ createAuth }) => {
        const made = createAuth({ config: app.config, db: app.db, mailer, log: app.log, server: app.server });
        releaseLateLoadGarbage();
        return made;
      })),
    tokens: createAccessTokens(app.config.authSecret),
    mailer,
    limits: createAuthLimits(app.limits),
  });
  app.addHook('onClose', async () => mailer.close());
  await app.register(authRoutes);
  await app.register(signInLinkRoutes);
  await app.register(resetLinkRoutes);
};

export const authPlugin = fp(plugin, { name: 'scicomm-auth' });
