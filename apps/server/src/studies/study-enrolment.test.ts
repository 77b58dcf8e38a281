// Enrolment that cannot be inflated (docs/research.md "Personal links", "Taking part"): a
// personal identifier enrols once per study, across the study's arm links, and comes back as
// the same participant; only the researcher's personal link (with its key) enrols; duplicates
// enrolled before are flagged in the dashboard and the export; enrolment is limited per link
// and client.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import type { CreateStudyBody, PersonalLinks, Study, StudyDashboard } from '@scicomm/shared/study-api';
import { fromOurPage, registerTestUser, type TestUser, withTwoFactor } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { grantResearcher } from '../research/researcher-admin.ts';
import { readExport } from '../research/testing.ts';
import { ExerciseSession, essay } from '../exercises/exercise-test-client.ts';
import { studyParticipants } from '../db/schema.ts';

let app: FastifyInstance;
let owner: TestUser;

beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer() });
  owner = await registerTestUser(app);
  await grantResearcher(app.db, owner.email);
  owner = await withTwoFactor(app, owner);
});

const post = (url: string, payload: Record<string, unknown>, user: TestUser | null = null) =>
  app.inject({ method: 'POST', url, headers: { ...(user ? { cookie: user.cookie } : {}), ...fromOurPage }, payload });
const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });

async function createStudy(body: Partial<CreateStudyBody> = {}): Promise<Study> {
  const res = await post('/api/studies', {
    title: 'Personal links',
    description: 'Who is who?',
    exercise: 'half-life',
    arms: ['full', 'slim'],
    allocation: 'fixed',
    identification: 'link',
    ...body,
  }, owner);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Study>();
}

async function keysOf(study: Study, identifiers: string[]): Promise<Map<string, string>> {
  const res = await post(`/api/studies/${study.id}/personal-links`, { identifiers }, owner);
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<PersonalLinks>().links.map(({ identifier, key }) => [identifier, key]));
}

describe('a personal identifier enrols once per study', () => {
  it('the same identifier, on its own link or the other arm\'s, gets the same participant and arm back', async () => {
    const study = await createStudy();
    const [full, slim] = study.links;
    const keys = await keysOf(study, ['P-001', 'P-002']);
    const enrol = (token: string, participant: string, key = keys.get(participant)) =>
      post(`/api/participate/${token}/enrol`, { participant, ...(key ? { key } : {}) });
    const first = await enrol(full!.token, 'P-001');
    expect(first.statusCode, first.body).toBe(200);
    const { participantId } = first.json<{ participantId: string }>();
    for (const [token, spelling] of [[full!.token, 'P-001'], [slim!.token, 'P-001'], [slim!.token, ' p-001 ']] as const) {
      const again = await post(`/api/participate/${token}/enrol`, { participant: spelling, key: keys.get('P-001') });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().participantId).toBe(participantId);
    }
    expect((await enrol(slim!.token, 'P-002')).json().participantId).not.toBe(participantId);
    const participants = await app.db.select().from(studyParticipants);
    const ours = participants.filter((row) => row.studyId === study.id);
    expect(ours.map(({ linkIdentifier, arm }) => `${linkIdentifier}:${arm}`).sort()).toEqual(['P-001:full', 'P-002:slim']);
    // The participant's turns on the other arm's link run in their own arm.
    const session = new ExerciseSession(app, `/api/participate/${slim!.token}/participants/${participantId}/turn`);
    await session.send(null);
    await session.send('3');
    const [row] = readExport((await get(`/api/studies/${study.id}/export?format=csv`)).body).rows;
    expect(row).toMatchObject({ arm: 'full', participant_name: 'P-001', duplicate_identifier: 'false' });
  });

  it("only the researcher's personal link enrols: no key, or another identifier's key, is 403", async () => {
    const study = await createStudy({ title: 'Keys' });
    const other = await createStudy({ title: 'Other study' });
    const keys = await keysOf(study, ['P-001', 'P-002']);
    const otherKeys = await keysOf(other, ['P-001']);
    const token = study.links[0]!.token;
    for (const body of [
      { participant: 'P-001' },
      { participant: 'P-001', key: keys.get('P-002') },
      { participant: 'P-001', key: otherKeys.get('P-001') },
      { participant: 'P-003', key: 'x'.repeat(22) },
    ]) {
      const res = await post(`/api/participate/${token}/enrol`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'PARTICIPANT_KEY_INVALID', field: 'key' });
    }
    const chat = await createStudy({ title: 'Chat', identification: 'chat' });
    expect((await post(`/api/studies/${chat.id}/personal-links`, { identifiers: ['P-1'] }, owner)).json().error.code).toBe('NOT_PERSONAL_LINKS');
    const stranger = await registerTestUser(app);
    expect((await post(`/api/studies/${study.id}/personal-links`, { identifiers: ['P-1'] }, stranger)).statusCode).toBe(404);
  });

  it('participants enrolled twice with one identifier before are flagged in the dashboard and the export', async () => {
    const study = await createStudy({ title: 'Old duplicates' });
    const [full, slim] = study.links;
    const keys = await keysOf(study, ['P-007']);
    const first = (await post(`/api/participate/${full!.token}/enrol`, { participant: 'P-007', key: keys.get('P-007') })).json().participantId as string;
    // A second participant with the same identifier, as enrolment made them before it was once per identifier.
    const [second] = await app.db.insert(studyParticipants).values({ studyId: study.id, arm: 'slim', linkIdentifier: 'p-007' }).returning();
    for (const [participant, token] of [[first, full!.token], [second!.id, slim!.token]] as const) {
      const session = new ExerciseSession(app, `/api/participate/${token}/participants/${participant}/turn`);
      await session.send(null);
      await session.send('3');
    }
    const dashboard = (await get(`/api/studies/${study.id}/dashboard`)).json<StudyDashboard>();
    expect(dashboard.duplicateIdentifiers).toEqual([{ identifier: 'P-007', participants: 2, arms: ['full', 'slim'] }]);
    const rows = readExport((await get(`/api/studies/${study.id}/export?format=csv`)).body).rows;
    expect(rows.map((row) => row.duplicate_identifier)).toEqual(['true', 'true']);
    const json = JSON.parse((await get(`/api/studies/${study.id}/export?format=json`)).body) as { sessions: Array<{ duplicate_identifier: boolean }> };
    expect(json.sessions.map((session) => session.duplicate_identifier)).toEqual([true, true]);
  });
});

