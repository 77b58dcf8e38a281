// What an exercise stores for signed-in users (docs/decisions.md "Privacy", docs/accounts.md):
// rows with user_id and texts only for users who chose to save texts; anonymous rows for the
// others; a user's task cannot be continued by anyone else.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { accessTokenFor, fromOurPage, registerTestUser, type TestUser } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getExerciseRow } from './exercise-repository.ts';
import { essay } from './exercise-test-client.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer({ rare: { epigenetics: 14 } }) });
});

type Headers = Record<string, string>;
const asCookie = (user: TestUser): Headers => ({ cookie: user.cookie, ...fromOurPage });

/** Plays the client with the given headers until the 120-word text has been answered. */
async function writeFirstText(headers: Headers) {
  let history: Record<string, unknown> = {};
  const conversation: { Text: string; IsStudent: boolean }[] = [];
  for (const answer of [null, '2', essay(120)]) {
    if (answer !== null) conversation.push({ Text: answer, IsStudent: true });
    const res = await app.inject({ method: 'POST', url: '/api/HalfLife', headers, payload: { ...history, Messages: conversation } });
    expect(res.statusCode).toBe(200);
    history = res.json().updatedHistory;
    conversation.push(...res.json().messages);
  }
  const taskId = String(history.taskId);
  return { history, taskId, rowId: taskId.split('.')[0] ?? '' };
}

describe('signed-in users', () => {
  it('who save texts get rows with their user_id, texts and conversation, listed in Your Tasks', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const { rowId } = await writeFirstText(asCookie(user));
    const row = await getExerciseRow(app.db, 'halfLife', rowId);
    expect(row).toMatchObject({ userId: user.id, text120First: essay(120), text120FirstJargon: 'epigenetics', targetAudience: 'Junior' });
    expect((row?.messages as unknown[]).length).toBeGreaterThan(4);

    const tasks = await app.inject({ method: 'GET', url: '/api/account/tasks', headers: asCookie(user) });
    expect(tasks.json().tasks).toEqual(expect.arrayContaining([expect.objectContaining({ id: rowId, type: 'halflife' })]));
    const detail = await app.inject({ method: 'GET', url: `/api/account/tasks/halflife/${rowId}`, headers: asCookie(user) });
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.json())).toContain('Your suitability for a general audience score was');
  });

  it('are recognised by a bearer access token as well', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const token = await accessTokenFor(app, user);
    const { rowId } = await writeFirstText({ authorization: `Bearer ${token}` });
    expect((await getExerciseRow(app.db, 'halfLife', rowId))?.userId).toBe(user.id);
  });

  it('who declined saving get an anonymous row without text', async () => {
    const user = await registerTestUser(app, { rejectSaveData: true });
    const { rowId } = await writeFirstText(asCookie(user));
    expect(await getExerciseRow(app.db, 'halfLife', rowId)).toMatchObject({
      userId: null,
      text120First: null,
      messages: null,
      text120FirstJargonScore: 99,
      currentStage: 4,
    });
  });

  it('cannot have their task continued by another client', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const { history, rowId } = await writeFirstText(asCookie(user));
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/HalfLife',
      payload: { ...history, Messages: [{ Text: essay(60, 'Hijacked'), IsStudent: true }] },
    });
    expect(stranger.statusCode).toBe(200);
    expect(String(stranger.json().updatedHistory.taskId).split('.')[0]).not.toBe(rowId);
    expect(await getExerciseRow(app.db, 'halfLife', rowId)).toMatchObject({ currentStage: 4, text60: null, userId: user.id });
    const other = await registerTestUser(app, { rejectSaveData: false });
    const otherUser = await app.inject({
      method: 'POST',
      url: '/api/HalfLife',
      headers: asCookie(other),
      payload: { ...history, Messages: [{ Text: essay(60, 'Hijacked'), IsStudent: true }] },
    });
    expect(String(otherUser.json().updatedHistory.taskId).split('.')[0]).not.toBe(rowId);
    expect((await getExerciseRow(app.db, 'halfLife', rowId))?.text60).toBeNull();
  });

  it('keep continuing their own task', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const { history, rowId } = await writeFirstText(asCookie(user));
    const res = await app.inject({
      method: 'POST',
      url: '/api/HalfLife',
      headers: asCookie(user),
      payload: { ...history, Messages: [{ Text: essay(60), IsStudent: true }] },
    });
    expect(res.json().updatedHistory.taskId).toBe(history.taskId);
    expect(await getExerciseRow(app.db, 'halfLife', rowId)).toMatchObject({ currentStage: 5, text60: essay(60) });
  });

  it('are treated as guests when their cookie comes from another site', async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const { rowId } = await writeFirstText({ cookie: user.cookie, origin: 'https://evil.example' });
    expect(await getExerciseRow(app.db, 'halfLife', rowId)).toMatchObject({ userId: null, text120First: null });
  });

  it('get 401 for a bearer token that is not valid', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/HalfLife', headers: { authorization: 'Bearer not-a-token' }, payload: { Messages: [] } });
    expect(res.statusCode).toBe(401);
  });

  it("lose the texts of their exercises with Don't Save Data", async () => {
    const user = await registerTestUser(app, { rejectSaveData: false });
    const { rowId } = await writeFirstText(asCookie(user));
    const profile = await app.inject({ method: 'GET', url: '/api/account/profile', headers: asCookie(user) });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: asCookie(user),
      payload: { ...profile.json().profile, rejectSaveData: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await getExerciseRow(app.db, 'halfLife', rowId)).toMatchObject({ userId: null, text120First: null, messages: null, text120FirstJargonScore: 99 });
  });
});
