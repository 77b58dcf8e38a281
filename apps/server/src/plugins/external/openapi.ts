// The OpenAPI document (GET /api/openapi.json), built from the routes' zod schemas by
// @fastify/swagger: OpenAPI 3.1, whose schemas are JSON Schema 2020-12 as zod writes them (3.0
// has no null type, and its `nullable` cannot sit beside an `anyOf`). What every operation needs
// is added here, once, rather than in each route: an operationId from its method and path, who
// may call it (`security`), and the refusals any request can meet before a handler runs (400, 413, 414, 415, 429). It lints clean
// under Redocly's recommended rules (openapi.test.ts; docs/server.md "The API document").
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../http/error-schema.ts';

/**
 * Who may call a route, as its scope declares it: `signed-in` for a guarded scope (its check
 * refuses callers who are not signed in), `public` for routes that never read the caller.
 * Routes that declare neither may be called signed in or not, and use the caller when there is one.
 */
export type RouteAccess = 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (plugins/external/openapi.ts); set by the scope's guard with markAccess. */
    access?: RouteAccess;
    /** Security schemes the scope's check takes besides the signed-in ones (markAccess). */
    alsoBy?: readonly string[];
  }
}

/**
 * Marks every route declared in `scope` from now on: the check that makes a scope signed-in is
 * the place that says so, so the document cannot miss a guarded route. An inner scope's mark wins.
 * `alsoBy`: schemes that check also takes (e.g. a token made for these routes only).
 */
export function markAccess(scope: FastifyInstance, access: RouteAccess, alsoBy: readonly string[] = []): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access, alsoBy };
  });
}

/** Parts of the document as plain JSON (OpenAPI 3.1 objects). */
type JsonObject = Record<string, unknown>;
/** How a caller proves who it is: a bearer token, or a cookie (or header) by name. */
export type SecurityScheme =
  | { type: 'http'; scheme: 'bearer'; bearerFormat?: string; description?: string }
  | { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description?: string };
export type SecuritySchemes = Record<string, SecurityScheme>;
/** Path items by path: `{ post: { operationId, security, requestBody, responses } }`. */
export type PathItems = Record<string, JsonObject>;
export type SecurityRequirement = Record<string, string[]>;

export interface OpenApiOptions {
  version: string;
  /** The site's address, its one server: an origin, or `/` for wherever the document was fetched from. */
  serverUrl: string;
  /** How callers prove who they are, by scheme name (the auth feature's). */
  securitySchemes: SecuritySchemes;
  /** What a route of a signed-in scope takes: one of these requirements (e.g. the cookie, or a bearer token). */
  signedIn: SecurityRequirement[];
  /**
   * Operations served by a handler that declares no schema of its own (the authentication
   * library's endpoints), described from zod schemas by the feature that forwards them.
   */
  extraPaths?: () => PathItems;
  /** Path prefixes the API rate limit counts: each of their operations may answer 429. */
  rateLimitedPrefixes: readonly string[];
  tags?: { name: string; description: string }[];
}

/** @fastify/swagger's options for the app's document. */
export function openApiOptions(options: OpenApiOptions): FastifyDynamicSwaggerOptions {
  const { signedIn } = options;
  const securityOf = (route: RouteOptions): SecurityRequirement[] => {
    switch (route.config?.access) {
      case 'signed-in':
        return [...signedIn, ...(route.config.alsoBy ?? []).map((scheme) => ({ [scheme]: [] }))];
      case 'public':
        return [];
      default:
        // Signed in or not: an empty requirement is the anonymous caller.
        return [...signedIn, {}];
    }
  };
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SciComm Studio API',
        version: options.version,
        description:
          'JSON over HTTP. Errors are `{ "error": { "code", "message", "field"?, "retryAfterSeconds"? } }`. ' +
          'Sign in with POST /api/auth/sign-in/email (session cookie), then take 15-minute access tokens from POST /api/auth/token.',
      },
      components: { securitySchemes: options.securitySchemes },
      ...(options.tags ? { tags: options.tags } : {}),
    },
    transform: (document) => {
      const { schema, url } = jsonSchemaTransform(document);
      if ((schema as { hide?: boolean }).hide) return { schema, url };
      const { route } = document;
      const method = (typeof route.method === 'string' ? route.method : route.method[0]) ?? 'GET';
      return {
        url,
        schema: {
          ...schema,
          operationId:
            (schema as { operationId?: string }).operationId ?? operationIdOf(method, url),
          security: (schema as { security?: unknown }).security ?? securityOf(route),
          response: withRefusals(
            schema.response as Record<string, unknown> | undefined,
            takesBody(method) || schema.body !== undefined,
            url,
            options.rateLimitedPrefixes,
          ),
        } as FastifySchema,
      };
    },
    transformObject: (document) => {
      const openapi = (document as { openapiObject: { paths?: PathItems } }).openapiObject;
      const extra = options.extraPaths?.() ?? {};
      return {
        ...openapi,
        servers: [{ url: options.serverUrl, description: 'This site' }],
        paths: { ...openapi.paths, ...extra },
      };
    },
  };
}

/**
 * `GET /api/studies/{id}/reader-checks` → `getStudiesByIdReaderChecks`: the method, then each
 * part of the path after /api in camel case, a parameter as `By<Name>`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .replace(/:(\w+)/g, '{$1}')
    .split(/[/.]/)
    .filter(Boolean)
    .flatMap((part) => {
      const parameter = /^\{(\w+)\}$/.exec(part);
      return parameter ? ['by', parameter[1]!] : part.split(/[-_]/);
    });
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

/**
 * The route's declared replies, and the refusals any request to it can meet before its handler
 * runs, in the one error shape: 400 (an address the router cannot decode; a body that is not
 * UTF-8 JSON), 414 (a path parameter over the router's limit), 413 and 415 (a body too large, or of a
 * type the route does not read) and 429 where the API rate limit counts it.
 */
function withRefusals(
  response: Record<string, unknown> | undefined,
  readsBody: boolean,
  url: string,
  rateLimitedPrefixes: readonly string[],
) {
  const refusals: Record<string, unknown> = { 400: refusal('The address or the request could not be read.') };
  if (/[:{]/.test(url)) refusals[414] = refusal('A part of the address is too long.');
  if (readsBody) {
    refusals[413] = refusal('The body is larger than this operation takes.');
    refusals[415] = refusal('The body is of a type this operation does not read.');
  }
  if (rateLimitedPrefixes.some((prefix) => url.startsWith(prefix)))
    refusals[429] = refusal('Too many requests: wait `retryAfterSeconds`.');
  return { ...refusals, ...response };
}

/** Methods whose requests carry a body Fastify reads (a DELETE's only where its route declares one). */
export const takesBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method.toUpperCase());

const refusal = (description: string) => ({ description, ...errorShape });

/** The error shape as JSON Schema, as the routes' zod schemas become. */
const { $schema: _dialect, ...errorShape } = z.toJSONSchema(errorResponseSchema, {
  target: 'draft-2020-12',
  io: 'output',
});
