// Who is calling: the helpers every route uses to find the signed-in user (docs/accounts.md).
// A request authenticates with the session cookie or an access token sent as
// Authorization: Bearer (docs/product.md §6). The session token itself is never a bearer token: it lives
// only in the HttpOnly cookie, out of reach of scripts.
// A cookie-authenticated request that changes something must come from our own origin (CSRF);
// bearer tokens need no such check, since another site cannot make a browser send them.
import type { FastifyPluginOptions, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { markAccess } from '../plugins/external/openapi.ts';
import { isTrustedOrigin } from '../security/site-origin.ts';
import { isJwt } from './access-token.ts';
import { carriesSessionCookie } from './auth-settings.ts';
import { findSessionUser } from './auth-repository.ts';
import { assertSecondFactor, secondFactorState, type SecondFactorState } from './second-factor.ts';

export interface SessionUser {
  id: string;
  email: string;
  /** The better-auth session: the refresh token behind every access token. */
  sessionId: string;
  /** How the request proved it: the session cookie or an access token. */
  via: 'cookie' | 'access-token';
  /** Whether the account has two-factor on and this session passed it (second-factor.ts). */
  secondFactor: SecondFactorState;
}

type Resolution =
  | { kind: 'user'; user: SessionUser; setCookies: string[] }
  | { kind: 'anonymous' }
  | { kind: 'invalid-bearer' }
  | { kind: 'cross-site' };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^bearer\s+(\S.*)$/i;
const resolutions = new WeakMap<FastifyRequest, Promise<Resolution>>();

/**
 * Whether a request comes from our own pages: its Origin is one of the site's (PUBLIC_URL, or
 * the address the server listens on; never the request's own Host). Browsers send Origin (or at least Sec-Fetch-Site)
 * with every POST, PUT and DELETE. With `strict`, a request that shows neither is refused too
 * (what a cookie-authenticated change needs, as the library does for its own routes); without,
 * it counts as a non-browser client's, which no other site can have forged.
 */
export function isSameOriginRequest(
  request: FastifyRequest,
  config: Config,
  { strict = false } = {},
): boolean {
  const origin = request.headers.origin;
  if (origin) return isTrustedOrigin({ config, server: request.server.server }, origin);
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  return !strict;
}

/**
 * Bearer values that mean "no token": the original's client sends `Bearer ${accessToken}` on
 * every call, which a guest's missing token makes `Bearer null` (or `undefined`), and the
 * original took them, like an empty bearer, as no credentials (docs/accounts.md "For other
 * features: who is calling"). Decided here once, so every route agrees.
 */
const NO_TOKEN = new Set(['null', 'undefined']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = BEARER.exec(header)?.[1]?.trim();
  return token && !NO_TOKEN.has(token.toLowerCase()) ? token : undefined;
}

/** Asks the library; a session it slides forward comes back with cookies to send on. */
async function librarySession(
  request: FastifyRequest,
  headers: Headers,
  via: SessionUser['via'],
): Promise<Resolution | null> {
  const { headers: replyHeaders, response } = await (
    await request.server.auth.library()
  ).api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!response) return null;
  const { user: found, session: current } = response;
  return {
    kind: 'user',
    user: {
      id: found.id,
      email: found.email,
      sessionId: current.id,
      via,
      secondFactor: secondFactorState(found.twoFactorEnabled, current.twoFactorVerifiedAt),
    },
    setCookies: replyHeaders.getSetCookie(),
  };
}

async function resolve(request: FastifyRequest, allowAccessToken: boolean): Promise<Resolution> {
  const app = request.server;
  const bearer = bearerToken(request);
  // Where only the session counts (minting tokens), an access token is passed over: the
  // request then needs the cookie. The web app sends both, and must still be able to refresh.
  const token = bearer !== undefined && isJwt(bearer) && !allowAccessToken ? undefined : bearer;
  if (token !== undefined) {
    if (isJwt(token)) {
      const claims = await app.auth.tokens.verify(token);
      if (!claims) return { kind: 'invalid-bearer' };
      const row = await findSessionUser(app.db, claims.sessionId, claims.userId);
      if (!row) return { kind: 'invalid-bearer' };
      const { twoFactorEnabled, twoFactorVerifiedAt, ...who } = row;
      return {
        kind: 'user',
        user: {
          ...who,
          sessionId: claims.sessionId,
          via: 'access-token',
          secondFactor: secondFactorState(twoFactorEnabled, twoFactorVerifiedAt),
        },
        setCookies: [],
      };
    }
    return { kind: 'invalid-bearer' };
  }
  const cookie = request.headers.cookie;
  // Without a session cookie there is no session to ask the library about (guests carry only
  // the consent cookies): this keeps the library off the hot path of every guest request.
  if (!cookie || !carriesSessionCookie(cookie)) return { kind: 'anonymous' };
  if (
    !SAFE_METHODS.has(request.method) &&
    !isSameOriginRequest(request, app.config, { strict: true })
  )
    return { kind: 'cross-site' };
  return (
    (await librarySession(request, new Headers({ cookie }), 'cookie')) ?? { kind: 'anonymous' }
  );
}

function resolveOnce(request: FastifyRequest): Promise<Resolution> {
  let pending = resolutions.get(request);
  if (!pending) {
    pending = resolve(request, true);
    resolutions.set(request, pending);
  }
  return pending;
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const CROSS_SITE = 'This request came from another site and was refused.';

/**
 * The signed-in user, or null for a visitor. A bearer token that is invalid, expired or whose
 * session has ended is an error (401), not a visitor: the client meant to be someone. A cookie
 * on a cross-site request that changes something is ignored (the request counts as a visitor's).
 */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  const resolution = await resolveOnce(request);
  if (resolution.kind === 'invalid-bearer') throw unauthorized(SESSION_ENDED);
  return resolution.kind === 'user' ? resolution.user : null;
}

/** The signed-in user; 401 without a valid session, 403 for a cross-site cookie request. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const resolution = await resolveOnce(request);
  switch (resolution.kind) {
    case 'user':
      return resolution.user;
    case 'cross-site':
      throw forbidden(CROSS_SITE);
    case 'invalid-bearer':
      throw unauthorized(SESSION_ENDED);
    default:
      throw unauthorized();
  }
}

/** 403 TWO_FACTOR_SETUP_REQUIRED or TWO_FACTOR_REQUIRED unless the caller's session passed the second factor. */
export async function requireSecondFactor(request: FastifyRequest): Promise<void> {
  assertSecondFactor((await requireUser(request)).secondFactor);
}

/**
 * The user behind the session itself (cookie or session token), never an access token: what
 * may mint new access tokens, so that a stolen access token cannot renew itself.
 */
export async function requireSession(
  request: FastifyRequest,
): Promise<{ user: SessionUser; setCookies: string[] }> {
  const resolution = await resolve(request, false);
  if (resolution.kind === 'user')
    return { user: resolution.user, setCookies: resolution.setCookies };
  if (resolution.kind === 'cross-site') throw forbidden(CROSS_SITE);
  throw unauthorized(resolution.kind === 'invalid-bearer' ? SESSION_ENDED : undefined);
}

/**
 * The guarded scope of a feature's signed-in routes: `app.register(signedInScope(async (scope) =>
 * { scope.get(…) }))`. Every route declared in it requires a signed-in user, so a new route
 * cannot forget to; a visitor hears 401 before anything else, even about a malformed body (the
 * check runs at preValidation, before the body is validated).
 */
export function signedInScope<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (scope, options) => {
    markAccess(scope, 'signed-in');
    scope.addHook('preValidation', async (request) => void (await requireUser(request)));
    await routes(scope, options);
  };
}
