// The attempt limits of the account routes (issue 5 "Abuse"): per client and per targeted
// e-mail address, with back-off. A refused attempt gets the same 429 whether or not the address
// has an account, so the limits reveal nothing either.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { createAttemptLimiter, limiterKey, type AttemptLimiter } from './attempt-limiter.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

export interface AuthLimits {
  /** Sign-in failures, registrations, reset requests, code and password checks, per client. */
  client: AttemptLimiter;
  /** Failed sign-ins per e-mail address. */
  signIn: AttemptLimiter;
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
    signIn: createAttemptLimiter({ max: 10, windowMs: WINDOW, maxBlockMs: 24 * 60 * MINUTE }),
    resetMail: createAttemptLimiter({ max: 3, windowMs: WINDOW, maxBlockMs: 24 * 60 * MINUTE }),
  };
}

export const clientKey = (request: FastifyRequest) => limiterKey('client', request.ip);
export const emailKey = (email: string) => limiterKey('email', email.trim().toLowerCase());

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
