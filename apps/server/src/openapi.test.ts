// The API document (GET /api/openapi.json, plugins/external/openapi.ts): Redocly's recommended rules find
// nothing in it (apps/server/redocly.yaml says which warning is off and why), the library's
// sign-in, two-factor and sign-out endpoints are in it and answer as it says, and its `security`
// tells the truth about who may call each operation.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import type { z } from 'zod';
import {
  libraryStatusReplySchema,
  libraryUserReplySchema,
  sessionReplySchema,
  signInReplySchema,
  signOutReplySchema,
  twoFactorEnableReplySchema,
} from '@scicomm/shared/account-api';
import {
  accessTokenFor,
  cookieHeader,
  freshTotpCode,
  fromOurPage,
  registerTestUser,
  signIn,
} from './auth/testing.ts';
import { repoRoot } from './config.ts';
import { createPersonalToken } from './corpora/personal-tokens.ts';
import { grantResearcher } from './research/index.ts';
import { getTestApp } from './test/test-app.ts';

type Security = Record<string, string[]>[];
interface JsonSchema {
  type?: string | string[];
  format?: string;
  minLength?: number;
  minimum?: number;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  operationId?: string;
  security?: Security;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}
interface ApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
}

let app: FastifyInstance;
let text: string;
let document: ApiDocument;
beforeAll(async () => {
  app = await getTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  text = res.body;
  document = res.json<ApiDocument>();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as 'GET' | 'POST',
      url,
      operation,
    })),
  );

