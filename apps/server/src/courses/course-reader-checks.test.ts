// A course's reader check through the app on PGlite (PostgreSQL with DATABASE_URL): the student's
// agreement is required and is for the text attached now, only the course's trainers make a check
// and read its results, the readers so far are on the student's row, and another course's trainer
// finds nothing (404).
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { callAs, registerTestUser, type TestUser } from '../auth/testing.ts';
import { getTestApp } from '../test/test-app.ts';
import { eq } from 'drizzle-orm';
import { readerChecks } from '../db/schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const call = callAs(() => app);

const COURSE = { name: 'Readers', language: 'en', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30' };
const TEXT = 'The epigenetic methylation of chromatin changes which genes a plant uses.';

async function courseWithText(trainer: TestUser, student: TestUser, text = TEXT) {
  const course = (await call('POST', '/api/courses', trainer, COURSE)).json() as { id: string; joinCode: string };
  const assignment = (
    await call('POST', `/api/courses/${course.id}/assignments`, trainer, { kind: 'dejargonizer', title: 'Your abstract', readers: 'adults' })
  ).json().id as string;
  expect((await call('POST', '/api/courses/join', student, { code: course.joinCode, agree: true })).statusCode).toBe(200);
  const submitted = await call('PUT', `/api/courses/${course.id}/assignments/${assignment}/submission`, student, { text });
  expect(submitted.statusCode).toBe(200);
  return { courseId: course.id, joinCode: course.joinCode, assignment, submission: submitted.json().id as string };
}

describe("a course's reader check", () => {
  let trainer: TestUser;
  let student: TestUser;
  let classmate: TestUser;
  let otherTrainer: TestUser;
  let ids: { courseId: string; joinCode: string; assignment: string; submission: string };
  let at: string;

  beforeAll(async () => {
    [trainer, student, classmate, otherTrainer] = await Promise.all([
      registerTestUser(app),
      registerTestUser(app),
      registerTestUser(app),
      registerTestUser(app),
    ]);
    ids = await courseWithText(trainer, student);
    at = `/api/courses/${ids.courseId}/submissions/${ids.submission}/reader-check`;
    expect((await call('POST', '/api/courses/join', classmate, { code: ids.joinCode, agree: true })).statusCode).toBe(200);
    await courseWithText(otherTrainer, classmate);
  });

  it("refuses the trainer's check until the student agreed, and lists nothing on the grid", async () => {
    const refused = await call('POST', at, trainer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('READERS_NOT_AGREED');
    expect((await call('GET', at, student)).json()).toMatchObject({ agreed: false, check: null });
    expect((await call('GET', `/api/courses/${ids.courseId}/reader-checks`, trainer)).json()).toEqual({ submissions: [] });
  });

  it('takes the agreement from the student who made the text only', async () => {
    for (const user of [trainer, classmate, otherTrainer]) {
      expect((await call('PUT', `${at}/agreement`, user, { agree: true })).statusCode).toBe(404);
    }
    expect((await call('PUT', `${at}/agreement`, student, { agree: 'yes' })).statusCode).toBe(400);
    const agreed = await call('PUT', `${at}/agreement`, student, { agree: true });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toMatchObject({ submissionId: ids.submission, agreed: true, check: null });
  });

  it("lets the course's trainer alone make the check, owned by no writer", async () => {
    for (const user of [student, classmate, otherTrainer]) {
      expect((await call('POST', at, user)).statusCode).toBe(404);
    }
    const made = await call('POST', at, trainer);
    expect(made.statusCode).toBe(201);
    expect(made.json().check).toMatchObject({ title: 'Your abstract', readers: 0, current: true, state: 'open' });
    expect(made.json().check.url).toMatch(/\/read\/[\w-]+$/);
    expect((await call('GET', '/api/reader-checks', trainer)).json().checks).toEqual([]);
  });

  it("shows the readers so far on the student's row, and the results to the course's trainers only", async () => {
    const token = String((await call('GET', at, trainer)).json().check.url).split('/read/')[1]!;
    const view = (await app.inject({ method: 'GET', url: `/api/read/${token}` })).json();
    // The reader is told their marks go to the course's trainers.
    expect(view.audience).toBe('course');
    const response = await app.inject({
      method: 'POST',
      url: `/api/read/${token}/responses`,
      payload: { readerToken: 'course-reader-000000000001', textDigest: view.textDigest, marks: [1], answers: [] },
    });
    expect(response.statusCode).toBe(201);
    const grid = (await call('GET', `/api/courses/${ids.courseId}/reader-checks`, trainer)).json();
    expect(grid.submissions).toEqual([expect.objectContaining({ submissionId: ids.submission, agreed: true, check: expect.objectContaining({ readers: 1 }) })]);
    const results = await call('GET', `${at}/results`, trainer);
    expect(results.statusCode).toBe(200);
    expect(results.json().readers).toBe(1);
    expect(results.json().words[1]).toMatchObject({ form: 'epigenetic', marks: 1 });
    for (const user of [student, classmate, otherTrainer, null]) {
      expect((await call('GET', `${at}/results`, user)).statusCode).toBe(user ? 404 : 401);
    }
    expect((await call('GET', `/api/courses/${ids.courseId}/reader-checks`, student)).statusCode).toBe(404);
    expect((await call('GET', at, otherTrainer)).statusCode).toBe(404);
  });

  it('asks again once another text is attached; the old check stays, marked not current and closed to readers', async () => {
    const token = String((await call('GET', at, trainer)).json().check.url).split('/read/')[1]!;
    await call('PUT', `/api/courses/${ids.courseId}/assignments/${ids.assignment}/submission`, student, { text: 'Plants use some genes and not others.' });
    const state = (await call('GET', at, trainer)).json();
    expect(state).toMatchObject({ agreed: false, check: { readers: 1, current: false, state: 'closed' } });
    expect((await app.inject({ method: 'GET', url: `/api/read/${token}` })).json()).toMatchObject({ state: 'closed', text: '' });
    expect((await call('POST', at, trainer)).json().error.code).toBe('READERS_NOT_AGREED');
    await call('PUT', `${at}/agreement`, student, { agree: true });
    const remade = await call('POST', at, trainer);
    expect(remade.statusCode).toBe(201);
    expect(remade.json().check).toMatchObject({ readers: 0, current: true });
  });

  it('makes no check of the work of a student who left, even with their agreement', async () => {
    const leaver = await registerTestUser(app);
    await call('POST', '/api/courses/join', leaver, { code: ids.joinCode, agree: true });
    const submission = (await call('PUT', `/api/courses/${ids.courseId}/assignments/${ids.assignment}/submission`, leaver, { text: TEXT })).json().id;
    const url = `/api/courses/${ids.courseId}/submissions/${submission}/reader-check`;
    expect((await call('PUT', `${url}/agreement`, leaver, { agree: true })).statusCode).toBe(200);
    expect((await call('POST', `/api/courses/${ids.courseId}/leave`, leaver, { keepWork: true })).statusCode).toBe(204);
    expect((await call('POST', url, trainer)).json().error.code).toBe('READERS_NOT_AGREED');
  });
});

describe("a course's reader check's end and cap", () => {
  it('closes 30 days after it is sent, and sending it again after that opens it for 30 more', async () => {
    const [trainer, student] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
    const ids = await courseWithText(trainer, student);
    const at = `/api/courses/${ids.courseId}/submissions/${ids.submission}/reader-check`;
    await call('PUT', `${at}/agreement`, student, { agree: true });
    const sent = (await call('POST', at, trainer)).json().check as { id: string; url: string; closesAt: string | null };
    const days = (iso: string | null) => (Date.parse(iso ?? '') - Date.now()) / 86_400_000;
    expect(days(sent.closesAt)).toBeGreaterThan(29.9);
    expect(days(sent.closesAt)).toBeLessThanOrEqual(30);
    // Its days run out.
    await app.db.update(readerChecks).set({ closesAt: new Date(Date.now() - 1000) }).where(eq(readerChecks.id, sent.id));
    const token = sent.url.split('/read/')[1]!;
    expect((await app.inject({ method: 'GET', url: `/api/read/${token}` })).json().state).toBe('closed');
    const again = (await call('POST', at, trainer)).json().check;
    expect(again).toMatchObject({ id: sent.id, state: 'open' });
    expect(days(again.closesAt)).toBeGreaterThan(29.9);
  });

  it('stores no more readers than the 20 it asks for, when 25 answer at once', async () => {
    const [trainer, student] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
    const ids = await courseWithText(trainer, student);
    const at = `/api/courses/${ids.courseId}/submissions/${ids.submission}/reader-check`;
    await call('PUT', `${at}/agreement`, student, { agree: true });
    const token = String((await call('POST', at, trainer)).json().check.url).split('/read/')[1]!;
    const view = (await app.inject({ method: 'GET', url: `/api/read/${token}` })).json();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/read/${token}/responses`,
          payload: { readerToken: `course-reader-cap-${String(i).padStart(10, '0')}`, textDigest: view.textDigest, marks: [], answers: [] },
        }),
      ),
    );
    expect(answers.filter((reply) => reply.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((reply) => reply.statusCode !== 201);
    expect(refused.map((reply) => reply.json().error.code)).toEqual(Array(5).fill('CHECK_CLOSED'));
    expect((await call('GET', `${at}/results`, trainer)).json().readers).toBe(20);
    expect((await app.inject({ method: 'GET', url: `/api/read/${token}` })).json()).toMatchObject({ state: 'closed', text: '' });
  });
});

describe('sending the same text to readers again', () => {
  it("returns the check it has, its readers' answers kept; 20 sends at once make one check", async () => {
    const [trainer, student] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
    const ids = await courseWithText(trainer, student);
    const at = `/api/courses/${ids.courseId}/submissions/${ids.submission}/reader-check`;
    await call('PUT', `${at}/agreement`, student, { agree: true });
    const first = await call('POST', at, trainer);
    expect(first.statusCode).toBe(201);
    const { id, url } = first.json().check as { id: string; url: string };
    const token = url.split('/read/')[1]!;
    const view = (await app.inject({ method: 'GET', url: `/api/read/${token}` })).json();
    const answered = await app.inject({
      method: 'POST',
      url: `/api/read/${token}/responses`,
      payload: { readerToken: 'course-reader-resend-000001', textDigest: view.textDigest, marks: [1], answers: [] },
    });
    expect(answered.statusCode).toBe(201);

    const again = await Promise.all(Array.from({ length: 20 }, () => call('POST', at, trainer)));
    expect(again.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(again.map((reply) => reply.json().check.id))).toEqual(new Set([id]));
    expect(again[0]!.json().check).toMatchObject({ readers: 1, url, current: true });
    expect((await app.inject({ method: 'GET', url: `/api/read/${token}` })).statusCode).toBe(200);
    expect((await call('GET', `${at}/results`, trainer)).json().readers).toBe(1);
  });

  it('makes exactly one check when 20 first sends come at once', async () => {
    const [trainer, student] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
    const ids = await courseWithText(trainer, student);
    const at = `/api/courses/${ids.courseId}/submissions/${ids.submission}/reader-check`;
    await call('PUT', `${at}/agreement`, student, { agree: true });
    const sends = await Promise.all(Array.from({ length: 20 }, () => call('POST', at, trainer)));
    expect(sends.map((reply) => reply.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    const checkIds = new Set(sends.map((reply) => reply.json().check.id));
    expect(checkIds.size).toBe(1);
    const token = String(sends[0]!.json().check.url).split('/read/')[1]!;
    expect((await app.inject({ method: 'GET', url: `/api/read/${token}` })).statusCode).toBe(200);
  });
});

describe("a course's reader check once the student withdraws or leaves", () => {
  /** A check with one reader's answer: its link's token and the readers' call. */
  async function checkWithAReader(trainer: TestUser, student: TestUser) {
    const ids = await courseWithText(trainer, student);
    const at = `/api/courses/${ids.courseId}/submissions/${ids.submission}/reader-check`;
    await call('PUT', `${at}/agreement`, student, { agree: true });
    const token = String((await call('POST', at, trainer)).json().check.url).split('/read/')[1]!;
    const answer = async (reader: string) => {
      const view = (await app.inject({ method: 'GET', url: `/api/read/${token}` })).json();
      return app.inject({
        method: 'POST',
        url: `/api/read/${token}/responses`,
        payload: { readerToken: `course-reader-${reader}-0000000001`, textDigest: view.textDigest, marks: [], answers: [] },
      });
    };
    expect((await answer('first')).statusCode).toBe(201);
    return { ids, at, token, answer };
  }

  const expectClosedLink = async (token: string, answer: (reader: string) => Promise<{ statusCode: number; json: () => { error: { code: string } } }>) => {
    const view = (await app.inject({ method: 'GET', url: `/api/read/${token}` })).json();
    expect(view).toMatchObject({ state: 'closed', text: '', words: [], questions: [] });
    const refused = await answer('late');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CHECK_CLOSED');
  };

  it('closes the check when the student withdraws their agreement; it opens again when they agree and it is sent again', async () => {
    const [trainer, student] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
    const { at, token, answer } = await checkWithAReader(trainer, student);
    expect((await call('PUT', `${at}/agreement`, student, { agree: false })).statusCode).toBe(200);
    await expectClosedLink(token, answer);
    expect((await call('GET', at, trainer)).json().check).toMatchObject({ state: 'closed', readers: 1 });

    await call('PUT', `${at}/agreement`, student, { agree: true });
    const again = await call('POST', at, trainer);
    expect(again.statusCode).toBe(200);
    expect(again.json().check).toMatchObject({ state: 'open', readers: 1 });
    expect((await answer('back')).statusCode).toBe(201);
  });

  it('leaves no open check once a withdrawal and sends come at once', async () => {
    for (let round = 0; round < 3; round++) {
      const [trainer, student] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
      const { at, token } = await checkWithAReader(trainer, student);
      await call('PUT', `${at}/agreement`, student, { agree: false });
      await call('PUT', `${at}/agreement`, student, { agree: true });
      await Promise.all([
        ...Array.from({ length: 10 }, () => call('POST', at, trainer)),
        call('PUT', `${at}/agreement`, student, { agree: false }),
      ]);
      expect((await app.inject({ method: 'GET', url: `/api/read/${token}` })).json().state).toBe('closed');
    }
  });

  it('closes the check when the student leaves keeping their work', async () => {
    const [trainer, student] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
    const { ids, at, token, answer } = await checkWithAReader(trainer, student);
    expect((await call('POST', `/api/courses/${ids.courseId}/leave`, student, { keepWork: true })).statusCode).toBe(204);
    await expectClosedLink(token, answer);
    expect((await call('GET', at, trainer)).json().check).toMatchObject({ state: 'closed', readers: 1 });
  });

  it('deletes the check with the work when the student leaves removing it', async () => {
    const [trainer, student] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
    const { ids, token } = await checkWithAReader(trainer, student);
    expect((await call('POST', `/api/courses/${ids.courseId}/leave`, student, { keepWork: false })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/read/${token}` })).statusCode).toBe(404);
  });
});
