// The attempt limits of the account routes: per client, per (client, account) pair, and per
// account for clients that never signed in to it, each with back-off. A refused attempt gets the
// same 429 whether or not the address has an account, so the limits reveal nothing either.
//
// Why three: a limit per account alone lets anyone lock its owner out by failing ten times; a
// limit per client alone lets a botnet guess without bound. The pair limit slows one client
// guessing one account, the client limit one client spraying many accounts, and the account
// limit many clients guessing one account.
//
// None of these may lock the owner out (docs/accounts.md "Locked out by someone else"): a
// browser holding the account's trusted-device cookie (trusted-device.ts: an earlier successful
// sign-in, or a sign-in link opened from the account's mailbox, sign-in-link.ts) skips the
// account and client limits for that account and counts its failures in a bucket of its own
// instead of the pair's, so failures from other browsers, on other networks or behind the same
// NAT, never reach it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import type { LimitBackend } from '../lib/limit-backend.ts';
import { limiterKey, type AttemptLimiter } from '../lib/attempt-limiter.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const DAY = 24 * 60 * MINUTE;

/** Failed sign-ins of one client for one account per window (then 15 min, 30, 60 … up to 24 h). */
export const PAIR_SIGN_IN_LIMIT = 10;
/** Failed sign-ins for one account per window from clients without its trusted-device cookie. */
export const ACCOUNT_SIGN_IN_LIMIT = 100;
/** Reset mails per e-mail address per window. */
export const RESET_MAIL_LIMIT = 3;
/** Sign-in link requests per client per window (failed sign-ins are counted apart). */
export const SIGN_IN_LINK_CLIENT_LIMIT = 20;
/** At most one sign-in link mail per address in this time. */
export const SIGN_IN_LINK_SPACING_MS = 2 * MINUTE;

export interface AuthLimits {
  /** Sign-in failures, registrations, reset requests, code and password checks, per client. */
  client: AttemptLimiter;
  /** Failed sign-ins per (client, e-mail address). */
  signInPair: AttemptLimiter;
  /** Failed sign-ins per e-mail address from untrusted clients. */
  signInAccount: AttemptLimiter;
  /** Reset mails per e-mail address (per trusted browser and address for the owner's). */
  resetMail: AttemptLimiter;
  /** Sign-in link requests per client. */
  signInLinkClient: AttemptLimiter;
  /** One sign-in link mail per address per two minutes: never refused, just not mailed again. */
  signInLinkMail: AttemptLimiter;
}

/** Attempts per client per 15 minutes: AUTH_RATE_LIMIT, 30 by default (10,000 under NODE_ENV=test). */
export function clientAttemptLimit(config: Config): number {
  return config.AUTH_RATE_LIMIT ?? (config.NODE_ENV === 'test' ? 10_000 : 30);
}

/** The limits in the shared backend (database or Redis), so every server process shares them (docs/deployment.md). */
export function createAuthLimits(config: Config, limits: LimitBackend): AuthLimits {
  const limiter = (name: string, max: number, maxBlockMs: number) =>
    limits.attemptLimiter(`auth-${name}`, { max, windowMs: WINDOW, maxBlockMs });
  return {
    client: limiter('client', clientAttemptLimit(config), 6 * 60 * MINUTE),
    signInPair: limiter('sign-in-pair', PAIR_SIGN_IN_LIMIT, DAY),
    signInAccount: limiter('sign-in-account', ACCOUNT_SIGN_IN_LIMIT, DAY),
    resetMail: limiter('reset-mail', RESET_MAIL_LIMIT, DAY),
    signInLinkClient: limiter('sign-in-link-client', SIGN_IN_LINK_CLIENT_LIMIT, 6 * 60 * MINUTE),
    signInLinkMail: limits.attemptLimiter('auth-sign-in-link-mail', {
      max: 1,
      windowMs: SIGN_IN_LINK_SPACING_MS,
      maxBlockMs: SIGN_IN_LINK_SPACING_MS,
    }),
  };
}

const normalEmail = (email: string) => email.trim().toLowerCase();
export const clientKey = (request: FastifyRequest) => limiterKey('client', request.ip);
export const emailKey = (email: string) => limiterKey('email', normalEmail(email));
export const pairKey = (request: FastifyRequest, email: string) =>
  limiterKey('pair', `${request.ip}\u0000${normalEmail(email)}`);
/** A trusted browser's own bucket for its account, wherever it connects from. */
export const deviceKey = (deviceId: string, email: string) =>
  limiterKey('device', `${deviceId}\u0000${normalEmail(email)}`);

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(429, 'RATE_LIMITED', `Too many attempts. Please wait ${seconds} s and try again.`);
    this.retryAfterSeconds = seconds;
  }
}

/** Throws a 429 (with Retry-After on the reply) for a refused attempt. */
function refuse(reply: FastifyReply, retryAfterMs: number): never {
  const error = new RateLimitedError(retryAfterMs);
  reply.header('retry-after', String(error.retryAfterSeconds));
  throw error;
}

/** Checks and counts one attempt of `key` at once (AttemptLimiter.attempt); a 429 when it is blocked. */
export async function countAttempt(reply: FastifyReply, limiter: AttemptLimiter, key: string): Promise<void> {
  const result = await limiter.attempt(key);
  if (!result.allowed) refuse(reply, result.retryAfterMs);
}

/**
 * Counts one attempt of each key at once, before the work they limit (a password check), so that
 * attempts sent together cannot all pass a check made before any of them was counted: a 429
 * (with Retry-After on the reply) when any key refuses, and then none of them stays counted.
 */
export async function reserveAttempts(
  reply: FastifyReply,
  reservations: Array<[AttemptLimiter, string]>,
  now: number,
): Promise<void> {
  const results = await Promise.all(reservations.map(([limiter, key]) => limiter.attempt(key, now)));
  const refused = results.find((result) => !result.allowed);
  if (!refused || refused.allowed) return;
  await releaseAttempts(reservations.filter((_, index) => results[index]!.allowed), now);
  refuse(reply, refused.retryAfterMs);
}

/** Takes back attempts reserveAttempts counted at `countedAt` (the password was right). */
export async function releaseAttempts(reservations: Array<[AttemptLimiter, string]>, countedAt: number): Promise<void> {
  await Promise.all(reservations.map(([limiter, key]) => limiter.release(key, countedAt)));
}

/** Throws a 429 (with Retry-After on the reply) when any of the keys is blocked. */
export async function assertAttemptAllowed(
  reply: FastifyReply,
  checks: Array<[AttemptLimiter, string]>,
): Promise<void> {
  const results = await Promise.all(checks.map(([limiter, key]) => limiter.check(key)));
  for (const result of results) if (!result.allowed) refuse(reply, result.retryAfterMs);
}