describe('the API document under Redocly', () => {
  it('passes the recommended rules: no error, no warning', async () => {
    const config = await loadConfig({
      configPath: path.join(repoRoot, 'apps/server/redocly.yaml'),
    });
    const problems = await lintFromString({
      source: text,
      absoluteRef: path.join(repoRoot, 'openapi.json'),
      config,
    });
    const listed = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`,
    );
    expect(listed).toEqual([]);
  });

  it('is OpenAPI 3.1 with an operationId, a security requirement and a 4xx answer on every operation', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/', description: 'This site' }]);
    const incomplete = operations()
      .filter(
        ({ operation }) =>
          !operation.operationId ||
          !operation.security ||
          !Object.keys(operation.responses).some((status) => /^4/.test(status)),
      )
      .map(({ method, url }) => `${method} ${url}`);
    expect(operations().length).toBeGreaterThan(80);
    expect(incomplete).toEqual([]);
  });
});

describe("the library's endpoints in the document", () => {
  it('lists sign-in, the session, two-factor, the password and sign-out; registration is ours', () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in/email',
        '/api/auth/get-session',
        '/api/auth/sign-out',
        '/api/auth/two-factor/enable',
        '/api/auth/two-factor/verify-totp',
        '/api/auth/two-factor/verify-backup-code',
        '/api/auth/two-factor/disable',
        '/api/auth/request-password-reset',
        '/api/auth/reset-password',
        '/api/auth/change-password',
        '/api/auth/revoke-sessions',
        '/api/account/register',
      ]),
    );
    expect(Object.keys(document.paths).filter((url) => url.includes('sign-up'))).toEqual([]);
  });

  it('answers as the document says, from sign-in through two-factor to sign-out', async () => {
    const user = await registerTestUser(app);
    const post = (url: string, cookie: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: { cookie, ...fromOurPage }, payload });
    const expectShape = (
      schema: z.ZodType,
      res: { statusCode: number; body: string; json: () => unknown },
    ) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(schema.safeParse(res.json()).error).toBeUndefined();
    };

    const signedIn = await signIn(app, user.email, user.password);
    expectShape(signInReplySchema, signedIn);
    const cookie = cookieHeader(signedIn);
    expectShape(
      sessionReplySchema,
      await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } }),
    );
    expectShape(
      sessionReplySchema,
      await app.inject({ method: 'GET', url: '/api/auth/get-session' }),
    );

    const enabled = await post('/api/auth/two-factor/enable', cookie, { password: user.password });
    expectShape(twoFactorEnableReplySchema, enabled);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expectShape(
      libraryUserReplySchema,
      await post('/api/auth/two-factor/verify-totp', cookie, {
        code: await freshTotpCode(totpURI),
      }),
    );

    const pending = await signIn(app, user.email, user.password);
    expectShape(signInReplySchema, pending);
    expect(pending.json()).toMatchObject({ twoFactorRedirect: true });
    const withCode = await post('/api/auth/two-factor/verify-backup-code', cookieHeader(pending), {
      code: backupCodes[0],
    });
    expectShape(libraryUserReplySchema, withCode);
    const second = cookieHeader(withCode, cookieHeader(pending));

    expectShape(
      libraryStatusReplySchema,
      await post('/api/auth/two-factor/disable', second, { password: user.password }),
    );
    expectShape(
      libraryStatusReplySchema,
      await post('/api/auth/request-password-reset', '', { email: user.email }),
    );
    expectShape(signOutReplySchema, await post('/api/auth/sign-out', second));
  });
});

describe('who may call each operation, as its security says', () => {
  const allowsAnybody = (security: Security) =>
    security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);

  /**
   * A request without credentials: placeholder path parameters and, for a change, the smallest
   * body its schema takes, so that a check of the body cannot answer before the check of the caller.
   */
  const anonymous = (
    method: 'GET' | 'POST',
    url: string,
    operation: Operation,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: url.replace(/\{\w+\}/g, 'x'),
      headers: { ...(method === 'GET' ? {} : fromOurPage), ...headers },
      ...(method === 'GET'
        ? {}
        : {
            payload: (smallestValue(operation.requestBody?.content['application/json']?.schema) ??
              {}) as object,
          }),
    });

  /** The refusal of a caller who is not signed in (a wrong password is 401 too, with its own code). */
  const notSignedIn = (res: { statusCode: number; body: string }) =>
    res.statusCode === 401 && res.body.includes('"UNAUTHORIZED"');

  it('refuses a caller without credentials where it names no anonymous caller: 401, or the 404 of a guarded scope', async () => {
    const wrong: string[] = [];
    for (const { method, url, operation } of operations()) {
      const res = await anonymous(method, url, operation);
      const refused = res.statusCode === 401 || res.statusCode === 404;
      if (allowsAnybody(operation.security!) ? notSignedIn(res) : !refused)
        wrong.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names the personal access token, a bearer scheme, on every corpus operation and no other', () => {
    expect(document.components.securitySchemes.personalToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const namesToken = (operation: Operation) => operation.security!.some((requirement) => 'personalToken' in requirement);
    const wrong = operations()
      .filter(({ url, operation }) => namesToken(operation) !== url.startsWith('/api/research/corpora'))
      .map(({ method, url }) => `${method} ${url}`);
    expect(operations().filter(({ operation }) => namesToken(operation)).length).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('lets in a signed-in caller by each scheme a reading operation names', async () => {
    const user = await registerTestUser(app);
    // A researcher: personal access tokens are theirs alone.
    await grantResearcher(app.db, user.email);
    const credentials: Record<string, Record<string, string>> = {
      sessionCookie: { cookie: user.cookie },
      bearerToken: { authorization: `Bearer ${await accessTokenFor(app, user)}` },
      personalToken: { authorization: `Bearer ${(await createPersonalToken(app.db, user.id, 'openapi')).token}` },
    };
    const refused: string[] = [];
    for (const { method, url, operation } of operations().filter(
      ({ method }) => method === 'GET',
    )) {
      for (const scheme of operation.security!.flatMap((requirement) => Object.keys(requirement))) {
        const res = await anonymous(method, url, operation, credentials[scheme]);
        if (notSignedIn(res)) refused.push(`${method} ${url} with ${scheme}`);
      }
    }
    expect(refused).toEqual([]);
  });
});

/** The smallest value a body schema takes: required properties only, strings long enough, an e-mail where one is asked. */
function smallestValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'email'
        ? 'someone@example.org'
        : 'a'.repeat(Math.max(schema.minLength ?? 1, 8));
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, smallestValue(schema.properties?.[name])]),
      );
  }
}
