// One display-name rule for every way in (docs/accounts.md "Names"): registration, the profile and
// the library's update-user refuse the same names with the same 400 VALIDATION_FAILED on `name`,
// and the API document gives the rule's bounds (1 to 80 code points).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH } from '@scicomm/shared/account-api';
import { user } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';
import { fromOurPage, registerTestUser, registrationBody } from '../auth/testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

/** Names that look blank, and names with a character that turns or hides text. */
const refused = {
  'two zero-width spaces': '\u200B\u200B',
  'a Hangul filler': '\u3164',
  'a blank braille pattern': '\u2800',
  'an Arabic letter mark': 'Ada\u061CLovelace',
  'a byte-order mark inside': 'Ada\uFEFFLovelace',
  'a word joiner': 'Ada\u2060Lovelace',
  'tag characters': 'Ada\u{E0041}\u{E0064}\u{E0061}\u{E007F}',
  // The text guard of every request refuses it too, with a code of its own, after the schema.
  'a direction override': 'Eve\u202Egnp.exe',
};

describe('the display name rule, the same for every way in', () => {
  for (const [what, name] of Object.entries(refused)) {
    it(`refuses a name with ${what} at registration, in the profile and in update-user alike`, async () => {
      const alice = await registerTestUser(app);
      const answers = await Promise.all([
        app.inject({ method: 'POST', url: '/api/account/register', headers: fromOurPage, payload: { ...registrationBody(), name } }),
        app.inject({
          method: 'PUT',
          url: '/api/account/profile',
          headers: { cookie: alice.cookie, ...fromOurPage },
          payload: { name, gender: null, age: null, academicBackground: null, fieldOfStudy: [], country: [], firstLanguage: [], goals: '', rejectSaveData: false },
        }),
        app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie: alice.cookie, ...fromOurPage }, payload: { name } }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
      }
      // The three messages are one: the rule's.
      expect(new Set(answers.map((answer) => answer.json().error.message)).size).toBe(1);
      const [row] = await app.db.select({ name: user.name }).from(user).where(eq(user.id, alice.id));
      expect(row?.name).toBe('Test Writer');
    });
  }

  it('gives the name as 1 to 80 code points in the API document, wherever it is sent', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>>;
    }>();
    const names = [
      ['/api/account/register', 'post'],
      ['/api/account/profile', 'put'],
      ['/api/auth/update-user', 'post'],
    ].map(([path, method]) => document.paths[path!]?.[method!]?.requestBody?.content['application/json']?.schema.properties?.name);
    for (const name of names) expect(name).toMatchObject({ type: 'string', minLength: 1, maxLength: DISPLAY_NAME_MAX_LENGTH });
  });
});
