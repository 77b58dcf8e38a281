// Studies that cannot be gamed (docs/research.md "Sessions belong to their study"): a session's
// taskId and history seal are bound to the study, arm and participant they were handed to, so
// a participant cannot carry their session to another route (changing arm or name) nor pull a
// public session into the study; a study whose owner lost the researcher role takes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import type { CreateStudyBody, Study } from '@scicomm/shared/study-api';
import { fromOurPage, registerTestUser, type TestUser, withTwoFactor } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getExerciseRow } from '../exercises/exercise-repository.ts';
import { ExerciseSession, essay } from '../exercises/exercise-test-client.ts';
import { grantResearcher, revokeResearcher } from '../research/researcher-admin.ts';
import { readExport } from '../research/testing.ts';

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

async function createStudy(body: Partial<CreateStudyBody> = {}): Promise<Study> {
  const res = await post('/api/studies', {
    title: 'Gaming',
    description: 'Can it be gamed?',
    exercise: 'half-life',
    arms: ['no-feedback', 'slim'],
    allocation: 'fixed',
    identification: 'chat',
    ...body,
  }, owner);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Study>();
}

async function enrol(token: string): Promise<string> {
  const res = await post(`/api/participate/${token}/enrol`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ participantId: string }>().participantId;
}

const turnUrl = (token: string, participantId: string) => `/api/participate/${token}/participants/${participantId}/turn`;

async function exportRows(study: Study) {
  const res = await app.inject({ method: 'GET', url: `/api/studies/${study.id}/export?format=csv`, headers: { cookie: owner.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return readExport(res.body).rows;
}

/** A participant who answered their name and their audience: a stored session. */
async function begunSession(token: string): Promise<ExerciseSession> {
  const session = new ExerciseSession(app, turnUrl(token, await enrol(token)));
  await session.send(null);
  await session.send('Ada Lovelace');
  await session.send('3');
  return session;
}

describe("a study's sessions stay in their study, arm and participant", () => {
  it("a participant's taskId sent to a public route at stage 0 without a seal changes neither arm, variant nor name", async () => {
    const study = await createStudy();
    const slim = study.links.find(({ arm }) => arm === 'slim')!;
    const session = await begunSession(slim.token);
    const before = await getExerciseRow(app.db, 'halfLife', session.rowId);
    for (const url of ['/api/HalfLife', '/api/HalfLife/no-feedback']) {
      const forged = await post(url, {
        currentStage: 0,
        taskId: session.taskId,
        isResearch: true,
        participantName: 'P-999 (forged)',
        Messages: [...session.conversation, { Id: 'x', Text: '3', IsStudent: true, InputType: 'text' }],
      });
      expect(forged.statusCode).toBeLessThan(500);
      expect(forged.json().updatedHistory?.taskId).not.toBe(session.taskId);
    }
    const after = await getExerciseRow(app.db, 'halfLife', session.rowId);
    expect(after).toEqual(before);
    const [row] = await exportRows(study);
    expect(row).toMatchObject({ arm: 'slim', variant: 'research-slim', participant_name: 'Ada Lovelace' });
  });

  it("a participant's whole sealed history cannot be continued on another participant's turn route (another arm)", async () => {
    const study = await createStudy({ title: 'Two arms' });
    const [first, second] = study.links;
    const session = await begunSession(first!.token);
    const other = await enrol(second!.token);
    const answer = { Id: 'y', Text: 'Hello', IsStudent: true, InputType: 'text' };
    for (const body of [
      { ...session.history, Messages: [...session.conversation, answer] },
      { currentStage: 0, taskId: session.taskId, Messages: [...session.conversation, answer] },
    ]) {
      const moved = await post(turnUrl(second!.token, other), body);
      expect(moved.statusCode).toBe(200);
      expect(moved.json().updatedHistory.taskId).not.toBe(session.taskId);
    }
    const row = await getExerciseRow(app.db, 'halfLife', session.rowId);
    expect(row?.variant).toBe(first!.arm === 'slim' ? 'research-slim' : 'research-no-feedback');
    const rows = await exportRows(study);
    expect(rows.find((found) => found.session_id === session.rowId)?.arm).toBe(first!.arm);
  });

  it("a public session's taskId sent on a participant's turn does not pull that session into the study", async () => {
    const study = await createStudy({ title: 'Pulling' });
    const link = study.links[0]!;
    const participant = await enrol(link.token);
    const outside = new ExerciseSession(app, '/api/HalfLife', { isResearch: true, participantName: 'Outsider' });
    await outside.send(null);
    await outside.send('3');
    await outside.send('An answer');
    const more = { Id: 'z', Text: 'More', IsStudent: true, InputType: 'text' };
    for (const body of [
      { ...outside.history, Messages: [...outside.conversation, more] },
      { currentStage: 0, taskId: outside.taskId, Messages: [...outside.conversation, more] },
    ]) {
      const pulled = await post(turnUrl(link.token, participant), body);
      expect(pulled.statusCode).toBeLessThan(500);
    }
    const rows = await exportRows(study);
    expect(rows.map((row) => row.session_id)).not.toContain(outside.rowId);
  });
});

describe('a closed or ended study', () => {
  it("takes no write through a public route carrying a participant's taskId, closed or past its last day", async () => {
    const study = await createStudy({ title: 'Closed' });
    const slim = study.links.find(({ arm }) => arm === 'slim')!;
    const session = await begunSession(slim.token);
    const before = await getExerciseRow(app.db, 'halfLife', session.rowId);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    for (const change of [{ status: 'closed' }, { status: 'open', endsOn: yesterday }]) {
      const changed = await app.inject({ method: 'PATCH', url: `/api/studies/${study.id}`, headers: { cookie: owner.cookie, ...fromOurPage }, payload: change });
      expect(changed.statusCode, changed.body).toBe(200);
      for (const body of [
        { currentStage: 0, taskId: session.taskId, isResearch: true, participantName: 'P-999 (forged)' },
        { ...session.history, participantName: 'P-999 (forged)' },
      ]) {
        const forged = await post('/api/HalfLife', { ...body, Messages: [...session.conversation, { Id: 'x', Text: 'An answer after the end', IsStudent: true, InputType: 'text' }] });
        expect(forged.statusCode).toBeLessThan(500);
      }
    }
    expect(await getExerciseRow(app.db, 'halfLife', session.rowId)).toEqual(before);
    const [row] = await exportRows(study);
    expect(row).toMatchObject({ arm: 'slim', participant_name: 'Ada Lovelace' });
  });
});

describe('a study whose owner lost the researcher role', () => {
  it('takes no participant and no turn, not even of a session begun', async () => {
    const study = await createStudy({ title: 'Orphaned', allocation: 'balanced', arms: ['full', 'slim'] });
    const token = study.links[0]!.token;
    const session = await begunSession(token);
    await revokeResearcher(app.db, owner.email);
    try {
      const enrolled = await post(`/api/participate/${token}/enrol`, {});
      expect(enrolled.statusCode).toBe(409);
      expect(enrolled.json().error.code).toBe('STUDY_CLOSED');
      const turn = await post(new URL(session.url, 'http://x').pathname, { ...session.history, Messages: [...session.conversation, { Id: 'w', Text: essay(120), IsStudent: true, InputType: 'text' }] });
      expect(turn.statusCode).toBe(409);
      expect((await app.inject({ method: 'GET', url: `/api/participate/${token}` })).json().state).toBe('closed');
    } finally {
      await grantResearcher(app.db, owner.email);
    }
  });
});
