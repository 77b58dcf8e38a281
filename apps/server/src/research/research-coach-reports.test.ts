// The research export's coach_reports column (docs/research.md "Every row"): a participant's
// report of a wrong coach remark, with its texts (a research session keeps them, even for a
// guest), in the session's row; other rows have an empty list. PGlite and, with DATABASE_URL,
// PostgreSQL.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import { fromOurPage, registerTestUser, type TestUser, withTwoFactor } from '../auth/testing.ts';
import { ExerciseSession, essayWithLongSentence } from '../exercises/exercise-test-client.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { grantResearcher } from './researcher-admin.ts';
import { readExport } from './testing.ts';

const researchUuid = randomUUID();
let app: FastifyInstance;
let researcher: TestUser;

beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer({ rare: { epigenetics: 14 } }), env: { RESEARCH_UUID: researchUuid } });
  researcher = await registerTestUser(app);
  expect((await grantResearcher(app.db, researcher.email)).outcome).toBe('granted');
  researcher = await withTwoFactor(app, researcher);
});

describe('the research export', () => {
  it("has each session's reports of the coach's remarks, texts included", async () => {
    const session = new ExerciseSession(app, `/api/exercises/research/${researchUuid}-halflife-full`);
    await session.send(null);
    await session.send('Chien-Shiung Wu');
    await session.send('3');
    await session.send(essayWithLongSentence(120));
    const remark = session.lastReply?.messages.flatMap((message) => (message as { Remarks?: Array<Record<string, unknown>> }).Remarks ?? [])[0];
    expect(remark).toBeDefined();
    const taskId = String(session.history.taskId);
    const reported = await app.inject({
      method: 'POST',
      url: '/api/coach-reports',
      headers: { cookie: `${TERMS_CONSENT_COOKIE}=true`, ...fromOurPage },
      payload: { exercise: 'halfLife', stage: remark!.Stage, field: remark!.Field, kind: remark!.Kind, reason: 'unhelpful', place: 'chat', remark: 'As shown.', comment: 'Too vague.', taskId },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().keptText).toBe(true);

    const other = new ExerciseSession(app, `/api/exercises/research/${researchUuid}-halflife-full`);
    await other.send(null);
    await other.send('Emmy Noether');

    const res = await app.inject({ method: 'GET', url: '/api/research/export?editions=half-life-full', headers: { cookie: researcher.cookie } });
    expect(res.statusCode).toBe(200);
    const { header, rows } = readExport(res.body);
    expect(header).toContain('coach_reports');
    const row = rows.find((record) => record.session_id === taskId.split('.')[0]);
    expect(JSON.parse(row!.coach_reports!)).toEqual([
      expect.objectContaining({ kind: remark!.Kind, stage: remark!.Stage, field: remark!.Field, reason: 'unhelpful', place: 'chat', remark: 'As shown.', comment: 'Too vague.' }),
    ]);
    const otherRow = rows.find((record) => record.session_id === String(other.history.taskId).split('.')[0]);
    expect(otherRow?.coach_reports).toBe('[]');
  });
});
