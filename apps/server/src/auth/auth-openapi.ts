// The auth feature's part of the OpenAPI document (plugins/external/openapi.ts): how a caller proves who it is
// (the security schemes), and the library's endpoints that the site uses. Those are served by one
// forwarding route (auth-routes.ts) without schemas of their own, so they are described here from
// the shared zod schemas: the bodies the forwarding route checks, the replies as it passes them on.
import { z } from 'zod';
import {
  libraryStatusReplySchema,
  libraryUserReplySchema,
  sessionReplySchema,
  signInReplySchema,
  signOutReplySchema,
  twoFactorEnableReplySchema,
} from '@scicomm/shared/account-api';
import { errorResponseSchema } from '../http/error-schema.ts';
import {
  operationIdOf,
  type PathItems,
  type SecurityRequirement,
  type SecuritySchemes,
} from '../plugins/external/openapi.ts';
import { libraryBodySchemas } from './auth-routes.ts';
import {
  AUTH_BASE_PATH,
  COOKIE_PREFIX,
  SERVED_LIBRARY_ENDPOINTS,
  SESSION_COOKIE_NAME,
} from './auth-settings.ts';

const SECURE = 'named `__Secure-` + this name over HTTPS';

export const securitySchemes: SecuritySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description: `The session (7 days), set by signing in; HttpOnly, ${SECURE}. A request with it that changes something must come from the site's own pages (Origin).`,
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An access token (15 minutes) from POST /api/auth/token, as `Authorization: Bearer <token>`.',
  },
  twoFactorCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: `${COOKIE_PREFIX}.two_factor`,
    description: `Set by a sign-in whose account has two-factor on, until the code is given; HttpOnly, ${SECURE}.`,
  },
};

/** What a signed-in caller sends: the session cookie or an access token. */
export const signedInSecurity: SecurityRequirement[] = [{ sessionCookie: [] }, { bearerToken: [] }];
const session: SecurityRequirement[] = [{ sessionCookie: [] }];
const sessionOrNone: SecurityRequirement[] = [{ sessionCookie: [] }, {}];
const pendingSignIn: SecurityRequirement[] = [{ twoFactorCookie: [] }, { sessionCookie: [] }];
const nobody: SecurityRequirement[] = [];

interface LibraryEndpoint {
  summary: string;
  description?: string;
  security: SecurityRequirement[];
  body?: z.ZodType;
  reply: z.ZodType;
  /** Refusals besides 400 (bad body), 413 (a body over LIBRARY_BODY_LIMIT_BYTES), 415 (a body not JSON) and 429 (attempt limits, rate limit), which every one can give. */
  errors: number[];
}

const bodyOf = (path: string) => libraryBodySchemas[path];

