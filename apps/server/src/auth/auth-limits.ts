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
import type { FastifyRequest } from 'fastify';
import { limiterKey, type Limiter, type Limits } from '../limits/limits.ts';

export {
  ACCOUNT_SIGN_IN_LIMIT,
  PAIR_SIGN_IN_LIMIT,
  RESET_MAIL_LIMIT,
  SIGN_IN_LINK_CLIENT_LIMIT,
  SIGN_IN_LINK_SPACING_MS,
} from '../limits/limit-rules.ts';

/** The account rules of limits/limit-rules.ts (`auth-*`), counted where every server process shares them. */
export interface AuthLimits {
  /** Sign-in failures, registrations, reset requests, code and password checks, per client. */
  client: Limiter;
  /** Failed sign-ins per (client, e-mail address). */
  signInPair: Limiter;
  /** Failed sign-ins per e-mail address from untrusted clients. */
  signInAccount: Limiter;
  /** Reset mails per e-mail address (per trusted browser and address for the owner's). */
  resetMail: Limiter;
  /** Sign-in link requests per client. */
  signInLinkClient: Limiter;
  /** One sign-in link mail per address per two minutes: never refused, just not mailed again. */
  signInLinkMail: Limiter;
}

export function createAuthLimits(limits: Limits): AuthLimits {
  return {
    client: limits.limiter('auth-client'),
    signInPair: limits.limiter('auth-sign-in-pair'),
    signInAccount: limits.limiter('auth-sign-in-account'),
    resetMail: limits.limiter('auth-reset-mail'),
    signInLinkClient: limits.limiter('auth-sign-in-link-client'),
    signInLinkMail: limits.limiter('auth-sign-in-link-mail'),
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
