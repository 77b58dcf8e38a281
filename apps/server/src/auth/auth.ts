// The authentication library (better-auth) configured for SciComm Studio: e-mail and password
// with argon2id, sessions in our own tables through Drizzle, Authorization: Bearer (docs/product.md §6),
// TOTP two-factor, password reset by e-mail. No IP address is ever recorded (docs/decisions.md
// "Privacy"). See docs/accounts.md for the whole design.
import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_NAME } from '@scicomm/shared';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { siteOrigin, trustedOrigins, type SiteAddressSource } from '../security/site-origin.ts';
import { authDatabaseAdapter } from './library-repository.ts';
import {
  AUTH_BASE_PATH,
  COOKIE_PREFIX,
  RESET_TOKEN_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
} from './auth-settings.ts';
import type { Mailer } from './mailer.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { isSecondFactorPath } from './second-factor.ts';
import { hashBackupCodeFirst, readBackupCodes, storeBackupCodes } from './backup-code-hashes.ts';
import { acceptTotpCodesOnce, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './totp-once.ts';
import { turnOffUnreadableTwoFactor } from './unreadable-two-factor.ts';

export interface AuthDependencies {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The HTTP server (app.server), whose listening address is the site's without PUBLIC_URL. */
  server: SiteAddressSource['server'];
}

export function resetPasswordMail(link: string) {
  const minutes = RESET_TOKEN_TTL_SECONDS / 60;
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link within ${minutes} minutes:`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function createAuth({ config, db, mailer, log, server }: AuthDependencies) {
  const production = config.NODE_ENV === 'production';
  const site: SiteAddressSource = { config, server };
  const totpCodesOnce = acceptTotpCodesOnce(db);
  const backupCodesHashed = hashBackupCodeFirst(db);
  return betterAuth({
    appName: PRODUCT_NAME,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    // A fixed address, never one read from the request's Host (security/site-origin.ts). The library
    // uses it for nothing we send out: reset links are built below, and the origins it trusts
    // for its Origin (CSRF) check are ours, worked out per request (the port may be chosen at
    // listen time).
    baseURL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    trustedOrigins: () => trustedOrigins(site),
    database: authDatabaseAdapter(db),
    emailAndPassword: {
      enabled: true,
      // The library's password rule, whose reasons reach the user as they are (docs/accounts.md).
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // A two-factor key the secret no longer opens goes off with a reset (unreadable-two-factor.ts).
      onPasswordReset: async ({ user: target }) => {
        if (await turnOffUnreadableTwoFactor(db, config.authSecret, target.id))
          log.info('a password reset turned off two-factor sign-in whose key AUTH_SECRET no longer opens');
      },
      sendResetPassword: async ({ user: target, token }) => {
        const link = `${siteOrigin(site)}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: the reply must take as long whether or not the address has an account.
        void mailer.send({ to: target.email, ...resetPasswordMail(link) }).catch((err: unknown) => {
          log.error({ err }, 'password-reset mail could not be sent');
        });
      },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: every request reads the session, so signing out takes effect at once.
      cookieCache: { enabled: false },
      // When the session passed the second factor (second-factor.ts). Never set from a request's
      // body; a session the library renews or replaces keeps its predecessor's value.
      additionalFields: { twoFactorVerifiedAt: { type: 'date', required: false, input: false } },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (created, context) =>
            isSecondFactorPath(context?.path) ? { data: { ...created, twoFactorVerifiedAt: new Date() } } : undefined,
        },
      },
    },
    // A TOTP code completes one sign-in (totp-once.ts); a backup code is checked against hashes
    // (backup-code-hashes.ts). Each answers only its own path.
    hooks: { before: createAuthMiddleware(async (ctx) => (await totpCodesOnce(ctx)) ?? (await backupCodesHashed(ctx))) },
    user: { deleteUser: { enabled: false } },
    rateLimit: { enabled: false }, // ours are limits/limits.ts's (the library's keys on IP addresses)
    advanced: {
      ipAddress: { disableIpTracking: true },
      // The library skips its Origin (CSRF) checks when NODE_ENV=test; we keep them always on.
      disableOriginCheck: false,
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' },
      cookiePrefix: COOKIE_PREFIX,
    },
    // No bearer plugin: the session token travels only in the HttpOnly cookie; scripts and API
    // clients hold the 15-minute access token of POST /api/auth/token instead.
    plugins: [
      twoFactor({
        issuer: PRODUCT_NAME,
        totpOptions: { period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS },
        backupCodeOptions: { storeBackupCodes: { encrypt: storeBackupCodes, decrypt: readBackupCodes } },
      }),
    ],
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        log[level]({ source: 'better-auth', details: args.length > 0 ? args : undefined }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