const endpoints: Record<keyof typeof SERVED_LIBRARY_ENDPOINTS, LibraryEndpoint> = {
  '/sign-in/email': {
    summary:
      'Sign in with e-mail and password: sets the session cookie, or (two-factor on) the two-factor cookie.',
    description:
      "Registration is POST /api/account/register (the library's sign-up is not served). Wrong e-mail or password: 401 INVALID_EMAIL_OR_PASSWORD.",
    security: nobody,
    body: signInBodyWithOptions(),
    reply: signInReplySchema,
    errors: [401, 403],
  },
  '/get-session': {
    summary: "The caller's session and account, or null without one.",
    security: sessionOrNone,
    reply: sessionReplySchema,
    errors: [],
  },
  '/sign-out': {
    summary: 'Ends the session of the cookie (and clears it); without one, nothing to end.',
    security: sessionOrNone,
    reply: signOutReplySchema,
    errors: [403],
  },
  '/two-factor/enable': {
    summary:
      'Starts turning two-factor sign-in on: the authenticator URI and backup codes; a first code (verify-totp) completes it.',
    security: session,
    body: bodyOf('/two-factor/enable'),
    reply: twoFactorEnableReplySchema,
    errors: [401, 403],
  },
  '/two-factor/disable': {
    summary: 'Turns two-factor sign-in off (the password again).',
    security: session,
    body: bodyOf('/two-factor/disable'),
    reply: libraryStatusReplySchema,
    errors: [401, 403],
  },
  '/two-factor/verify-totp': {
    summary:
      'A code from the authenticator app: completes a sign-in (two-factor cookie) or turning two-factor on (session cookie).',
    description:
      'A code is taken once: the same code again is 401 TOTP_CODE_USED. 409 TWO_FACTOR_KEY_UNREADABLE: AUTH_SECRET changed since two-factor was turned on (a backup code or a password reset gets in).',
    security: pendingSignIn,
    body: bodyOf('/two-factor/verify-totp'),
    reply: libraryUserReplySchema,
    errors: [401, 403, 409],
  },
  '/two-factor/verify-backup-code': {
    summary:
      'A backup code instead of the authenticator app: completes a sign-in; each code works once.',
    description: '409 BACKUP_CODES_UNREADABLE: codes stored encrypted with an AUTH_SECRET since changed (a password reset gets in).',
    security: pendingSignIn,
    body: bodyOf('/two-factor/verify-backup-code'),
    reply: libraryUserReplySchema,
    errors: [401, 403, 409],
  },
  '/request-password-reset': {
    summary:
      'Mails a link to reset the password; the same answer whether or not the address has an account.',
    security: nobody,
    body: bodyOf('/request-password-reset'),
    reply: libraryStatusReplySchema,
    errors: [403],
  },
  '/reset-password': {
    summary: "A new password with the token of the mail's link; every session of the account ends.",
    security: nobody,
    body: bodyOf('/reset-password'),
    reply: libraryStatusReplySchema,
    errors: [403],
  },
  '/change-password': {
    summary:
      'A new password (the current one too); with revokeOtherSessions, the other sessions end.',
    security: session,
    body: bodyOf('/change-password'),
    reply: libraryUserReplySchema,
    errors: [401, 403],
  },
  '/update-user': {
    summary: "Changes the account's name (the profile's rule: 1 to 80 characters) or image (an https:// address, or null).",
    description:
      'Any other field is 400 VALIDATION_FAILED. The web app sets the name with PUT /api/account/profile.',
    security: session,
    body: bodyOf('/update-user'),
    reply: libraryStatusReplySchema,
    errors: [401, 403],
  },
  '/revoke-sessions': {
    summary: 'Ends every session of the account, this one too.',
    security: session,
    reply: libraryStatusReplySchema,
    errors: [401, 403],
  },
};

/** Sign-in's body as the forwarding route checks it, with the library's option the web app sends. */
function signInBodyWithOptions(): z.ZodType {
  const checked = bodyOf('/sign-in/email') as z.ZodObject;
  return checked.extend({
    rememberMe: z
      .boolean()
      .optional()
      .describe('false: the session cookie ends with the browser session (default true).'),
  });
}

/** The library's endpoints the site uses, as OpenAPI path items. */
export function libraryPaths(): PathItems {
  return Object.fromEntries(
    Object.entries(endpoints).map(([path, endpoint]) => {
      const url = `${AUTH_BASE_PATH}${path}`;
      const method = SERVED_LIBRARY_ENDPOINTS[path as keyof typeof SERVED_LIBRARY_ENDPOINTS];
      const errors = Object.fromEntries(
        [...new Set([400, ...endpoint.errors, 413, ...(method === 'post' ? [415] : []), 429])]
          .sort()
          .map((status) => [String(status), jsonResponse(errorResponseSchema)]),
      );
      const body = endpoint.body ?? (method === 'post' ? z.object({}) : undefined);
      return [
        url,
        {
          [method]: {
            operationId: operationIdOf(method, url),
            tags: ['auth'],
            summary: endpoint.summary,
            ...(endpoint.description ? { description: endpoint.description } : {}),
            security: endpoint.security,
            ...(body
              ? {
                  requestBody: {
                    required: true,
                    content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } },
                  },
                }
              : {}),
            responses: { 200: jsonResponse(endpoint.reply), ...errors },
          },
        },
      ];
    }),
  );
}

function jsonResponse(schema: z.ZodType) {
  const json = jsonSchemaOf(schema, 'output');
  return {
    description: typeof json.description === 'string' ? json.description : 'Done.',
    content: { 'application/json': { schema: json } },
  };
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return json;
}
