// The trusted-device cookie: proof that this browser once signed in to an account with the
// right password. Clients holding it for the address they sign in to are exempt from the
// account-wide attempt limit (auth-limits.ts), so a flood of wrong passwords from elsewhere
// cannot lock the owner out of their own browser. It names no account: its value is a random
// nonce and an HMAC over the nonce and the address, keyed with AUTH_SECRET.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_PREFIX } from './auth-settings.ts';
import { requestCookies } from '../lib/cookies.ts';

export const TRUSTED_DEVICE_COOKIE = `${COOKIE_PREFIX}.device`;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const mac = (secret: string, nonce: string, email: string) =>
  createHmac('sha256', secret)
    .update(`device\u0000${nonce}\u0000${email.trim().toLowerCase()}`)
    .digest('base64url');

export function trustedDeviceValue(
  secret: string,
  email: string,
  nonce = randomBytes(16).toString('base64url'),
): string {
  return `${nonce}.${mac(secret, nonce, email)}`;
}

/** The browser's id (the cookie's nonce) when it holds the cookie for this address; else null. */
export function trustedDeviceId(request: FastifyRequest, secret: string, email: string): string | null {
  const value = requestCookies(request)[TRUSTED_DEVICE_COOKIE];
  const [nonce, signature, ...rest] = (value ?? '').split('.');
  if (!nonce || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, nonce, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

export function isTrustedDevice(request: FastifyRequest, secret: string, email: string): boolean {
  return trustedDeviceId(request, secret, email) !== null;
}

export function setTrustedDevice(
  reply: FastifyReply,
  secret: string,
  email: string,
  secure: boolean,
): void {
  reply.setCookie(TRUSTED_DEVICE_COOKIE, trustedDeviceValue(secret, email), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/auth',
    maxAge: MAX_AGE_SECONDS,
  });
}
