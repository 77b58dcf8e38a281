// The server keeps the stage machine: a client cannot jump stages, write texts or scores into
// its history, or finish an exercise without going through it. Histories the server hands out
// are sealed; anything else than a fresh start without a valid seal starts the exercise again.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { halflifeUserInteractions } from '../db/schema.ts';
import { ExerciseSession, essay } from './exercise-test-client.ts';
import { RESTART_NOTICE } from './exercise-service.ts';
import { isFreshStart, SEAL_FIELD, sealHistory, startingPoint } from './history-seal.ts';
import { emptyTablesBeforeEachTest } from '../test/test-app.ts';

const researchUuid = randomUUID();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildCustomTestApp({
    jargonAnalyzer: createFakeJargonAnalyzer({}),
    env: { RESEARCH_UUID: researchUuid },
  });
});
// Each test starts on empty tables: it counts uses from zero.
emptyTablesBeforeEachTest();

const uses = async () => (await app.inject({ method: 'GET', url: '/GetVisits' })).json<number>();
const rows = async () =>
  (await app.db.select({ n: count() }).from(halflifeUserInteractions))[0]?.n ?? 0;
const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, payload });

describe('sealed exercise histories', () => {
  it('hands out a seal with every history, and a session that sends it back goes on as before', async () => {
    const s = new ExerciseSession(app, '/api/HalfLife');
    await s.send(null);
    expect(typeof s.history[SEAL_FIELD]).toBe('string');
    await s.send('2');
    await s.send(essay(120));
    expect(s.stage).toBe(4);
  });

  it('does not count a finished exercise for a history that claims the last stage', async () => {
    expect(await uses()).toBe(0);
    expect(await rows()).toBe(0);
    const res = await post('/api/HalfLife', {
      currentStage: 7,
      targetAudience: 'Adult',
      Messages: [{ Text: '2', IsStudent: true }],
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.messages[0].Text).toBe(RESTART_NOTICE);
    expect(reply.updatedHistory.currentStage).toBe(2);
    expect(reply.updatedHistory.targetAudience).toBeUndefined();
    expect(await uses()).toBe(0);
    expect(await rows()).toBe(0);
  });

  it('does not store texts written into a research history that skipped the stages', async () => {
    expect(await rows()).toBe(0);
    const res = await post(`/api/exercises/research/${researchUuid}-halflife-full`, {
      currentStage: 6,
      participantName: 'Ada Lovelace',
      text120First: 'Forged text that never went through stage 3.',
      text120FirstJargonScore: 100,
      Messages: [{ Text: essay(120), IsStudent: true }],
    });
    const reply = res.json();
    expect(reply.messages[0].Text).toBe(RESTART_NOTICE);
    expect(reply.updatedHistory).toMatchObject({
      currentStage: 2,
      participantName: 'Ada Lovelace',
    });
    expect(reply.updatedHistory.text120First).toBeUndefined();
    expect(await rows()).toBe(0);
  });

  it('refuses a history changed after it was sealed: a raised stage, an edited score, another exercise’s seal', async () => {
    const s = new ExerciseSession(app, '/api/HalfLife');
    await s.send(null);
    await s.send('3');
    await s.send(essay(120));
    const sealedNow = { ...s.history };
    const edits: Record<string, unknown>[] = [
      { ...sealedNow, currentStage: 7 },
      { ...sealedNow, text120FirstJargonScore: Number(sealedNow.text120FirstJargonScore) - 37 },
      { ...sealedNow, [SEAL_FIELD]: 'A'.repeat(43) },
    ];
    for (const history of edits) {
      const res = await post('/api/HalfLife', {
        ...history,
        Messages: [{ Text: essay(60), IsStudent: true }],
      });
      expect(res.json().messages[0].Text).toBe(RESTART_NOTICE);
      expect(res.json().updatedHistory.currentStage).toBe(2);
    }
    // The same history sent to Half Life's no-feedback route was sealed for another variant.
    const moved = await post('/api/HalfLife/no-feedback', {
      ...sealedNow,
      Messages: [{ Text: essay(60), IsStudent: true }],
    });
    expect(moved.json().messages[0].Text).toBe(RESTART_NOTICE);
    // Untouched, it goes on.
    const ok = await post('/api/HalfLife', {
      ...sealedNow,
      Messages: [{ Text: essay(60), IsStudent: true }],
    });
    expect(ok.json().updatedHistory.currentStage).toBe(5);
  });

  it('accepts a fresh start with a research link’s own fields, without a seal', async () => {
    const res = await post('/api/HalfLife', {
      currentStage: 0,
      isResearch: true,
      participantName: 'Grace Hopper',
      Messages: [],
    });
    expect(res.json().messages[0].Text).not.toBe(RESTART_NOTICE);
    expect(res.json().updatedHistory).toMatchObject({
      currentStage: 2,
      participantName: 'Grace Hopper',
      isResearch: true,
    });
  });
});

describe('history-seal rules', () => {
  const history = {
    currentStage: 3,
    fields: { targetAudience: 'High', startTime: '2026-01-01T00:00:00.000Z', taskId: 'x.y' },
  };

  it('seals the stage, the scope and every field, the taskId too, in any field order', () => {
    const seal = sealHistory('s'.repeat(32), 'halfLife', 'standard', history);
    const reordered = {
      currentStage: 3,
      fields: { taskId: 'x.y', startTime: history.fields.startTime, targetAudience: 'High' },
    };
    expect(sealHistory('s'.repeat(32), 'halfLife', 'standard', reordered)).toBe(seal);
    expect(
      sealHistory('s'.repeat(32), 'halfLife', 'standard', { ...history, fields: { ...history.fields, taskId: 'other' } }),
    ).not.toBe(seal);
    expect(sealHistory('s'.repeat(32), 'halfLife', 'standard', history, 'study/a/participant/b')).not.toBe(seal);
    expect(
      sealHistory('s'.repeat(32), 'halfLife', 'standard', { ...history, currentStage: 4 }),
    ).not.toBe(seal);
    expect(sealHistory('s'.repeat(32), 'halfLife', 'research-full', history)).not.toBe(seal);
    expect(sealHistory('t'.repeat(32), 'halfLife', 'standard', history)).not.toBe(seal);
  });

  it('counts only stage 0 with starting fields as a fresh start, and keeps only those when restarting', () => {
    expect(
      isFreshStart({ currentStage: 0, fields: { isResearch: true, participantName: 'A B' } }),
    ).toBe(true);
    expect(isFreshStart({ currentStage: 0, fields: { text120First: 'x' } })).toBe(false);
    expect(isFreshStart({ currentStage: 0, fields: { isResearch: true, taskId: 'x.y' } })).toBe(false);
    expect(isFreshStart({ currentStage: 1, fields: {} })).toBe(false);
    expect(
      startingPoint({ currentStage: 5, fields: { isResearch: true, text30: 'x', taskId: 'y' } }),
    ).toEqual({
      currentStage: 0,
      fields: { isResearch: true },
    });
  });
});

describe('the stored conversation', () => {
  it('grows on the server: a client cannot rewrite earlier turns of a stored research conversation', async () => {
    const s = new ExerciseSession(app, `/api/exercises/research/${researchUuid}-halflife-full`, { participantName: 'Ada Lovelace' });
    await s.send(null);
    await s.send('3');
    await s.send(essay(120));
    // The client rewrites its own earlier answer and the coach's replies before the next turn.
    s.conversation = s.conversation.map((message) => ({ ...message, Text: message.IsStudent ? 'forged answer' : 'forged coach' }));
    await s.send(essay(60));
    const [row] = await app.db
      .select({ messages: halflifeUserInteractions.messages })
      .from(halflifeUserInteractions)
      .where(eq(halflifeUserInteractions.id, s.rowId));
    const texts = (row?.messages as { Text: string }[]).map((message) => message.Text);
    expect(texts).not.toContain('forged coach');
    expect(texts.filter((text) => text === 'forged answer')).toEqual([]);
    expect(texts).toContain('3');
    expect(texts).toContain(essay(120));
    expect(texts).toContain(essay(60));
  });
});
