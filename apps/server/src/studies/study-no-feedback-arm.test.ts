// A study's no-feedback arm (docs/research.md "Creating one"): its participants write without
// the coach's feedback and still end with the reflections every other arm ends with, so the
// export's reflection columns are filled for them too; nothing they are shown names their arm.
// A no-feedback session begun before the arm had its research edition continues, and ends with
// the reflections, instead of starting again. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { exercises, parseExerciseRequest } from '@scicomm/coach';
import { reflectionStatements } from '@scicomm/coach/scripts/reflections';
import { renderSaid } from '@scicomm/coach';
import { createFakeJargonAnalyzer } from '@scicomm/coach/testing/fake-jargon-analyzer';
import type { CreateStudyBody, Study } from '@scicomm/shared/study-api';
import { callAs, registerTestUser, type TestUser, withTwoFactor } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { ExerciseSession, essay } from '../exercises/exercise-test-client.ts';
import { SEAL_FIELD, sealHistory } from '../exercises/history-seal.ts';
import { grantResearcher } from '../research/researcher-admin.ts';
import { readExport } from '../research/testing.ts';

let app: FastifyInstance;
let owner: TestUser;

beforeAll(async () => {
  app = await buildCustomTestApp({ jargonAnalyzer: createFakeJargonAnalyzer() });
  owner = await registerTestUser(app);
  await grantResearcher(app.db, owner.email);
  owner = await withTwoFactor(app, owner);
});

const call = callAs(() => app);

async function createStudy(body: Partial<CreateStudyBody> = {}): Promise<Study> {
  const res = await call('POST', '/api/studies', owner, {
    title: 'With or without feedback',
    description: 'Does feedback help?',
    exercise: 'half-life',
    arms: ['full', 'no-feedback'],
    allocation: 'fixed',
    identification: 'chat',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Study>();
}

async function enrol(token: string): Promise<string> {
  const res = await call('POST', `/api/participate/${token}/enrol`, null, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ participantId: string }>().participantId;
}

const linkOf = (study: Study, arm: string) => study.links.find((link) => link.arm === arm)!.token;
const turnUrl = (token: string, participantId: string) =>
  `/api/participate/${token}/participants/${participantId}/turn`;

const ratings = ['4', '5', '3', '2'];
const openAnswer = 'It made me read my text the way a reader would.';

/** The bot's texts from the last choice on: the reflections, then the end. */
async function reflect(session: ExerciseSession): Promise<string[]> {
  const shown = await session.send('2');
  for (const rating of ratings) shown.push(...(await session.send(rating)));
  shown.push(...(await session.send(openAnswer)));
  return shown;
}

async function writeAllFour(session: ExerciseSession): Promise<string[]> {
  const shown: string[] = [];
  for (const text of [essay(120), essay(60), essay(30), essay(120, 'Plants')])
    shown.push(...(await session.send(text)));
  return shown;
}

async function exportRows(study: Study) {
  const res = await call('GET', `/api/studies/${study.id}/export`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return readExport(res.body).rows;
}

describe("a study's no-feedback arm of Half Life", () => {
  it("writes without the coach's feedback and ends with the reflections, which the export keeps", async () => {
    const study = await createStudy();
    const sessions: Record<string, ExerciseSession> = {};
    const reflections: Record<string, string[]> = {};
    let coaching: string[] = [];
    for (const [arm, name] of [
      ['full', 'Grace Hopper'],
      ['no-feedback', 'Ada Lovelace'],
    ] as const) {
      const token = linkOf(study, arm);
      const session = new ExerciseSession(app, turnUrl(token, await enrol(token)));
      await session.send(null);
      await session.send(name);
      await session.send('3');
      const written = await writeAllFour(session);
      if (arm === 'no-feedback') coaching = written;
      reflections[arm] = await reflect(session);
      expect(session.stage, arm).toBe(8);
      sessions[arm] = session;
    }
    // The same four statements and open question as the full arm, word for word.
    expect(reflections['no-feedback']).toEqual(reflections.full);
    for (const statement of reflectionStatements)
      expect(reflections['no-feedback']!.join('\n')).toContain(renderSaid(statement));
    // Neutral coaching only: no score, no rare words, no AI.
    expect(coaching.join('\n')).toContain('Thank you.');
    expect(coaching.join('\n')).not.toMatch(/score|rare|jargon|\bAI\b/i);
    // Hidden arms: nothing the participant is shown or holds names the arm or the edition (the
    // seal and the taskId are opaque signatures).
    const { [SEAL_FIELD]: _seal, taskId: _taskId, ...held } = sessions['no-feedback']!.history;
    const shown = sessions['no-feedback']!.conversation.map((message) => message.Text);
    expect(JSON.stringify([shown, held])).not.toMatch(/no-feedback|research-|slim|\barm\b/i);

    const rows = await exportRows(study);
    expect(rows.find((row) => row.arm === 'no-feedback')).toMatchObject({
      variant: 'research-no-feedback',
      finished: 'true',
      stage_reached: '8',
      participant_name: 'Ada Lovelace',
      which_is_better: 'Revised',
      reflection_answer1: '4',
      reflection_answer2: '5',
      reflection_answer3: '3',
      reflection_answer4: '2',
      reflection_open_response: openAnswer,
      text120_first_gpt3: '',
    });
    expect(rows.find((row) => row.arm === 'full')).toMatchObject({
      reflection_answer1: '4',
      reflection_open_response: openAnswer,
    });
  });

  it('a session begun when the arm ran the public no-feedback edition continues and ends with the reflections', async () => {
    const study = await createStudy({ title: 'Begun before' });
    const token = linkOf(study, 'no-feedback');
    const participantId = await enrol(token);
    const session = new ExerciseSession(app, turnUrl(token, participantId));
    await session.send(null);
    await session.send('Ada Lovelace');
    await session.send('3');
    const rowId = session.rowId;
    // The history as the server sealed it for the arm's former edition.
    const scope = `study/${study.id}/arm/no-feedback/participant/${participantId}`;
    const resealed = (variantName: string) => {
      const { history } = parseExerciseRequest(
        exercises.halfLife.variants['no-feedback'].script,
        session.history,
      );
      return {
        ...session.history,
        [SEAL_FIELD]: sealHistory(app.config.authSecret, 'halfLife', variantName, history, scope),
      };
    };
    // Sealed for another edition, a history is not continued: the exercise starts again.
    const elsewhere = new ExerciseSession(app, session.url, resealed('research-slim'));
    elsewhere.conversation = [...session.conversation];
    expect((await elsewhere.send(essay(120))).join('\n')).toContain('starts again');

    session.history = resealed('no-feedback');
    const shown = await session.send(essay(120));
    expect(shown.join('\n')).not.toContain('starts again');
    expect(session.stage).toBe(4);
    expect(session.rowId).toBe(rowId);
    await session.send(essay(60));
    await session.send(essay(30));
    await session.send(essay(120, 'Plants'));
    expect((await reflect(session)).join('\n')).toContain('Statement 1 of 4');
    expect(session.stage).toBe(8);
    const [row] = (await exportRows(study)).filter((found) => found.session_id === rowId);
    expect(row).toMatchObject({
      variant: 'research-no-feedback',
      finished: 'true',
      reflection_answer4: '2',
      reflection_open_response: openAnswer,
    });
  });
});