describe('a participant who opens their personal link in another browser', () => {
  it('gets their unfinished session back, sealed for them, and continues it in the same stored row', async () => {
    const study = await createStudy({ title: 'Resume' });
    const [full, slim] = study.links;
    const keys = await keysOf(study, ['P-042']);
    const enrolAs = async (token: string) =>
      (await post(`/api/participate/${token}/enrol`, { participant: 'P-042', key: keys.get('P-042') })).json<{ participantId: string }>().participantId;
    const participantId = await enrolAs(full!.token);
    const sessionUrl = (token: string) => `/api/participate/${token}/participants/${participantId}/session`;
    expect((await app.inject({ method: 'GET', url: sessionUrl(full!.token) })).statusCode).toBe(204);
    const first = new ExerciseSession(app, `/api/participate/${full!.token}/participants/${participantId}/turn`);
    await first.send(null);
    await first.send('3');
    await first.send(essay(120));
    const stage = first.stage;

    // Another browser, on the other arm's link: the same participant, and the session to resume.
    expect(await enrolAs(slim!.token)).toBe(participantId);
    const resumed = await app.inject({ method: 'GET', url: sessionUrl(slim!.token) });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const { history, messages } = resumed.json<{ history: Record<string, unknown>; messages: Array<{ text: string; isStudent: boolean }> }>();
    expect(history.taskId).toBe(first.taskId);
    expect(history.currentStage).toBe(stage);
    expect(messages.filter((message) => message.isStudent).map((message) => message.text)).toEqual(['3', essay(120)]);
    const second = new ExerciseSession(app, `/api/participate/${slim!.token}/participants/${participantId}/turn`, history);
    second.conversation = messages.map((message, index) => ({ Id: `m${index}`, Text: message.text, IsStudent: message.isStudent, InputType: 'text' }));
    await second.send(essay(60));
    expect(second.taskId).toBe(first.taskId);
    expect(second.stage).toBeGreaterThan(stage);
    const rows = readExport((await get(`/api/studies/${study.id}/export?format=csv`)).body).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ arm: 'full', participant_name: 'P-042' });
    // Nobody else's id gets a session.
    expect((await app.inject({ method: 'GET', url: `/api/participate/${full!.token}/participants/${randomUUID()}/session` })).statusCode).toBe(404);
  });
});

describe('enrolment is limited', () => {
  it('per link and client: 60 in a quarter hour, then 429 with Retry-After; another link still enrols', async () => {
    const study = await createStudy({ title: 'Flood', identification: 'chat', allocation: 'balanced' });
    const other = await createStudy({ title: 'Flood 2', identification: 'chat', allocation: 'balanced' });
    const token = study.links[0]!.token;
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1) statuses.push((await post(`/api/participate/${token}/enrol`, {})).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual(Array(10).fill(429));
    const limited = await post(`/api/participate/${token}/enrol`, {});
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await post(`/api/participate/${other.links[0]!.token}/enrol`, {})).statusCode).toBe(200);
    const participants = (await app.db.select().from(studyParticipants)).filter((row) => row.studyId === study.id);
    expect(participants).toHaveLength(60);
  });
});
