// Access tokens: short-lived JWTs (HS256) naming a user and the session they were issued for.
// The session (better-auth's, in an HttpOnly cookie for the browser) is the refresh token; the
// access token is what scripts may hold and send as Authorization: Bearer. Every use of an
// access token also checks that its session still exists, so signing out revokes it at once.
import { hkdfSync } from 'node:crypto';
import type * as Jose from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@scicomm/shared/account-api';

const TOKEN_TYPE = 'at+jwt';
const ISSUER = 'scicomm-studio';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresAt: number;
  expiresIn: number;
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims, now?: Date): Promise<IssuedAccessToken>;
  /** The claims of a valid token, or null for an invalid, tampered or expired one. */
  verify(token: string, now?: Date): Promise<AccessTokenClaims | null>;
}

/** Looks like a JWT (three base64url parts), as opposed to a session token. */
export const isJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

/** jose, loaded by the first token issued or checked: a process that sees none never holds it. */
let jose: Promise<typeof Jose> | null = null;
const loadJose = () => (jose ??= import('jose'));

export function createAccessTokens(
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): AccessTokens {
  // A key of its own, derived from the auth secret, so tokens can never be confused with the
  // library's signed cookies.
  const key = new Uint8Array(
    hkdfSync('sha256', secret, 'scicomm-access-token', 'access token signing key', 32),
  );
  return {
    async issue({ userId, sessionId }, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const { SignJWT } = await loadJose();
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setIssuer(ISSUER)
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt, expiresIn: ttlSeconds };
    },
    async verify(token, now = new Date()) {
      const { errors, jwtVerify } = await loadJose();
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: TOKEN_TYPE,
          issuer: ISSUER,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
