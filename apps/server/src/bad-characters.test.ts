// The edge's guard on text (docs/server.md "Text is checked at the edge"): each request the probe
// answered with a 500 now gets a 400 naming its field, and nothing is stored. The property suite
// (api-properties.test.ts) sends random and hostile input to every route.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { accessTokenFor, fromOurPage, registerTestUser, registrationBody, withTwoFactor } from './auth/testing.ts';
import { grantResearcher } from './research/researcher-admin.ts';
import { multipartBody } from './text-analysis/test-support.ts';
import { getTestApp } from './test/test-app.ts';

let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await getTestApp();
  const user = await registerTestUser(app, { rejectSaveData: false });
  await grantResearcher(app.db, user.email);
  headers = { authorization: `Bearer ${await accessTokenFor(app, await withTwoFactor(app, user))}`, ...fromOurPage };
});

const errorOf = (res: LightMyRequestResponse) => res.json<{ error: { code: string; field?: string; message: string } }>().error;
const expectRefused = (res: LightMyRequestResponse, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(errorOf(res).field).toBe(field);
};
const post = (url: string, payload: unknown, extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload: payload as object });

const TEXT = 'Scientists repaired a gene in mice.';
const BAD = { nul: 'a\u0000b', high: 'a\ud800b', low: 'a\udc00b', fffe: 'a\ufffeb', ffff: 'a\uffffb', plane16: 'a\u{10FFFF}b', fdd0: 'a\ufdd0b' };

describe('bad characters anywhere in a request are a 400 naming the field', () => {
  it.each(Object.entries(BAD))('the analysis with %s in a key term or in the text', async (_kind, bad) => {
    expectRefused(await post('/api/de-jargonizer/analyses', { text: TEXT, keyTerms: ['gene', bad] }), 'keyTerms');
    expectRefused(await post('/api/de-jargonizer/analyses', { text: `${TEXT}${bad}` }), 'text');
    expect(errorOf(await post('/api/de-jargonizer/analyses', { text: bad })).code).toBe('INVALID_CHARACTERS');
  });

  it('a path parameter and a query parameter', async () => {
    expectRefused(await app.inject({ method: 'GET', url: '/api/participate/%00' }), 'token');
    expectRefused(await app.inject({ method: 'GET', url: '/api/participate/%00/participants/x' }), 'token');
    expectRefused(await app.inject({ method: 'GET', url: '/api/words/gene/frequency?sentence=a%00b' }), 'sentence');
    expectRefused(await app.inject({ method: 'GET', url: `/api/studies/${randomUUID()}%EF%BF%BF`, headers }), 'id');
  });

  it('registration, the profile, a study and its change, an exercise turn', async () => {
    expectRefused(await app.inject({ method: 'POST', url: '/api/account/register', payload: registrationBody({ goals: BAD.nul }) }), 'goals');
    expectRefused(await app.inject({ method: 'PUT', url: '/api/account/profile', headers, payload: { ...registrationBody(), fieldOfStudy: [BAD.high] } }), 'fieldOfStudy');
    const study = { title: 'T', exercise: 'half-life', arms: ['full'], allocation: 'balanced', identification: 'chat' };
    expectRefused(await post('/api/studies', { ...study, description: BAD.low }), 'description');
    const created = await post('/api/studies', study);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expectRefused(await app.inject({ method: 'PATCH', url: `/api/studies/${id}`, headers, payload: { description: BAD.fffe } }), 'description');
    expectRefused(await post('/api/HalfLife', { currentStage: 0, history: [{ text: BAD.nul }] }), 'history');
  });

  it("the sign-in library's routes: sign-in, reset request, reset", async () => {
    const plain = { ...fromOurPage };
    expectRefused(await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: plain, payload: { email: 'a@example.org', password: `pass${BAD.nul}word` } }), 'password');
    expectRefused(await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: plain, payload: { email: `a${BAD.high}@example.org` } }), 'email');
    expectRefused(await app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: plain, payload: { token: `t${BAD.nul}`, newPassword: 'a long enough password' } }), 'token');
  });

  it('a bidirectional override in a name or a title, but not in a text', async () => {
    const rlo = 'Report\u202Excod.exe';
    expectRefused(await post('/api/TextGrading/Download', { Name: rlo, Words: ['a'] }), 'Name');
    expectRefused(await post('/api/studies', { title: rlo, exercise: 'half-life', arms: ['full'], allocation: 'balanced', identification: 'chat' }), 'title');
    const text = await post('/api/de-jargonizer/analyses', { text: `${TEXT} \u202Bשלום\u202C` });
    expect(text.statusCode, text.body).toBe(200);
  });

  it('Download with an unpaired surrogate in its name', async () => {
    expectRefused(await post('/api/TextGrading/Download', { Name: 'a\ud800', Words: ['a'], CleanedWords: ['a'] }), 'Name');
  });

  it('a multipart field or file name', async () => {
    const field = multipartBody([{ name: 'ContentTA', value: `${TEXT}\u0000` }]);
    expectRefused(await post('/api/TextGrading/Grade', field.payload, field.headers), 'ContentTA');
    const file = multipartBody([{ name: 'ArticleFU', fileName: 'a\u202Etxt.docx', contentType: 'text/plain', data: TEXT }]);
    expectRefused(await post('/api/TextGrading/Grade', file.payload, file.headers), 'ArticleFU');
    const notUtf8 = multipartBody([{ name: 'ContentTA', value: Buffer.from([0x61, 0xff, 0x62]) }]);
    expectRefused(await post('/api/TextGrading/Grade', notUtf8.payload, notUtf8.headers), 'ContentTA');
  });
});

describe('bodies refused for what they hold beyond their characters, after the sign-in check', () => {
  it('a JSON body that is not UTF-8 is a 400, not text with U+FFFD put in', async () => {
    const body = Buffer.concat([Buffer.from('{"text":"gene '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await post('/api/de-jargonizer/analyses', body, { 'content-type': 'application/json' });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).code).toBe('INVALID_UTF8');
  });

  it('PATCH of a study with nothing to change is a 400', async () => {
    const created = await post('/api/studies', { title: 'T', exercise: 'half-life', arms: ['full'], allocation: 'balanced', identification: 'chat' });
    const res = await app.inject({ method: 'PATCH', url: `/api/studies/${created.json<{ id: string }>().id}`, headers, payload: {} });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toContain('at least one');
  });

  it('a visitor still hears 401 before anything about a bad body', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/account/profile', headers: fromOurPage, payload: { goals: BAD.nul } });
    expect(res.statusCode).toBe(401);
  });
});
