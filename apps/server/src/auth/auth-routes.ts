// The authentication library's endpoints under /api/auth/* (better-auth's Fastify integration:
// the Fastify request becomes a Web Request and the Response comes back), with our attempt
// limits in front, our error shape on the way out, and POST /api/auth/token for access tokens.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  accessTokenReplySchema,
  changePasswordBodySchema,
  passwordResetRequestBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  twoFactorCodeBodySchema,
  twoFactorPasswordBodySchema,
  updateUserBodySchema,
} from '@scicomm/shared/account-api';
import { AppError, errorBody, notFound, retryAfterSecondsOf } from '../http/errors.ts';
import { errorResponseSchema } from '../http/error-schema.ts';
import { siteOrigin } from '../security/site-origin.ts';
import { AUTH_BASE_PATH, SERVED_LIBRARY_ENDPOINTS } from './auth-settings.ts';
import {
  clientKey,
  deviceKey,
  emailKey,
  pairKey,
} from './auth-limits.ts';
import { setTrustedDevice, trustedDeviceId } from './trusted-device.ts';
import { assertAttemptAllowed, reserveAttempts, type Limiter } from '../limits/limits.ts';
import { requireSession } from './session.ts';

/** Which attempts a path counts: every request, or only the failed ones. */
interface AttemptPolicy {
  client: 'every' | 'failures';
  email?: 'sign-in' | 'reset-mail';
}

const attemptPolicies: Record<string, AttemptPolicy> = {
  '/sign-in/email': { client: 'failures', email: 'sign-in' },
  '/request-password-reset': { client: 'every', email: 'reset-mail' },
  '/reset-password': { client: 'failures' },
  '/change-password': { client: 'failures' },
  '/two-factor/enable': { client: 'failures' },
  '/two-factor/disable': { client: 'failures' },
  '/two-factor/get-totp-uri': { client: 'failures' },
  '/two-factor/verify-totp': { client: 'failures' },
  '/two-factor/verify-backup-code': { client: 'failures' },
  '/two-factor/verify-otp': { client: 'failures' },
};

/**
 * Request headers the library never sees: no IP address, no browser fingerprint (docs/decisions.md),
 * no forwarded host or scheme (its address is fixed: security/site-origin.ts).
 */
const withheldRequestHeaders = new Set([
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'expect',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
  'cf-connecting-ip',
  'true-client-ip',
]);
const withheldResponseHeaders = new Set([
  'set-cookie',
  'set-auth-token',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
]);

export function toWebRequest(
  request: FastifyRequest,
  path = request.url,
  body: unknown = request.body,
): Request {
  const url = new URL(path, siteOrigin({ config: request.server.config, server: request.server.server }));
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || withheldRequestHeaders.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(body ?? {}) } : {}),
  });
}

const statusCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

/**
 * The bodies of the library's endpoints that the web app's forms send, checked with the same
 * shared schemas the forms use before the library sees them (extra fields pass on untouched).
 */
export const libraryBodySchemas: Record<string, z.ZodType> = {
  '/sign-in/email': signInBodySchema,
  '/request-password-reset': passwordResetRequestBodySchema,
  '/reset-password': resetPasswordBodySchema,
  '/change-password': changePasswordBodySchema,
  '/two-factor/enable': twoFactorPasswordBodySchema,
  '/two-factor/disable': twoFactorPasswordBodySchema,
  '/two-factor/verify-totp': twoFactorCodeBodySchema,
  '/two-factor/verify-backup-code': twoFactorCodeBodySchema,
  '/update-user': updateUserBodySchema,
};

/**
 * The largest body any of the library's endpoints takes (a password, a code, a name: a few
 * hundred bytes); larger is 413 before the library reads it.
 */
export const LIBRARY_BODY_LIMIT_BYTES = 16 * 1024;

/** The body the library is handed: as checked (a trimmed name), with the fields no schema names untouched. */
function checkedLibraryBody(path: string, body: unknown): unknown {
  const schema = libraryBodySchemas[path];
  if (!schema) return body;
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return isRecord(body) && isRecord(parsed.data) ? { ...body, ...parsed.data } : body;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  throw new AppError(
    400,
    'VALIDATION_FAILED',
    field ? `Invalid body field "${field}": ${issue?.message}` : `Invalid body: ${issue?.message}`,
    undefined,
    field ? { field } : undefined,
  );
}

