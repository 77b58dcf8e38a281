// A study's participants' reports of wrong coach remarks are in the study's JSON export
// (docs/research.md "Export"), with their texts, as the study keeps its participants' texts;
// a report made outside the study is not, nor one whose taskId names a study session without
// the server's signature for it. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import type { Study } from '@scicomm/shared/study-api';
import { eq } from 'drizzle-orm';
import { fromOurPage, registerTestUser, type TestUser, withTwoFactor } from '../auth/testing.ts';
import { coachReports } from '../db/schema.ts';
import { ExerciseSession, essayWithLongSentence } from '../exercises/exercise-test-client.ts';
import { grantResearcher } from '../research/researcher-admin.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';

let app: FastifyInstance;
let owner: TestUser;

beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer({ rare: { epigenetics: 14 } }) });
  owner = await registerTestUser(app);
  expect((await grantResearcher(app.db, owner.email)).outcome).toBe('granted');
  owner = await withTwoFactor(app, owner);
});

const participant = { cookie: `${TERMS_CONSENT_COOKIE}=true`, ...fromOurPage };

async function storedReport(id: string) {
  const [row] = await app.db.select().from(coachReports).where(eq(coachReports.id, id));
  return row;
}

describe("a study's JSON export", () => {
  it("holds each session's reports of the coach's remarks, with the participant's comment", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: { cookie: owner.cookie, ...fromOurPage },
      payload: { title: 'Reports', description: '', exercise: 'half-life', arms: ['full'], allocation: 'balanced', identification: 'chat' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const study = created.json<Study>();
    const token = study.links[0]!.token;
    const enrolled = await app.inject({ method: 'POST', url: `/api/participate/${token}/enrol`, headers: fromOurPage, payload: {} });
    const participantId = enrolled.json<{ participantId: string }>().participantId;
    const session = new ExerciseSession(app, `/api/participate/${token}/participants/${participantId}/turn`);
    await session.send(null);
    await session.send('Rosalind Franklin');
    await session.send('3');
    await session.send(essayWithLongSentence(120));
    const remark = session.lastReply?.messages.flatMap((message) => (message as { Remarks?: Array<Record<string, unknown>> }).Remarks ?? [])[0];
    expect(remark).toBeDefined();
    const taskId = String(session.history.taskId);

    const reported = await app.inject({
      method: 'POST',
      url: '/api/coach-reports',
      headers: participant,
      payload: {
        exercise: 'halfLife',
        stage: remark!.Stage,
        field: remark!.Field,
        kind: remark!.Kind,
        reason: 'wrong',
        place: 'chat',
        remark: 'The remark as shown.',
        comment: 'Not jargon in my field.',
        taskId,
      },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().keptText).toBe(true);
    // The session's row id with another signature, from a guest and from a "Don't Save Data"
    // user, and the genuine taskId from a signed-in user it was not handed to: none is the
    // participant's report, and none keeps its texts.
    const sessionId = taskId.split('.')[0]!;
    const decliner = await registerTestUser(app, { rejectSaveData: true });
    const forgeries: Array<[string, Record<string, string>]> = [
      [`${sessionId}.anything`, participant],
      [`${sessionId.toUpperCase()}.${taskId.split('.')[1]!.slice(1)}x`, participant],
      [sessionId, participant],
      [`${sessionId}.anything`, { cookie: decliner.cookie, ...fromOurPage }],
      [taskId, { cookie: decliner.cookie, ...fromOurPage }],
    ];
    for (const [forged, headers] of forgeries) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/coach-reports',
        headers,
        payload: {
          exercise: 'halfLife',
          stage: remark!.Stage,
          field: remark!.Field,
          kind: remark!.Kind,
          reason: 'wrong',
          place: 'chat',
          remark: 'A forged report.',
          comment: 'Planted in the study.',
          taskId: forged,
        },
      });
      expect(res.statusCode, `${forged}: ${res.body}`).toBe(201);
      expect(res.json().keptText, forged).toBe(false);
      expect(await storedReport(res.json().id), forged).toMatchObject({ sessionId: null, remark: null, comment: null });
    }
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/coach-reports',
      headers: participant,
      payload: { exercise: 'halfLife', stage: 3, field: 'text120First', kind: String(remark!.Kind), reason: 'wrong', place: 'chat', remark: 'Another.' },
    });
    expect(elsewhere.statusCode).toBe(201);

    const exported = await app.inject({ method: 'GET', url: `/api/studies/${study.id}/export?format=json`, headers: { cookie: owner.cookie } });
    expect(exported.statusCode).toBe(200);
    const sessions = JSON.parse(exported.body).sessions as Array<{ session_id: string; coach_reports: unknown[] }>;
    const ours = sessions.find((entry) => entry.session_id === taskId.split('.')[0]);
    expect(ours?.coach_reports).toEqual([
      expect.objectContaining({
        kind: remark!.Kind,
        stage: remark!.Stage,
        field: remark!.Field,
        reason: 'wrong',
        place: 'chat',
        remark: 'The remark as shown.',
        comment: 'Not jargon in my field.',
      }),
    ]);
  });
});
