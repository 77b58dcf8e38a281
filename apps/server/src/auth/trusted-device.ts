// The trusted-device cookie: proof that this browser once signed in to an account with the
// right password. Clients holding it for the address they sign in to are exempt from the
// account-wide attempt limit (auth-limits.ts), so a flood of wrong passwords from elsewhere
// cannot lock the owner out of their own browser. It names no account: its value is a random
// nonce and a code (security/signer.ts) of the nonce and the address, keyed with AUTH_SECRET.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_PREFIX } from './auth-settings.ts';
import { requestCookies } from '../plugins/external/cookie.ts';
import { sign, verify } from '../security/signer.ts';

export const TRUSTED_DEVICE_COOKIE = `${COOKIE_PREFIX}.device`;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const signedParts = (nonce: string, email: string) => [nonce, email.trim().toLowerCase()];

export function trustedDeviceValue(
  secret: string,
  email: string,
  nonce = randomBytes(16).toString('base64url'),
): string {
  return `${nonce}.${sign(secret, 'trusted-device', signedParts(nonce, email))}`;
}

/** The browser's id (the cookie's nonce) when it holds the cookie for this address; else null. */
export function trustedDeviceId(request: FastifyRequest, secret: string, email: string): string | null {
  const value = requestCookies(request)[TRUSTED_DEVICE_COOKIE];
  const [nonce, signature, ...rest] = (value ?? '').split('.');
  if (!nonce || !signature || rest.length > 0) return null;
  return verify(secret, 'trusted-device', signedParts(nonce, email), signature) ? nonce : null;
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
