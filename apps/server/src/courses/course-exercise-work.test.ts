// An exercise opened from a student's course page (docs/courses.md "Attaching work"): the turn
// names the assignment (?course=…&assignment=…), and the server copies the exercise's texts and
// figures into the course whatever the student's "Don't Save Data" choice, while the exercise's
// own row stays as that choice says. Anyone who is not a current student of the course, or an
// assignment that is not this exercise, is 404 and the turn does not run.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { callAs, fromOurPage, registerTestUser, type TestUser } from '../auth/testing.ts';
import { courseSubmissions, halflifeUserInteractions as halfLifeTasks } from '../db/schema.ts';
import { essay } from '../exercises/exercise-test-client.ts';
import { RESTART_NOTICE } from '../exercises/exercise-service.ts';
import { getTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const call = callAs(() => app);

const COURSE = { name: 'Plain words', language: 'en', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30' };
const FINAL = essay(110, 'Leaves');

const HALF_LIFE_ANSWERS = [null, essay(120), essay(60), essay(30, 'Plants'), FINAL, '2'];

/**
 * Plays Half Life at `url` as `user` (to its end by default), from a session's history and
 * conversation if given: the last reply's status, the signed taskId and where the session stands.
 */
async function playHalfLife(
  user: TestUser | null,
  url: string,
  answers: Array<string | null> = HALF_LIFE_ANSWERS,
  from: { history: Record<string, unknown>; conversation: unknown[] } = { history: {}, conversation: [] },
) {
  let history = from.history;
  const conversation = [...from.conversation];
  let messages: Array<{ Text: string }> = [];
  for (const answer of answers) {
    if (answer !== null) conversation.push({ Id: `s${conversation.length}`, Text: answer, IsStudent: true, InputType: 'text' });
    const res = await call('POST', url, user, { ...history, Messages: conversation });
    if (res.statusCode !== 200) return { status: res.statusCode, body: res.json(), taskId: null, history, conversation, messages };
    history = res.json().updatedHistory;
    messages = res.json().messages;
    conversation.push(...messages);
  }
  return { status: 200, body: null, taskId: String(history.taskId), history, conversation, messages };
}

describe('an exercise done for a course assignment', () => {
  let trainer: TestUser;
  let unsaving: TestUser;
  let stranger: TestUser;
  let courseId: string;
  let halfLife: string;
  let pasted: string;
  let otherCourseAssignment: string;

  beforeAll(async () => {
    [trainer, unsaving, stranger] = await Promise.all([
      registerTestUser(app),
      registerTestUser(app, { rejectSaveData: true }),
      registerTestUser(app),
    ]);
    const course = (await call('POST', '/api/courses', trainer, COURSE)).json();
    courseId = course.id;
    const add = async (owner: TestUser, id: string, kind: string) =>
      (await call('POST', `/api/courses/${id}/assignments`, owner, { kind, title: kind, readers: 'adults' })).json().id as string;
    halfLife = await add(trainer, courseId, 'halfLife');
    pasted = await add(trainer, courseId, 'dejargonizer');
    const other = (await call('POST', '/api/courses', stranger, COURSE)).json();
    otherCourseAssignment = await add(stranger, other.id, 'halfLife');
    expect((await call('POST', '/api/courses/join', unsaving, { code: course.joinCode, agree: true })).statusCode).toBe(200);
  });

  it("keeps a student's finished Half Life for the course though they save nothing; the trainer's grid shows it", async () => {
    const played = await playHalfLife(unsaving, `/api/HalfLife?course=${courseId}&assignment=${halfLife}`);
    expect(played.status).toBe(200);
    const [row] = await app.db.select().from(halfLifeTasks).where(eq(halfLifeTasks.id, played.taskId!.split('.')[0]!));
    // The exercise's own row: anonymous and without texts, as for any student who saves nothing.
    expect(row).toMatchObject({ userId: null, text120First: null, text120Last: null });
    expect(row?.endTime).toBeInstanceOf(Date);

    const grid = (await call('GET', `/api/courses/${courseId}/dashboard`, trainer)).json();
    const cell = grid.students.find((s: { id: string }) => s.id === unsaving.id).cells[0];
    expect(cell).toMatchObject({ status: 'finished', words: 110, score: expect.any(Number), seconds: expect.any(Number) });
    const [submission] = await app.db.select().from(courseSubmissions).where(eq(courseSubmissions.id, cell.submissionId));
    expect(submission).toMatchObject({ taskId: null, taskType: 'halflife', text: FINAL, status: 'finished' });

    for (const viewer of [trainer, unsaving]) {
      const detail = await call('GET', `/api/courses/${courseId}/submissions/${cell.submissionId}`, viewer);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().submission).toMatchObject({ text: FINAL, transcript: null });
    }
    expect((await call('GET', `/api/courses/${courseId}/submissions/${cell.submissionId}`, stranger)).statusCode).toBe(404);
  });

  it('does not ask for the readers the assignment set: the first turn asks for the text, written for those readers', async () => {
    const forTeens = (await call('POST', `/api/courses/${courseId}/assignments`, trainer, { kind: 'halfLife', title: 'For teens', readers: 'juniorHigh' })).json().id;
    const begun = await playHalfLife(unsaving, `/api/HalfLife?course=${courseId}&assignment=${forTeens}`, [null]);
    expect(begun.status).toBe(200);
    expect(begun.history).toMatchObject({ currentStage: 3, targetAudience: 'Junior' });
    expect(begun.messages.map((message) => message.Text).join('\n')).not.toMatch(/science background/);
    // Outside a course the question is asked as before.
    const alone = await playHalfLife(unsaving, '/api/HalfLife', [null]);
    expect(alone.history).toMatchObject({ currentStage: 2 });
  });

  it('shows the work in progress after the first text', async () => {
    const saver = await registerTestUser(app);
    const code = (await call('GET', `/api/courses/${courseId}`, trainer)).json().course.joinCode;
    await call('POST', '/api/courses/join', saver, { code, agree: true });
    const played = await playHalfLife(saver, `/api/HalfLife?course=${courseId}&assignment=${halfLife}`, [null, essay(120)]);
    expect(played.status).toBe(200);
    const [submission] = await app.db.select().from(courseSubmissions).where(and(eq(courseSubmissions.assignmentId, halfLife), eq(courseSubmissions.studentId, saver.id)));
    // A student who saves: the submission names their own saved task (its conversation is shown).
    expect(submission).toMatchObject({ status: 'inProgress', words: 120, taskId: played.taskId!.split('.')[0] });
  });

  it("answers 404, running no turn, for another course's assignment, another kind, a stranger, a visitor or a forged id", async () => {
    const cases: [TestUser | null, string, string][] = [
      [unsaving, courseId, otherCourseAssignment],
      [unsaving, courseId, pasted],
      [stranger, courseId, halfLife],
      [null, courseId, halfLife],
      [unsaving, courseId, 'not-a-uuid'],
      [unsaving, '00000000-0000-4000-8000-000000000000', halfLife],
    ];
    for (const [user, course, assignment] of cases) {
      const played = await playHalfLife(user, `/api/HalfLife?course=${encodeURIComponent(course)}&assignment=${encodeURIComponent(assignment)}`, [null]);
      expect(played.status).toBe(404);
      expect(played.body.error.code).toBe('NOT_FOUND');
    }
    const half = await playHalfLife(unsaving, `/api/HalfLife?course=${courseId}`, [null]);
    expect(half.status).toBe(400);
    const trainerTurn = await playHalfLife(trainer, `/api/HalfLife?course=${courseId}&assignment=${halfLife}`, [null]);
    expect(trainerTurn.status).toBe(404);
  });

  it("keeps a text the De-Jargonizer's page analysed for a De-Jargonizer assignment; 404 for an exercise's assignment", async () => {
    const text = 'The epigenetic methylation of chromatin modulates transcription in plants.';
    const analyse = (assignment: string, user: TestUser | null = unsaving) =>
      call('POST', `/api/de-jargonizer/analyses?course=${courseId}&assignment=${assignment}`, user, { text });
    expect((await analyse(pasted)).statusCode).toBe(200);
    const [submission] = await app.db.select().from(courseSubmissions).where(and(eq(courseSubmissions.assignmentId, pasted), eq(courseSubmissions.studentId, unsaving.id)));
    expect(submission).toMatchObject({ taskId: null, taskType: 'dejargonizer', text, status: 'finished', words: 9 });
    expect((await analyse(halfLife)).statusCode).toBe(404);
    expect((await analyse(pasted, stranger)).statusCode).toBe(404);
  });

  it('deletes the course copy when the student leaves and asks for it removed', async () => {
    const left = await call('POST', `/api/courses/${courseId}/leave`, unsaving, { keepWork: false });
    expect(left.statusCode).toBe(204);
    const rows = await app.db.select().from(courseSubmissions).where(eq(courseSubmissions.studentId, unsaving.id));
    expect(rows).toEqual([]);
    const after = await playHalfLife(unsaving, `/api/HalfLife?course=${courseId}&assignment=${halfLife}`, [null]);
    expect(after.status).toBe(404);
  });
});

describe('a finished assignment opened again, and a session that is not the caller\'s', () => {
  let courseId: string;
  let halfLife: string;
  let url: string;
  const student = async (options: { rejectSaveData?: boolean } = {}) => {
    const user = await registerTestUser(app, options);
    const code = (await call('GET', `/api/courses/${courseId}`, trainer)).json().course.joinCode;
    expect((await call('POST', '/api/courses/join', user, { code, agree: true })).statusCode).toBe(200);
    return user;
  };
  const submissionOf = async (user: TestUser) =>
    (await app.db.select().from(courseSubmissions).where(and(eq(courseSubmissions.assignmentId, halfLife), eq(courseSubmissions.studentId, user.id))))[0];
  let trainer: TestUser;

  beforeAll(async () => {
    trainer = await registerTestUser(app);
    courseId = (await call('POST', '/api/courses', trainer, COURSE)).json().id;
    halfLife = (await call('POST', `/api/courses/${courseId}/assignments`, trainer, { kind: 'halfLife', title: 'Half Life', readers: 'adults' })).json().id;
    url = `/api/HalfLife?course=${courseId}&assignment=${halfLife}`;
  });

  it('keeps the finished submission while the new session has begun or is unfinished, and takes the new one once it ends', async () => {
    for (const user of [await student({ rejectSaveData: true }), await student()]) {
      expect((await playHalfLife(user, url)).status).toBe(200);
      const finished = await submissionOf(user);
      expect(finished).toMatchObject({ status: 'finished', text: FINAL });

      const again = await playHalfLife(user, url, [null]);
      expect(again.status).toBe(200);
      expect(await submissionOf(user)).toMatchObject({ status: 'finished', text: FINAL, taskId: finished!.taskId });
      const further = await playHalfLife(user, url, [essay(120), essay(60)], again);
      expect(further.status).toBe(200);
      expect(await submissionOf(user)).toMatchObject({ status: 'finished', text: FINAL });

      const rewritten = essay(112, 'Roots');
      expect((await playHalfLife(user, url, [essay(30, 'Plants'), rewritten, '2'], further)).status).toBe(200);
      expect(await submissionOf(user)).toMatchObject({ status: 'finished', text: rewritten });
    }
  });

  it('keeps the conversation the student left, so another tab or device continues it to the end; nobody else reads it', async () => {
    for (const user of [await student({ rejectSaveData: true }), await student()]) {
      const sessionUrl = `/api/courses/${courseId}/assignments/${halfLife}/session`;
      expect((await call('GET', sessionUrl, user)).json()).toEqual({ session: null });
      const begun = await playHalfLife(user, url, [null, essay(120)]);
      expect(begun.status).toBe(200);
      const kept = await call('GET', sessionUrl, user);
      expect(kept.statusCode).toBe(200);
      const { session } = kept.json() as { session: { messages: unknown[]; history: Record<string, unknown> } };
      // What this tab holds: the whole conversation and the last reply's history.
      expect(session.messages).toEqual(begun.conversation);
      expect(session.history).toEqual(begun.history);
      // Another device goes on from it, without a restart, to the end.
      const ended = await playHalfLife(user, url, [essay(60), essay(30, 'Plants'), FINAL, '2'], { history: session.history, conversation: session.messages });
      expect(ended.status).toBe(200);
      expect(ended.conversation.some((message) => (message as { Text: string }).Text === RESTART_NOTICE)).toBe(false);
      expect(await submissionOf(user)).toMatchObject({ status: 'finished', text: FINAL });
      // A classmate gets their own (none); a trainer has none to continue.
      expect((await call('GET', sessionUrl, await student())).json()).toEqual({ session: null });
      expect((await call('GET', sessionUrl, trainer)).statusCode).toBe(404);
    }
  });

  it("keeps an unfinished text until the new session has one", async () => {
    const user = await student();
    expect((await playHalfLife(user, url, [null, essay(120)])).status).toBe(200);
    const first = await playHalfLife(user, url, [null]);
    expect(first.status).toBe(200);
    expect(await submissionOf(user)).toMatchObject({ status: 'inProgress', words: 120 });
    expect((await playHalfLife(user, url, [essay(121, 'Seeds')], first)).status).toBe(200);
    expect(await submissionOf(user)).toMatchObject({ status: 'inProgress', words: 121 });
  });

  it("attaches and shares a course session's taskId as the student's own, and nobody else's", async () => {
    const user = await student();
    const played = await playHalfLife(user, url, [null, essay(120)]);
    const attach = (who: TestUser) =>
      app.inject({
        method: 'PUT',
        url: `/api/courses/${courseId}/assignments/${halfLife}/submission`,
        headers: { cookie: who.cookie, ...fromOurPage },
        payload: { taskType: 'halflife', taskId: played.taskId },
      });
    expect((await attach(user)).statusCode).toBe(200);
    expect((await attach(await student())).statusCode).toBe(404);
    const shared = await call('POST', '/api/shares', user, { taskType: 'halflife', taskId: played.taskId });
    expect(shared.statusCode).toBe(201);
  });

  it("starts again, handing in nothing, when a student replays a classmate's session", async () => {
    const [writer, copier] = [await student(), await student()];
    const written = await playHalfLife(writer, url, HALF_LIFE_ANSWERS.slice(0, -2));
    expect(written.status).toBe(200);
    const replayed = await playHalfLife(copier, url, [FINAL], {
      history: written.history,
      conversation: written.conversation,
    });
    expect(replayed.status).toBe(200);
    expect(replayed.messages[0]?.Text).toBe(RESTART_NOTICE);
    expect(await submissionOf(copier)).toBeUndefined();
    // The writer's own session goes on.
    expect((await playHalfLife(writer, url, HALF_LIFE_ANSWERS.slice(-2), written)).status).toBe(200);
    expect(await submissionOf(writer)).toMatchObject({ status: 'finished', text: FINAL });
  });
});
