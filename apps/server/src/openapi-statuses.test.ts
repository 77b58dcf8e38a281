// The API document declares every status the API answers with (docs/server.md "The API
// document"): each operation is sent the refusals any client can provoke before a handler runs —
// an address the router cannot decode (400), a path parameter over the router's length limit
// (414), a body declared larger than any route takes (413), a body of a type no route reads (415),
// JSON that does not parse (400) — and each answer's status must be among the operation's
// responses, in the one error shape. The library's live endpoints are the documented ones: any
// other path under /api/auth answers 404.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { errorResponseSchema } from './http/error-schema.ts';
import { accessTokenFor, fromOurPage, registerTestUser } from './auth/testing.ts';
import { getTestApp } from './test/test-app.ts';

interface Operation {
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let app: FastifyInstance;
let paths: Record<string, Record<string, Operation>>;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await getTestApp();
  paths = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: typeof paths }>().paths;
  const user = await registerTestUser(app, { rejectSaveData: false });
  headers = { authorization: `Bearer ${await accessTokenFor(app, user)}`, ...fromOurPage };
});

const operations = () =>
  Object.entries(paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase() as Method, url, operation })),
  );

/** A parameter longer than the router takes (Fastify's maxParamLength is 100 by default). */
const LONG_PARAMETER = 'x'.repeat(600);
const withParameters = (url: string, value: string) => url.replace(/\{\w+\}/g, value);
/** A DELETE is sent a body where the document says it takes one (the study's sessions: the typed title). */
const hasBody = (method: Method, operation: Operation) => method !== 'GET' && (method !== 'DELETE' || operation.requestBody !== undefined);

/** The requests any client can send to an operation, refused before its handler reads them. */
function refusalsFor(method: Method, url: string, operation: Operation): { name: string; request: InjectOptions }[] {
  const address = withParameters(url, 'probe');
  const refusals: { name: string; request: InjectOptions }[] = [
    { name: 'an undecodable address', request: { method, url: `${address}/%E0%A4%A`, headers } },
  ];
  if (url.includes('{'))
    refusals.push({ name: 'an over-long parameter', request: { method, url: withParameters(url, LONG_PARAMETER), headers } });
  if (hasBody(method, operation)) {
    refusals.push(
      {
        name: 'a body declared over every limit',
        request: { method, url: address, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(2 ** 30) }, payload: '{}' },
      },
      { name: 'a body of an unread type', request: { method, url: address, headers: { ...headers, 'content-type': 'application/xml' }, payload: '<a/>' } },
      { name: 'JSON that does not parse', request: { method, url: address, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"a":' } },
    );
  }
  return refusals;
}

describe('the statuses the API document declares', () => {
  it('include every refusal an operation gives before its handler runs, in the error shape', async () => {
    const undeclared: string[] = [];
    let answered = 0;
    for (const { method, url, operation } of operations()) {
      for (const { name, request } of refusalsFor(method, url, operation)) {
        const response = await app.inject(request);
        answered++;
        if (response.statusCode < 400 || response.statusCode >= 500) continue;
        if (!(String(response.statusCode) in operation.responses))
          undeclared.push(`${method} ${url}: ${name} → ${response.statusCode} undeclared`);
        else if (!errorResponseSchema.safeParse(response.json()).success)
          undeclared.push(`${method} ${url}: ${name} → ${response.statusCode} not in the error shape`);
      }
    }
    expect(answered).toBeGreaterThan(200);
    expect(undeclared).toEqual([]);
  });

  it('list every endpoint of the authentication library that answers: any other is 404', async () => {
    const documented = new Set(operations().filter(({ url }) => url.startsWith('/api/auth/')).map(({ method, url }) => `${method} ${url}`));
    // The library's other endpoints, as a client would guess them.
    const guesses: [Method, string][] = [
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-session'],
      ['POST', '/api/auth/revoke-other-sessions'],
      ['POST', '/api/auth/delete-user'],
      ['POST', '/api/auth/change-email'],
      ['POST', '/api/auth/send-verification-email'],
      ['GET', '/api/auth/verify-email'],
      ['GET', '/api/auth/ok'],
      ['GET', '/api/auth/error'],
      ['POST', '/api/auth/two-factor/get-totp-uri'],
      ['POST', '/api/auth/two-factor/generate-backup-codes'],
      ['POST', '/api/auth/two-factor/send-otp'],
      ['POST', '/api/auth/two-factor/verify-otp'],
      ['GET', '/api/auth/reset-password/some-token'],
      ['POST', '/api/auth/update-session'],
      ['POST', '/api/auth/link-social'],
      ['GET', '/api/auth/list-accounts'],
    ];
    const answering: string[] = [];
    for (const [method, url] of guesses) {
      if (documented.has(`${method} ${url}`)) continue;
      const response = await app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
      if (response.statusCode !== 404) answering.push(`${method} ${url} → ${response.statusCode}`);
    }
    expect(answering).toEqual([]);
  });
});
