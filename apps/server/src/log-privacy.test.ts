// Logs without texts or personal data (docs/deployment.md "Logs"): the server's own log lines,
// at the info level production uses, over a run of representative requests — registration and
// sign-in (right and wrong), a password reset, exercise turns with a participant's name and
// texts, De-Jargonizer analyses, bad and oversized bodies, unknown paths and a failing database
// query that carries a user's text and e-mail — hold none of the texts, names or addresses sent.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { buildApp } from './app.ts';
import { loadConfig, repoRoot } from './config.ts';
import { fromOurPage, registrationBody, signIn } from './auth/testing.ts';
import { ExerciseSession, essay } from './exercises/exercise-test-client.ts';
import { getTestApp } from './test/test-app.ts';
import { serializeError, scrubMessage } from './logging/log-serializers.ts';

const marker = `Quokkaphrase${randomUUID().slice(0, 8)}`;
const email = `private-${randomUUID().slice(0, 8)}@example.org`;
const participantName = `Rosalind ${marker} Franklin`;
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const shared = await getTestApp();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(repoRoot, 'apps', 'web', 'dist'),
      PGLITE_DIR: 'memory://',
      RATE_LIMIT_PER_MINUTE: '100000',
      PORT: '80',
      BODY_LIMIT_BYTES: '20000',
    },
    'test',
  );
  app = await buildApp({
    config,
    database: shared.database,
    jargonAnalyzer: createFakeJargonAnalyzer(),
    logStream: { write: (line: string) => void lines.push(line) },
  });
  // A route that fails in the database with what a user sent, as a bad row once did.
  app.post('/api/test/failing-query', async (request) => {
    const { text } = request.body as { text: string };
    await app.db.execute(sql`select ${text}::uuid as id`);
    return { ok: true };
  });
  await app.ready();
});

describe('the logs of a run of representative requests', () => {
  it('hold no text, name or e-mail address a user sent, errors included', async () => {
    const registration = registrationBody({ email, goals: `My goal: ${marker}` });
    expect((await app.inject({ method: 'POST', url: '/api/account/register', payload: registration })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/account/register', payload: registration })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await signIn(app, email, registration.password)).statusCode).toBe(200);
    expect((await signIn(app, email, `wrong ${marker}`)).statusCode).toBe(401);
    await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: fromOurPage, payload: { email, redirectTo: '/reset-password' } });

    const session = new ExerciseSession(app, '/api/HalfLife', { isResearch: true, participantName });
    await session.send(null);
    await session.send('3');
    await session.send(`${essay(119)} ${marker}`);
    expect((await app.inject({ method: 'POST', url: '/api/de-jargonizer/analyses', payload: { text: `A gene ${marker} was repaired.` } })).statusCode).toBe(200);

    const bad = [
      await app.inject({ method: 'POST', url: '/api/HalfLife', headers: { 'content-type': 'application/json' }, payload: `{"text": "${marker}` }),
      await app.inject({ method: 'POST', url: '/api/HalfLife', payload: { Messages: [{ Text: `${marker} `.repeat(2_000), IsStudent: true }] } }),
      await app.inject({ method: 'GET', url: `/api/no-such-path/${marker}?email=${encodeURIComponent(email)}` }),
      await app.inject({ method: 'POST', url: '/api/test/failing-query', payload: { text: `${marker} ${email}` } }),
    ];
    expect(bad.map((res) => res.statusCode)).toEqual([400, 413, 404, 500]);

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('22P02');
    for (const secret of [marker, email, email.split('@')[0]!, 'Rosalind']) expect(log).not.toContain(secret);
  });
});

describe('the request log', () => {
  it('is one line per request at info, with the method, the route pattern, the status and the time', async () => {
    lines.length = 0;
    const token = `tok${randomUUID().slice(0, 8)}`;
    expect((await app.inject({ method: 'GET', url: `/api/shares/${token}?email=${encodeURIComponent(email)}` })).statusCode).toBe(404);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map((line) => line['msg'])).not.toContain('incoming request');
    const requests = logged.filter((line) => line['msg'] === 'request completed');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/shares/:token' }, res: { statusCode: 404 } });
    expect(requests[0]?.['responseTime']).toEqual(expect.any(Number));
    expect(requests[0]?.['reqId']).toEqual(expect.any(String));
    expect(lines.join('')).not.toContain(token);
  });
});

describe('the error serializer', () => {
  it('keeps the kind, codes and SQL of a database error, not its parameters, quoted values or addresses', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type uuid: "${marker}"`), { code: '22P02', detail: `Key (email)=(${email})` });
    const failed = Object.assign(new Error(`Failed query: insert into t values ($1, $2)\nparams: ${marker},${email}`, { cause }), {
      query: 'insert into t values ($1, $2)',
      params: [marker, email],
    });
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).not.toContain(marker);
    expect(logged).not.toContain(email);
    expect(logged).toContain('insert into t values ($1, $2)');
    expect(logged).toContain('22P02');
    expect(scrubMessage(`Can't send mail - all recipients were rejected: 550 <${email}>`)).toBe("Can't send mail - all recipients were rejected: 550 <[e-mail]>");
  });
});