/** Which input of a library endpoint its error codes name (the body's `error.field`). */
const libraryErrorFields: Record<string, Record<string, string>> = {
  '/change-password': {
    INVALID_PASSWORD: 'currentPassword',
    PASSWORD_TOO_SHORT: 'newPassword',
    PASSWORD_TOO_LONG: 'newPassword',
  },
  '/reset-password': { PASSWORD_TOO_SHORT: 'newPassword', PASSWORD_TOO_LONG: 'newPassword' },
  '/two-factor/enable': { INVALID_PASSWORD: 'password' },
  '/two-factor/disable': { INVALID_PASSWORD: 'password' },
  '/request-password-reset': { INVALID_EMAIL: 'email' },
  '/sign-in/email': { INVALID_EMAIL: 'email' },
};

/** The library's error body ({ code, message }) in the API's one shape. */
export function toErrorBody(
  status: number,
  data: unknown,
  retryAfter?: string | null,
  path?: string,
) {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const code =
    typeof record.code === 'string' && record.code
      ? record.code
      : (statusCodes[status] ?? 'AUTH_ERROR');
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : 'The request could not be completed.';
  return status >= 500
    ? errorBody('INTERNAL', 'Something went wrong on our side. Please try again.')
    : errorBody(code, message, {
        ...retryAfterDetails(status, retryAfter),
        ...fieldDetails(path, code),
      });
}

function fieldDetails(path: string | undefined, code: string) {
  const field = path === undefined ? undefined : libraryErrorFields[path]?.[code];
  return field ? { field } : {};
}

function retryAfterDetails(status: number, retryAfter: string | null | undefined) {
  if (status !== 429 && status !== 503) return {};
  const seconds = retryAfterSecondsOf(retryAfter);
  return seconds === undefined ? {} : { retryAfterSeconds: seconds };
}

export function copySetCookies(reply: FastifyReply, cookies: readonly string[]): void {
  for (const cookie of cookies) reply.header('set-cookie', cookie);
}

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withoutSessionFields(record: JsonRecord): JsonRecord {
  const { token: _token, ipAddress: _ip, userAgent: _agent, ...rest } = record;
  return rest;
}

/**
 * The library's reply without the session token (sign-in, two-factor verification,
 * get-session, list-sessions): it is the 7-day refresh token, which lives only in the HttpOnly
 * cookie so that no script can read it.
 */
export function withoutSessionTokens(data: unknown): unknown {
  if (Array.isArray(data))
    return data.map((item) => (isRecord(item) ? withoutSessionFields(item) : item));
  if (!isRecord(data)) return data;
  const rest = withoutSessionFields(data);
  return isRecord(rest.session) ? { ...rest, session: withoutSessionFields(rest.session) } : rest;
}

async function sendWebResponse(reply: FastifyReply, response: Response, path?: string) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (!withheldResponseHeaders.has(name)) reply.header(name, value);
  }
  copySetCookies(reply, response.headers.getSetCookie());
  const text = await response.text();
  // An empty refusal (the library's 404 for a path it does not know) gets our error shape too.
  if (!text && !response.ok) return reply.send(toErrorBody(response.status, {}));
  if (!text) return reply.send();
  if (!(response.headers.get('content-type') ?? '').includes('json')) return reply.send(text);
  const data = JSON.parse(text) as unknown;
  const body = response.ok
    ? withoutSessionTokens(data)
    : toErrorBody(response.status, data, response.headers.get('retry-after'), path);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * The path the limits are looked up on is the one the library is handed: the URL parser's
 * reading of it, without trailing slashes (disguised paths never get here: plugins/app/path-guard.ts).
 */
function libraryPathOf(request: FastifyRequest): { url: URL; path: string } {
  const url = new URL(request.url, 'http://localhost');
  return { url, path: url.pathname.slice(AUTH_BASE_PATH.length).replace(/(?<!\/)\/+$/, '') || '/' };
}

function isServedLibraryEndpoint(method: string, path: string): boolean {
  return (
    Object.hasOwn(SERVED_LIBRARY_ENDPOINTS, path) &&
    SERVED_LIBRARY_ENDPOINTS[path as keyof typeof SERVED_LIBRARY_ENDPOINTS] === method.toLowerCase()
  );
}

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

