// Properties of the whole API (docs/server.md "Text is checked at the edge"): for every route of
// the OpenAPI document, random and hostile input (bad characters anywhere, bodies shaped by the
// route's own schema so most reach the handler, path parameters that are real ids or not) never
// gets a 5xx, and a refused request leaves every table as it was: nothing half stored. Bounded
// runs, so the suite takes seconds; fast-check prints the seed and the smallest failing request.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { accessTokenFor, fromOurPage, registerTestUser, withTwoFactor } from './auth/testing.ts';
import * as schema from './db/schema.ts';
import { multipartBody, type FormPart } from './text-analysis/test-support.ts';
import { grantResearcher } from './research/researcher-admin.ts';
import { buildCustomTestApp } from './test/custom-test-app.ts';
import { BREAKING_CHARACTERS, encodePathParameter, hostileString, valueOf, type JsonSchema } from './test/hostile-input.ts';
import { testDatabaseKind } from './test/test-app.ts';

interface Operation {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly pathParameters: readonly string[];
  readonly query: JsonSchema;
  readonly body: JsonSchema | undefined;
  readonly multipart: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** Requests per route: the whole suite stays within seconds (about 850 requests). */
const RUNS_PER_ROUTE = 12;
const researchUuid = randomUUID();
let app: FastifyInstance;
let operations: Operation[];
let headers: Record<string, string>;
let knownIds: string[];

/** Routes that read a multipart form in their handler (the OpenAPI document shows no JSON body for them). */
const MULTIPART_ROUTES = new Set([
  'POST /api/TextGrading/Grade',
  'POST /api/de-jargonizer/file-text',
  'POST /api/GroupGrading',
  'POST /api/de-jargonizer/compare/texts',
  'POST /api/de-jargonizer/compare/groups',
]);
const FORM_FIELDS = ['ContentTA', 'timePriodDDL', 'keyTerms', 'beforeText', 'afterText', 'name'];
const FILE_FIELDS = ['ArticleFU', 'file', 'ArticlesGroupFU', 'before', 'after', 'beforeFile', 'afterFile'];

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const query = parameters.filter((parameter) => parameter.in === 'query');
      const upper = method.toUpperCase() as Operation['method'];
      return {
        method: upper,
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        query: {
          type: 'object',
          properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema ?? { type: 'string' }])),
          required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
        },
        body: operation.requestBody?.content['application/json']?.schema,
        multipart: MULTIPART_ROUTES.has(`${upper} ${path}`),
      };
    }),
  );
}

/** Row counts of every table, in one round trip. */
async function tableCounts(): Promise<Record<string, number>> {
  await app.gradingRecorder.flush();
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map(getTableName);
  const query = tables.map((table) => `select '${table}' as name, count(*)::int as rows from "${table}"`).join(' union all ');
  // Both drivers' results carry the rows as `rows`.
  const result = (await app.db.execute(sql.raw(query))) as unknown as { rows: { name: string; rows: number }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.rows)]));
}

/** Tables a refused request may still write: the limits count refused attempts too. */
const COUNTS_REFUSALS = new Set(['limit_counters']);
const withoutRefusalCounters = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([name]) => !COUNTS_REFUSALS.has(name)));

beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer(), env: { RESEARCH_UUID: researchUuid } });
  const user = await registerTestUser(app, { rejectSaveData: false });
  await grantResearcher(app.db, user.email);
  headers = { authorization: `Bearer ${await accessTokenFor(app, await withTwoFactor(app, user))}`, ...fromOurPage };
  const study = await app.inject({
    method: 'POST',
    url: '/api/studies',
    headers,
    payload: { title: 'Properties', exercise: 'half-life', arms: ['full', 'slim'], allocation: 'balanced', identification: 'chat' },
  });
  expect(study.statusCode, study.body).toBe(201);
  const { id, links } = study.json<{ id: string; links: { token: string }[] }>();
  const token = links[0]!.token;
  const enrolled = await app.inject({ method: 'POST', url: `/api/participate/${token}/enrol`, headers: fromOurPage, payload: {} });
  const analysis = await app.inject({ method: 'POST', url: '/api/de-jargonizer/analyses', headers, payload: { text: 'A gene was repaired.' } });
  knownIds = [
    id,
    token,
    enrolled.json<{ participantId: string }>().participantId,
    analysis.json<{ taskId: string }>().taskId,
    user.id,
    `${researchUuid}-halflife-full`,
    'full',
    'dejargonizer',
    'English2021_2024',
    'terms',
    randomUUID(),
  ];
  operations = operationsOf(app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> });
});

