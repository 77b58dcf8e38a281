import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { emptyTablesBeforeEachTest, getTestApp, testDatabaseKind } from './test/test-app.ts';
import { pageViews, widgetDomains } from './db/schema.ts';
import { countUses } from './usage/usage-service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});
// Each test starts on empty tables: it counts uses from zero.
emptyTablesBeforeEachTest();

describe('health', () => {
  it('reports the version, that the database is up, and that no LLM coach is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: 'test', database: { kind: testDatabaseKind(), status: 'up' }, llm: { state: 'off' } });
  });
});

describe('visits counter', () => {
  it('returns a plain number: the uses counted', async () => {
    expect((await app.inject({ method: 'GET', url: '/GetVisits' })).json<number>()).toBe(0);
    await countUses(app.db, 3);
    const after = (await app.inject({ method: 'GET', url: '/GetVisits' })).json<number>();
    expect(after).toBe(3);
  });
});

describe('bad input', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API path: GET /api/no-such-thing' } });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": "/",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MALFORMED_JSON');
    expect(res.json().error.message).toMatch(/JSON/);
  });

  it('answers an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path: '/' + 'a'.repeat(app.config.BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } });
  });

  it('answers a body that fails the schema with 400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/analytics/page-view', payload: { path: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().error.message).toContain('path');
  });

  it('keeps serving after bad requests', async () => {
    await app.inject({ method: 'POST', url: '/api/registerDomain', headers: { 'content-type': 'application/json' }, payload: '\u0000' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('page views', () => {
  const path = `/test-${Math.random().toString(36).slice(2)}`;
  const viewsOf = async () => (await app.db.select().from(pageViews).where(eq(pageViews.path, path))).length;

  it('stores nothing without cookie consent', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/analytics/page-view', payload: { path } });
    expect(res.statusCode).toBe(204);
    expect(await viewsOf()).toBe(0);
  });

  it('stores the path alone (no query) with cookie consent', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      cookies: { cookie_consent: 'true' },
      payload: { path: `${path}?secret=1` },
    });
    expect(res.statusCode).toBe(204);
    expect(await viewsOf()).toBe(1);
  });
});

describe('widget domain registration', () => {
  it('records the host name once and counts starts', async () => {
    const domain = `site-${Math.random().toString(36).slice(2)}.example`;
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/registerDomain',
        payload: { domain, created: new Date().toISOString() },
      });
      expect(res.json()).toEqual({ ok: true });
    }
    const rows = await app.db.select().from(widgetDomains).where(eq(widgetDomains.domain, domain));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.starts).toBe(2);
  });
});

describe('legal documents', () => {
  it.each(['privacy-policy', 'terms-of-use', 'cookies-policy'])('renders %s as a PDF', async (doc) => {
    const res = await app.inject({ method: 'GET', url: `/api/legal/${doc}.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('offers the PDF as a download on request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/legal/terms-of-use.pdf?download' });
    expect(res.headers['content-disposition']).toBe('attachment; filename="Terms of Use.pdf"');
  });

  it('refuses an unknown document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/legal/secrets.pdf' });
    expect(res.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('describes the routes from their schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/GetVisits', '/api/registerDomain']));
  });

  it('documents what every route answers, and every query it reads', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    type Operation = { responses?: Record<string, { content?: unknown }>; parameters?: { in: string }[] };
    const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
    // A route without a response schema gets a bare placeholder with no content; 204 and 304
    // have no body by definition.
    const declared = (operation: Operation) =>
      Object.entries(operation.responses ?? {}).some(
        ([status, response]) => /^[23]/.test(status) && (response.content !== undefined || /^(204|304)$/.test(status)),
      );
    const undocumented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !declared(operation))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
    // The legal PDFs read ?download: it is declared like any other query.
    const legal = doc.paths['/api/legal/{document}.pdf']?.get;
    expect(legal?.parameters?.some((parameter) => parameter.in === 'query')).toBe(true);
  });

  it('documents the error body with its optional field and retryAfterSeconds', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const text = res.body;
    const register = res.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>()
      .paths['/api/account/register']?.post?.responses['400'];
    expect(JSON.stringify(register)).toContain('retryAfterSeconds');
    expect(JSON.stringify(register)).toContain('"field"');
    expect(text).toContain('the wrong input in `field`');
  });
});

describe('security headers', () => {
  it('sends a content security policy that allows only our own origin, and nothing at all to a JSON reply of the API', async () => {
    const page = await app.inject({ method: 'GET', url: '/no-such-file.txt' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