async function forwardToLibrary(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { url, path } = libraryPathOf(request);
  // Registration needs the demographics too: it goes through POST /api/account/register.
  if (!isServedLibraryEndpoint(request.method, path)) {
    throw notFound(`No such API path: ${request.method} ${AUTH_BASE_PATH}${path}`);
  }
  // Checked at preValidation (below).
  const body = request.body;
  const policy = request.method === 'POST' ? attemptPolicies[path] : undefined;
  const { limits } = app.auth;
  const client = clientKey(request);
  const email = emailOf(request.body);
  const signIn = policy?.email === 'sign-in' && email !== undefined;
  const resetMail = policy?.email === 'reset-mail' && email !== undefined;
  // The owner's browser (auth-limits.ts): its sign-ins and reset requests for its own account
  // are counted in its own bucket, never in the ones other clients fill.
  const device =
    (signIn || resetMail) && email !== undefined
      ? trustedDeviceId(request, app.config.authSecret, email)
      : null;
  const signInKey = signIn ? (device ? deviceKey(device, email) : pairKey(request, email)) : undefined;
  const resetKey = resetMail ? (device ? deviceKey(device, email) : emailKey(email)) : undefined;
  const accountKey = signIn && !device ? emailKey(email) : undefined;
  // A sign-in's limits per address (the pair's or the trusted browser's, and the address's) count
  // the attempt before the password is checked, and take it back when the password is right, so
  // wrong passwords sent at once get no more checks than the limits allow. The client's limit,
  // which every user behind one address shares, still counts failures once they are known:
  // counting sign-ins in flight there would refuse a class signing in together.
  const reservations: Array<[Limiter, string]> = [];
  if (signInKey !== undefined) reservations.push([limits.signInPair, signInKey]);
  if (accountKey !== undefined) reservations.push([limits.signInAccount, accountKey]);
  let releaseAttempts = async () => {};
  if (policy) {
    const checks: Array<[Limiter, string]> = device ? [] : [[limits.client, client]];
    if (resetKey !== undefined) checks.push([limits.resetMail, resetKey]);
    // Blocked keys are refused before anything is counted or written.
    await assertAttemptAllowed(reply, [...checks, ...reservations]);
    releaseAttempts = await reserveAttempts(reply, reservations);
    if (policy.client === 'every') await limits.client.record(client);
    if (resetKey !== undefined) await limits.resetMail.record(resetKey);
  }

  let failed = false;
  let response: Response;
  try {
    response = await (await app.auth.library()).handler(
      toWebRequest(request, `${AUTH_BASE_PATH}${path}${url.search}`, body),
    );
    failed = response.status >= 400 && response.status < 500;
  } finally {
    // A right password, or no answer from the library (5xx): the attempt is not a failure.
    if (!failed) await releaseAttempts();
  }

  if (policy && failed && policy.client === 'failures') await limits.client.record(client);
  if (signIn && signInKey !== undefined && response.ok) {
    await limits.signInPair.reset(signInKey);
    setTrustedDevice(reply, app.config.authSecret, email, app.config.NODE_ENV === 'production');
  }
  return sendWebResponse(reply, response, path);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${AUTH_BASE_PATH}/token`,
    {
      schema: {
        tags: ['auth'],
        summary: 'A fresh access token (15 minutes) for the session in the cookie.',
        // The session itself, never an access token: a stolen access token cannot renew itself.
        security: [{ sessionCookie: [] }],
        response: {
          200: accessTokenReplySchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, setCookies } = await requireSession(request);
      copySetCookies(reply, setCookies);
      const issued = await app.auth.tokens.issue({ userId: user.id, sessionId: user.sessionId });
      return {
        access_token: issued.token,
        token_type: 'Bearer' as const,
        expires_in: issued.expiresIn,
        expires_at: issued.expiresAt,
        user: { id: user.id, email: user.email },
      };
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    bodyLimit: LIBRARY_BODY_LIMIT_BYTES,
    schema: { hide: true },
    // The body is checked with its shared schema where a route's schema would be, before the
    // text guard's preHandler: a name is refused as registration and the profile refuse it
    // (400 VALIDATION_FAILED), not with the guard's INVALID_CHARACTERS.
    preValidation: async (request) => {
      if (request.method === 'POST') request.body = checkedLibraryBody(libraryPathOf(request).path, request.body);
    },
    handler: (request, reply) => forwardToLibrary(app, request, reply),
  });
};