/** Half the requests are salted with hostile characters; the other half are clean, so they reach the handlers and the database. */
const stringsOf = (hostile: boolean) =>
  fc.oneof(
    { arbitrary: hostile ? hostileString : fc.string({ maxLength: 12 }), weight: 3 },
    { arbitrary: fc.constantFrom(...knownIds), weight: 1 },
  );

const requestOf = (operation: Operation) =>
  fc.boolean().chain((hostile) => {
    const strings = stringsOf(hostile);
    return fc.record({
      path: fc.tuple(...operation.pathParameters.map(() => strings)).map((values) =>
        operation.pathParameters.reduce((path, name, index) => path.replace(`{${name}}`, encodePathParameter(values[index]!)), operation.path),
      ),
      query: valueOf(operation.query, strings),
      body: operation.multipart ? formOf() : operation.body ? valueOf(operation.body, strings) : fc.constant(undefined),
    });
  });

/** Every path parameter a NUL, then an unpaired surrogate, then U+FFFF: tried first on each route. */
function worstAddresses(operation: Operation): [{ path: string; query: unknown; body: unknown }][] {
  if (operation.pathParameters.length === 0) return [];
  return BREAKING_CHARACTERS.slice(0, 4).map((bad) => [
    {
      path: operation.pathParameters.reduce((path, name) => path.replace(`{${name}}`, encodePathParameter(`${knownIds[0]}${bad}`)), operation.path),
      query: {},
      body: operation.body ? {} : undefined,
    },
  ]);
}

function formOf(): fc.Arbitrary<{ form: FormPart[] }> {
  const field = fc.record({ name: fc.constantFrom(...FORM_FIELDS), value: hostileString });
  const file = fc.record({
    name: fc.constantFrom(...FILE_FIELDS),
    fileName: fc.tuple(hostileString, fc.constantFrom('.txt', '.docx', '')).map(([name, extension]) => `${name}${extension}`),
    contentType: fc.constantFrom('text/plain', 'application/octet-stream'),
    data: hostileString,
  });
  return fc.array(fc.oneof(field, file), { maxLength: 4 }).map((form) => ({ form }));
}

const queryString = (query: unknown) => {
  if (query === null || typeof query !== 'object') return '';
  const parts = Object.entries(query).map(([key, value]) => `${encodePathParameter(key)}=${encodePathParameter(typeof value === 'string' ? value : JSON.stringify(value) ?? '')}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

async function send(operation: Operation, request: { path: string; query: unknown; body: unknown }) {
  const form = request.body !== null && typeof request.body === 'object' && 'form' in request.body ? multipartBody((request.body as { form: FormPart[] }).form) : undefined;
  return app.inject({
    method: operation.method,
    url: `${request.path}${queryString(request.query)}`,
    headers: { ...headers, ...(form?.headers ?? {}) },
    ...(form ? { payload: form.payload } : request.body !== undefined ? { payload: JSON.stringify(request.body), headers: { ...headers, 'content-type': 'application/json' } } : {}),
  });
}

describe(`every route of the OpenAPI document, random and hostile input (${testDatabaseKind()})`, () => {
  it('covers the routes the document lists', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((operation) => operation.multipart)).toHaveLength(MULTIPART_ROUTES.size);
  });

  // A ceiling for a hang, not a speed target: 8–15 s on CI, over 60 s on PostgreSQL with the
  // benchmarks and the other Vitest process sharing two cores.
  it('never answers 5xx, and a refused request stores nothing', { timeout: 300_000 }, async () => {
    const statuses = new Map<string, number[]>();
    for (const operation of operations) {
      const route = `${operation.method} ${operation.path}`;
      await fc.assert(
        fc.asyncProperty(requestOf(operation), async (request) => {
          const before = await tableCounts();
          const res = await send(operation, request);
          statuses.set(route, [...(statuses.get(route) ?? []), res.statusCode]);
          expect(res.statusCode, `${operation.method} ${request.path}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(withoutRefusalCounters(await tableCounts()), route).toEqual(withoutRefusalCounters(before));
        }),
        { numRuns: RUNS_PER_ROUTE, examples: worstAddresses(operation) },
      );
    }
    // The requests reached the handlers, not only the schemas: some were accepted.
    expect([...statuses.values()].flat().filter((status) => status < 300).length).toBeGreaterThan(operations.length);
  });
});
