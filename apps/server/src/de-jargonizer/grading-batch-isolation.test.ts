// One writer's bad row never costs another writer theirs (docs/server.md "Each write stands
// alone"): the grading recorder writes several users' rows in one INSERT, and when that INSERT
// fails it writes them again one by one, so only the row the database refuses is lost, and its
// own request is told so.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { accessTokenFor, registerTestUser } from '../auth/testing.ts';
import { dejargonizerUserInteractions } from '../db/schema.ts';
import { getTestApp, testDatabaseKind } from '../test/test-app.ts';
import { getUses } from '../usage/usage-service.ts';
import { GradingRecorder } from './grading-recorder.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const TEXT = 'Scientists used a new tool to repair a gene in the mice of the lab.';
const analyse = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/de-jargonizer/analyses', payload, headers });

const anonymousRows = async () =>
  (await app.db.select({ id: dejargonizerUserInteractions.id }).from(dejargonizerUserInteractions).where(isNull(dejargonizerUserInteractions.userId))).length;
const rowsOf = async (userId: string) =>
  (await app.db.select({ id: dejargonizerUserInteractions.id }).from(dejargonizerUserInteractions).where(eq(dejargonizerUserInteractions.userId, userId))).length;

describe(`a poisoned analysis amid good ones (${testDatabaseKind()})`, () => {
  it('refuses the poisoned request alone and stores every acknowledged row of the others', async () => {
    const poisoner = await registerTestUser(app, { rejectSaveData: false });
    const saver = await registerTestUser(app, { rejectSaveData: false });
    const poisonerHeaders = { authorization: `Bearer ${await accessTokenFor(app, poisoner)}` };
    const saverHeaders = { authorization: `Bearer ${await accessTokenFor(app, saver)}` };
    let acknowledgedAnonymous = 0;
    let acknowledgedSaved = 0;
    const anonymousBefore = await anonymousRows();
    for (let round = 0; round < 3; round++) {
      const replies = await Promise.all([
        ...Array.from({ length: 15 }, () => analyse({ text: TEXT })),
        analyse({ text: TEXT, keyTerms: ['CRIS\u0000PR'] }, poisonerHeaders),
        ...Array.from({ length: 10 }, () => analyse({ text: TEXT, keyTerms: ['gene'] }, saverHeaders)),
        ...Array.from({ length: 15 }, () => analyse({ text: TEXT })),
      ]);
      const poisoned = replies[15]!;
      expect(poisoned.statusCode).toBe(400);
      const others = replies.filter((reply) => reply !== poisoned);
      expect(others.map((reply) => reply.statusCode)).toEqual(others.map(() => 200));
      acknowledgedAnonymous += 30;
      acknowledgedSaved += 10;
    }
    await app.gradingRecorder.flush();
    expect(await anonymousRows()).toBe(anonymousBefore + acknowledgedAnonymous);
    expect(await rowsOf(saver.id)).toBe(acknowledgedSaved);
    expect(await rowsOf(poisoner.id)).toBe(0);
  });
});

describe(`GradingRecorder: a batch the database refuses (${testDatabaseKind()})`, () => {
  const row = () => ({ id: randomUUID(), dictionary: 'English2021_2024', totalWords: 10, rareWords: 1, midRangeWords: 2, jargonScore: 80 });
  const stored = async (ids: string[]) =>
    (await app.db.select({ id: dejargonizerUserInteractions.id }).from(dejargonizerUserInteractions).where(inArray(dejargonizerUserInteractions.id, ids))).length;

  it('writes the batch again row by row: the bad row is refused with a 400, the rest are stored and counted', async () => {
    const owner = await registerTestUser(app, { rejectSaveData: false });
    const errors: unknown[] = [];
    const recorder = new GradingRecorder(app.db, { delayMs: 60_000, onError: (error) => errors.push(error) });
    const anonymous = [row(), row(), row()];
    const kept = { ...row(), userId: owner.id, text: 'a kept text' };
    // Past the edge's guard (a row built by the server itself): the database refuses a NUL.
    const bad = { ...row(), userId: owner.id, text: 'CRIS\u0000PR' };
    const usesBefore = await getUses(app.db);
    for (const entry of anonymous) await recorder.record(entry, false);
    const settled = await Promise.allSettled([recorder.record(kept, true), recorder.record(bad, true)]);
    expect(settled[0].status).toBe('fulfilled');
    expect(settled[1]).toMatchObject({ status: 'rejected', reason: { statusCode: 400, code: 'INVALID_TEXT' } });
    expect(await stored([...anonymous, kept].map((entry) => entry.id))).toBe(4);
    expect(await stored([bad.id])).toBe(0);
    expect(await getUses(app.db)).toBe(usesBefore + 4);
    expect(errors).toEqual([]);
    const [keptRow] = await app.db
      .select({ text: dejargonizerUserInteractions.text })
      .from(dejargonizerUserInteractions)
      .where(and(eq(dejargonizerUserInteractions.id, kept.id), eq(dejargonizerUserInteractions.userId, owner.id)));
    expect(keptRow?.text).toBe('a kept text');
  });
});
