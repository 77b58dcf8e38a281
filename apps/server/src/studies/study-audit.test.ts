// The audit trail (docs/research.md "Audit trail"): creating a study, changing its settings
// and collaborators, exporting and deleting its data, and the researcher role of its members
// are recorded with who and when, newest first; members read it, nobody else; no text or
// address beyond the accounts' e-mails is recorded.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Study, StudyAudit } from '@scicomm/shared/study-api';
import { callAs, registerTestUser, type TestUser, withTwoFactor } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { grantResearcher, revokeResearcher } from '../research/researcher-admin.ts';

let app: FastifyInstance;
let owner: TestUser;
let colleague: TestUser;

beforeAll(async () => {
  app = await buildCustomTestApp();
  owner = await registerTestUser(app);
  colleague = await registerTestUser(app);
  await grantResearcher(app.db, owner.email);
  await grantResearcher(app.db, colleague.email);
  owner = await withTwoFactor(app, owner);
  colleague = await withTwoFactor(app, colleague);
});

const call = callAs(() => app);

describe("a study's audit trail", () => {
  it('records who created, changed, shared, exported and deleted, and role changes of its members, newest first', async () => {
    const created = await call('POST', '/api/studies', owner, {
      title: 'Audited',
      description: 'Who did what?',
      exercise: 'half-life',
      arms: ['full', 'slim'],
      allocation: 'balanced',
      identification: 'chat',
    });
    const study = created.json<Study>();
    const url = `/api/studies/${study.id}`;
    expect((await call('PATCH', url, owner, { status: 'closed', consentText: 'Secret consent words' })).statusCode).toBe(200);
    expect((await call('POST', `${url}/collaborators`, owner, { email: colleague.email })).statusCode).toBe(200);
    expect((await call('GET', `${url}/export?format=csv`, colleague)).statusCode).toBe(200);
    expect((await call('GET', `${url}/export?format=codebook`, colleague)).statusCode).toBe(200);
    expect((await call('GET', `${url}/export?format=json`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `${url}/sessions`, owner, { confirmTitle: 'Audited' })).statusCode).toBe(200);
    await revokeResearcher(app.db, colleague.email);
    await grantResearcher(app.db, colleague.email);
    expect((await call('DELETE', `${url}/collaborators/${colleague.id}`, owner)).statusCode).toBe(200);

    const res = await call('GET', `${url}/audit`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { events } = res.json<StudyAudit>();
    expect(events.map(({ action, actor, subject }) => [action, actor, subject])).toEqual([
      ['collaborator-removed', owner.email, colleague.email],
      ['role-granted', null, colleague.email],
      ['role-revoked', null, colleague.email],
      ['data-deleted', owner.email, null],
      ['data-exported', owner.email, null],
      ['data-exported', colleague.email, null],
      ['collaborator-added', owner.email, colleague.email],
      ['settings-changed', owner.email, null],
      ['study-created', owner.email, null],
      // The roles given before the study: its members' role changes are part of its trail.
      ['role-granted', null, colleague.email],
      ['role-granted', null, owner.email],
    ]);
    expect(events.find(({ action }) => action === 'settings-changed')?.detail).toEqual({ fields: ['consentText', 'status'], status: 'closed' });
    expect(events.filter(({ action }) => action === 'data-exported').map(({ detail }) => detail.format)).toEqual(['json', 'csv']);
    expect(events.find(({ action }) => action === 'data-deleted')?.detail).toEqual({ sessions: 0, participants: 0 });
    expect(res.body).not.toContain('Secret consent words');
    for (const time of events.map(({ at }) => Date.parse(at))) expect(Number.isNaN(time)).toBe(false);

    // Nobody but a member reads it: the removed collaborator, a visitor, another researcher.
    const stranger = await withTwoFactor(app, await registerTestUser(app));
    await grantResearcher(app.db, stranger.email);
    for (const user of [colleague, stranger, null]) expect((await call('GET', `${url}/audit`, user)).statusCode).toBe(404);
  });
});
