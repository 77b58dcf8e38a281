// A guest of the original's client sends `Authorization: Bearer null` on every call (its missing
// access token in a template string). That is no credentials, not a bad token, on every route
// the client calls; a token that is there and wrong still ends the session (401).
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getTestApp } from '../test/test-app.ts';
import { DOCX, makeDocx, multipartBody } from '../text-analysis/test-support.ts';
import { fromOurPage, registerTestUser } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const TEXT = 'Epigenetics changes how genes are read, and the season matters too.';

/** Every call the original's client makes as a guest, as it makes it (bodies as it sends them). */
async function originalCalls(authorization: string) {
  const headers = { authorization };
  const exercise = (route: string) =>
    app.inject({
      method: 'POST',
      url: `/api/${route}`,
      headers,
      payload: { messages: [], currentStage: 0, copyPasteCheck: false, Messages: [] },
    });
  const grade = multipartBody([
    { name: 'timePriodDDL', value: 'English2021_2024' },
    { name: 'ContentTA', value: TEXT },
  ]);
  const group = multipartBody([
    { name: 'ArticlesGroupFU', fileName: 'one.docx', contentType: DOCX, data: await makeDocx(TEXT) },
  ]);
  return {
    Grade: await app.inject({
      method: 'POST',
      url: '/api/TextGrading/Grade',
      payload: grade.payload,
      headers: { ...headers, ...grade.headers },
    }),
    Download: await app.inject({
      method: 'POST',
      url: '/api/TextGrading/Download',
      headers,
      payload: { CleanedWords: ['genes'], NormalWords: [], RareWords: [], Score: 100, Name: null, Words: ['genes'] },
    }),
    GroupGrading: await app.inject({
      method: 'POST',
      url: '/api/GroupGrading',
      payload: group.payload,
      headers: { ...headers, ...group.headers },
    }),
    BuildYourOwnDeJargonizer: await app.inject({
      method: 'POST',
      url: '/api/TextGrading/BuildYourOwnDeJargonizer',
      headers: { ...headers, 'content-type': 'application/json' },
    }),
    HalfLife: await exercise('HalfLife'),
    'HalfLife/no-feedback': await exercise('HalfLife/no-feedback'),
    Persuasive: await exercise('Persuasive'),
    Ethics: await exercise('Ethics'),
    'Coherence/no-feedback': await exercise('Coherence/no-feedback'),
    'CriticalThinking/no-feedback': await exercise('CriticalThinking/no-feedback'),
  };
}

describe('a bearer that names no token', () => {
  it.each(['Bearer null', 'Bearer undefined', 'bearer NULL', 'Bearer ', 'Bearer'])(
    '"%s" is a guest on every route the original client calls',
    async (authorization) => {
      const replies = await originalCalls(authorization);
      for (const [route, res] of Object.entries(replies)) {
        expect(`${route} ${res.statusCode}`, res.body.slice(0, 200)).toBe(`${route} 200`);
      }
    },
  );

  it('leaves the session cookie to decide: a signed-in user with Bearer null is still signed in', async () => {
    const user = await registerTestUser(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: { cookie: user.cookie, authorization: 'Bearer null', ...fromOurPage },
    });
    expect(res.statusCode).toBe(200);
  });

  it('still ends the session for a token that is there and wrong', async () => {
    for (const url of ['/api/HalfLife', '/api/Ethics']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: 'Bearer nullified' },
        payload: { currentStage: 0, Messages: [] },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toContain('Your session has ended');
    }
  });
});
