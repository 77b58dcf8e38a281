// The attempt limits of the account routes: per client, per (client, account) pair, and per
// account for clients that never signed in to it, each with back-off. A refused attempt gets the
// same 429 whether or not the address has an account, so the limits reveal nothing either.
//
// Why three: a limit per account alone lets anyone lock its owner out by failing ten times; a
// limit per client alone lets a botnet guess without bound. The pair limit slows one client
// guessing one account, the client limit one client spraying many accounts, and the account
// limit many clients guessing one account — which the owner's own browser skips, since it holds
// the trusted-device cookie of an earlier successful sign-in (trusted-device.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { createAttemptLimiter, limiterKey, type AttemptLimiter } from './attempt-limiter.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const DAY = 24 * 60 * MINUTE;

/** Failed sign-ins of one client for one account per window (then 15 min, 30, 60 … up to 24 h). */
export const PAIR_SIGN_IN_LIMIT = 10;
/** Failed sign-ins for one account per window from clients without its trusted-device cookie. */
export const ACCOUNT_SIGN_IN_LIMIT = 100;
/** Reset mails per e-mail address per window. */
export const RESET_MAIL_LIMIT = 3;

export interface AuthLimits {
  /** Sign-in failures, registrations, reset requests, code and password checks, per client. */
  client: AttemptLimiter;
  /** Failed sign-ins per (client, e-mail address). */
  signInPair: AttemptLimiter;
  /** Failed sign-ins per e-mail address from untrusted clients. */
  signInAccount: AttemptLimiter;
  /** Reset mails per e-mail address. */
  resetMail: AttemptLimiter;
}

/** Attempts per client per 15 minutes: AUTH_RATE_LIMIT, 30 by default (10,000 under NODE_ENV=test). */
export function clientAttemptLimit(config: Config): number {
  return config.AUTH_RATE_LIMIT ?? (config.NODE_ENV === 'test' ? 10_000 : 30);
}

export function createAuthLimits(config: Config): AuthLimits {
  return {
    client: createAttemptLimiter({
      max: clientAttemptLimit(config),
      windowMs: WINDOW,
      maxBlockMs: 6 * 60 * MINUTE,
    }),
    signInPair: createAttemptLimiter({
      max: PAIR_SIGN_IN_LIMIT,
      windowMs: WINDOW,
      maxBlockMs: DAY,
    }),
    signInAccount: createAttemptLimiter({
      max: ACCOUNT_SIGN_IN_LIMIT,
      windowMs: WINDOW,
      maxBlockMs: DAY,
    }),
    resetMail: createAttemptLimiter({ max: RESET_MAIL_LIMIT, windowMs: WINDOW, maxBlockMs: DAY }),
  };
}

const normalEmail = (email: string) => email.trim().toLowerCase();
export const clientKey = (request: FastifyRequest) => limiterKey('client', request.ip);
export const emailKey = (email: string) => limiterKey('email', normalEmail(email));
export const pairKey = (request: FastifyRequest, email: string) =>
  limiterKey('pair', `${request.ip}\u0000${normalEmail(email)}`);

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(429, 'RATE_LIMITED', `Too many attempts. Please wait ${seconds} s and try again.`);
    this.retryAfterSeconds = seconds;
  }
}

/** Throws a 429 (with Retry-After on the reply) when any of the keys is blocked. */
export function assertAttemptAllowed(
  reply: FastifyReply,
  checks: Array<[AttemptLimiter, string]>,
): void {
  for (const [limiter, key] of checks) {
    const result = limiter.check(key);
    if (!result.allowed) {
      const error = new RateLimitedError(result.retryAfterMs);
      reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
