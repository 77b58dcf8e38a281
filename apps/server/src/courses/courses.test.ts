// Courses end to end against the real app and database (PGlite; PostgreSQL with DATABASE_URL):
// creating a course, joining with its code, assignments, attaching work, the dashboard, comments
// and replies, leaving — and who may see what: trainers their course's work, students their own,
// everybody else 404; bad input a 4xx JSON error with nothing stored.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { fromOurPage, registerTestUser, type TestUser } from '../auth/testing.ts';
import { courseComments, courses, courseSubmissions } from '../db/schema.ts';
import { essay } from '../exercises/exercise-test-client.ts';
import { multipartBody } from '../text-analysis/test-support.ts';
import { getTestApp } from '../test/test-app.ts';
import { addCoTrainer } from '../test/co-trainers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  method: Method,
  url: string,
  user: TestUser | null,
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(method === 'GET' ? {} : fromOurPage) },
    ...(payload ? { payload } : {}),
  });

const COURSE = {
  name: 'Writing for everyone',
  language: 'en',
  readers: 'highSchool',
  startsOn: '2026-03-01',
  endsOn: '2026-06-30',
};
const BEFORE_TEXT =
  'The epigenetic methylation of chromatin modulates transcriptional heterogeneity in plants.';
const AFTER_TEXT = 'Small chemical tags on the genes of plants change which genes the plant uses.';

async function createCourse(trainer: TestUser) {
  const res = await call('POST', '/api/courses', trainer, COURSE);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; joinCode: string; joinUrl: string };
}

async function addAssignment(trainer: TestUser, courseId: string, body: Record<string, unknown>) {
  return call('POST', `/api/courses/${courseId}/assignments`, trainer, {
    title: 'Abstract',
    readers: 'highSchool',
    ...body,
  });
}

async function join(student: TestUser, code: string) {
  return call('POST', '/api/courses/join', student, { code, agree: true });
}

/** A saved De-Jargonizer analysis of the student's: its row id. */
async function analyse(student: TestUser, text: string): Promise<string> {
  const form = multipartBody([{ name: 'ContentTA', value: text }]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/TextGrading/Grade',
    payload: form.payload,
    headers: { ...form.headers, cookie: student.cookie, ...fromOurPage },
  });
  expect(res.statusCode).toBe(200);
  return res.json().taskId as string;
}

/** Plays Half Life up to the first 120-word text: the reply's signed taskId. */
async function writeHalfLife(student: TestUser): Promise<string> {
  let history: Record<string, unknown> = {};
  const conversation: unknown[] = [];
  for (const answer of [null, '2', essay(120)]) {
    if (answer !== null) conversation.push({ Text: answer, IsStudent: true });
    const res = await call('POST', '/api/HalfLife', student, {
      ...history,
      Messages: conversation,
    });
    expect(res.statusCode).toBe(200);
    history = res.json().updatedHistory;
    conversation.push(...res.json().messages);
  }
  return String(history.taskId);
}

describe('a course from creation to comments', () => {
  let trainer: TestUser;
  let student: TestUser;
  let classmate: TestUser;
  let stranger: TestUser;
  let course: { id: string; joinCode: string; joinUrl: string };
  let before: string;
  let after: string;
  let exercise: string;
  let halfLifeTaskId: string;

  beforeAll(async () => {
    [trainer, student, classmate, stranger] = await Promise.all([
      registerTestUser(app),
      registerTestUser(app),
      registerTestUser(app),
      registerTestUser(app),
    ]);
    course = await createCourse(trainer);
    before = (
      await addAssignment(trainer, course.id, {
        kind: 'dejargonizer',
        title: 'Your abstract, before',
        mark: 'before',
      })
    ).json().id;
    after = (
      await addAssignment(trainer, course.id, {
        kind: 'dejargonizer',
        title: 'Your abstract, after',
        mark: 'after',
        dueOn: '2026-06-01',
      })
    ).json().id;
    exercise = (
      await addAssignment(trainer, course.id, {
        kind: 'halfLife',
        title: 'Half Life',
        instructions: 'Write about your own work.',
      })
    ).json().id;
  });

  it('gives the trainer a 12-character join code, shown in groups of four, and a join link', () => {
    expect(course.joinCode).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(course.joinUrl).toBe(`http://localhost:80/courses/join/${course.joinCode}`);
  });

  it('shows the join screen what the course is and who trains it, for the code typed in any case and spacing', async () => {
    const typed = course.joinCode.toLowerCase().replaceAll('-', ' ');
    const res = await call('GET', `/api/course-invitations/${encodeURIComponent(typed)}`, student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      courseId: course.id,
      name: COURSE.name,
      member: false,
      trainers: [{ name: expect.any(String) }],
    });
  });

  it("names the course and its trainers to a signed-out join link, nothing more (the code is the secret)", async () => {
    const typed = course.joinCode.toLowerCase().replaceAll('-', ' ');
    const res = await call('GET', `/api/course-invitations/${encodeURIComponent(typed)}/summary`, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: COURSE.name, trainers: [{ name: expect.any(String) }] });
    expect(res.body).not.toContain(trainer.email);
    const unknown = await call('GET', '/api/course-invitations/2222-2222-2222/summary', null);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('JOIN_CODE_NOT_FOUND');
    expect((await call('GET', '/api/course-invitations/%3Cscript%3E/summary', null)).statusCode).toBe(400);
  });

  it('lets students join only when they agree, and lists the course for them without its code', async () => {
    const refused = await call('POST', '/api/courses/join', student, {
      code: course.joinCode,
      agree: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    expect((await join(student, course.joinCode)).json()).toEqual({ courseId: course.id });
    expect((await join(classmate, course.joinCode)).statusCode).toBe(200);
    const list = await call('GET', '/api/courses', student);
    expect(list.json().courses).toEqual([
      expect.objectContaining({ id: course.id, role: 'student', joinCode: null, joinUrl: null }),
    ]);
  });

  it("lists the assignments with the student's status, and the students for the trainer only", async () => {
    const mine = (await call('GET', `/api/courses/${course.id}`, student)).json();
    expect(mine.assignments.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      [before, 'notStarted'],
      [after, 'notStarted'],
      [exercise, 'notStarted'],
    ]);
    expect(mine.students).toEqual([]);
    const trainers = (await call('GET', `/api/courses/${course.id}`, trainer)).json();
    expect(trainers.students.map((s: { id: string }) => s.id).sort()).toEqual(
      [student.id, classmate.id].sort(),
    );
  });

  it("attaches a student's analysis and exercise with the texts' figures; the dashboard shows them", async () => {
    const first = await call(
      'PUT',
      `/api/courses/${course.id}/assignments/${before}/submission`,
      student,
      { taskType: 'dejargonizer', taskId: await analyse(student, BEFORE_TEXT) },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'finished', words: 10 });
    expect(first.json().rareShare).toBeGreaterThan(0);
    const second = await call(
      'PUT',
      `/api/courses/${course.id}/assignments/${after}/submission`,
      student,
      { taskType: 'dejargonizer', taskId: await analyse(student, AFTER_TEXT) },
    );
    expect(second.json().score).toBeGreaterThan(first.json().score);
    halfLifeTaskId = await writeHalfLife(student);
    const halfLife = await call(
      'PUT',
      `/api/courses/${course.id}/assignments/${exercise}/submission`,
      student,
      { taskType: 'halflife', taskId: halfLifeTaskId },
    );
    expect(halfLife.statusCode).toBe(200);
    expect(halfLife.json()).toMatchObject({ status: 'inProgress', words: 120 });

    const grid = (await call('GET', `/api/courses/${course.id}/dashboard`, trainer)).json();
    expect(grid.assignments.map((a: { id: string }) => a.id)).toEqual([before, after, exercise]);
    // The trainer reads the exercise's conversation, read-only; an analysis has none.
    const exerciseWork = (await call('GET', `/api/courses/${course.id}/submissions/${halfLife.json().id}`, trainer)).json().submission;
    expect(exerciseWork.transcript.length).toBeGreaterThan(3);
    expect(exerciseWork.transcript.some((message: { isStudent: boolean; text: string }) => message.isStudent && message.text.includes('Epigenetics'))).toBe(true);
    expect((await call('GET', `/api/courses/${course.id}/submissions/${first.json().id}`, trainer)).json().submission.transcript).toBeNull();
    const row = grid.students.find((s: { id: string }) => s.id === student.id);
    expect(row.cells.map((c: { status: string }) => c.status)).toEqual([
      'finished',
      'finished',
      'inProgress',
    ]);
    const other = grid.students.find((s: { id: string }) => s.id === classmate.id);
    expect(other.cells.every((c: { status: string }) => c.status === 'notStarted')).toBe(true);
    expect(grid.spread[0]).toMatchObject({
      submitted: 1,
      finished: 1,
      medianScore: first.json().score,
    });
  });

  it("counts the coach's remarks the students marked wrong in an assignment's exercise, by kind", async () => {
    const report = (kind: string, reason: 'wrong' | 'unhelpful') =>
      call('POST', '/api/coach-reports', student, {
        exercise: 'halfLife',
        stage: 3,
        field: 'text120First',
        kind,
        reason,
        place: 'chat',
        remark: 'A remark the student disagreed with.',
        taskId: halfLifeTaskId,
      });
    const reports = [
      ['jargon.unfamiliarWords', 'wrong'],
      ['jargon.unfamiliarWords', 'wrong'],
      ['sentences.long', 'wrong'],
      ['sentences.long', 'unhelpful'],
    ] as const;
    for (const [kind, reason] of reports) expect((await report(kind, reason)).statusCode).toBe(201);
    const grid = (await call('GET', `/api/courses/${course.id}/dashboard`, trainer)).json();
    expect(grid.spread[2].wrongRemarks).toEqual([
      { kind: 'jargon.unfamiliarWords', reports: 2 },
      { kind: 'sentences.long', reports: 1 },
    ]);
    expect(grid.spread[0].wrongRemarks).toEqual([]);
  });

  it("refuses work of another kind, or somebody else's, and the assignments of another course", async () => {
    const theirs = await analyse(classmate, AFTER_TEXT);
    const stolen = await call(
      'PUT',
      `/api/courses/${course.id}/assignments/${before}/submission`,
      student,
      { taskType: 'dejargonizer', taskId: theirs },
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('TASK_NOT_FOUND');
    const wrongKind = await call(
      'PUT',
      `/api/courses/${course.id}/assignments/${exercise}/submission`,
      classmate,
      { taskType: 'dejargonizer', taskId: theirs },
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toMatchObject({ code: 'WRONG_TASK_TYPE', field: 'taskType' });
    const otherCourse = await createCourse(stranger);
    const elsewhere = (
      await addAssignment(stranger, otherCourse.id, { kind: 'dejargonizer' })
    ).json().id;
    const crossed = await call(
      'PUT',
      `/api/courses/${course.id}/assignments/${elsewhere}/submission`,
      classmate,
      { taskType: 'dejargonizer', taskId: theirs },
    );
    expect(crossed.statusCode).toBe(404);
  });

  it('takes a text pasted into a De-Jargonizer assignment from a student who saves nothing, and no pasted text for an exercise', async () => {
    const unsaving = await registerTestUser(app, { rejectSaveData: true });
    await join(unsaving, course.joinCode);
    const pasted = await call('PUT', `/api/courses/${course.id}/assignments/${before}/submission`, unsaving, { text: `  ${BEFORE_TEXT}\n` });
    expect(pasted.statusCode).toBe(200);
    expect(pasted.json()).toMatchObject({ status: 'finished', words: 10 });
    const [row] = await app.db.select().from(courseSubmissions).where(eq(courseSubmissions.id, pasted.json().id));
    expect(row).toMatchObject({ taskId: null, text: BEFORE_TEXT });
    const onExercise = await call('PUT', `/api/courses/${course.id}/assignments/${exercise}/submission`, unsaving, { text: BEFORE_TEXT });
    expect(onExercise.statusCode).toBe(400);
    expect(onExercise.json().error).toMatchObject({ code: 'WRONG_TASK_TYPE', field: 'text' });
    for (const text of ['   ', 'x'.repeat(20_001)]) {
      expect((await call('PUT', `/api/courses/${course.id}/assignments/${after}/submission`, unsaving, { text })).statusCode).toBe(400);
    }
    await call('POST', `/api/courses/${course.id}/leave`, unsaving, { keepWork: false });
  });

  it('lets the trainer comment on a quoted passage; the student reads it and replies once', async () => {
    const grid = (await call('GET', `/api/courses/${course.id}/dashboard`, trainer)).json();
    const submissionId = grid.students.find((s: { id: string }) => s.id === student.id).cells[0]
      .submissionId as string;
    const read = await call(
      'GET',
      `/api/courses/${course.id}/submissions/${submissionId}`,
      trainer,
    );
    expect(read.json().submission).toMatchObject({
      text: BEFORE_TEXT,
      studentName: expect.any(String),
    });

    const notInText = await call(
      'POST',
      `/api/courses/${course.id}/submissions/${submissionId}/comments`,
      trainer,
      { body: 'Hm.', quote: 'not there' },
    );
    expect(notInText.statusCode).toBe(400);
    expect(notInText.json().error.code).toBe('QUOTE_NOT_IN_TEXT');
    const comment = await call(
      'POST',
      `/api/courses/${course.id}/submissions/${submissionId}/comments`,
      trainer,
      { body: 'Who reads "methylation"?', quote: 'epigenetic methylation' },
    );
    expect(comment.statusCode).toBe(201);
    const whole = await call(
      'POST',
      `/api/courses/${course.id}/submissions/${submissionId}/comments`,
      trainer,
      { body: 'A good start.' },
    );
    expect(whole.json().quote).toBeNull();

    const seen = await call('GET', `/api/courses/${course.id}/comments`, student);
    expect(seen.json().comments.map((c: { body: string }) => c.body)).toEqual([
      'A good start.',
      'Who reads "methylation"?',
    ]);
    const reply = await call(
      'PUT',
      `/api/courses/${course.id}/comments/${comment.json().id}/reply`,
      student,
      { body: 'My family does not. I will say "chemical tags".' },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().reply).toBe('My family does not. I will say "chemical tags".');
    const again = await call(
      'PUT',
      `/api/courses/${course.id}/comments/${comment.json().id}/reply`,
      student,
      { body: 'And again.' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_REPLIED');
    const detail = await call(
      'GET',
      `/api/courses/${course.id}/submissions/${submissionId}`,
      student,
    );
    expect(detail.json().comments[1]).toMatchObject({
      quote: 'epigenetic methylation',
      reply: expect.stringContaining('chemical tags'),
    });
  });

  it("hides the course and its work from everyone else (404), and a student's work from classmates", async () => {
    const grid = (await call('GET', `/api/courses/${course.id}/dashboard`, trainer)).json();
    const submissionId = grid.students.find((s: { id: string }) => s.id === student.id).cells[0]
      .submissionId as string;
    const commentId = (await call('GET', `/api/courses/${course.id}/comments`, student)).json()
      .comments[0].id as string;
    const urls: Array<[Method, string, Record<string, unknown>?]> = [
      ['GET', `/api/courses/${course.id}`],
      ['GET', `/api/courses/${course.id}/dashboard`],
      ['GET', `/api/courses/${course.id}/submissions/${submissionId}`],
      [
        'POST',
        `/api/courses/${course.id}/assignments`,
        { kind: 'ethics', title: 'x', readers: 'adults' },
      ],
      ['POST', `/api/courses/${course.id}/submissions/${submissionId}/comments`, { body: 'x' }],
      ['PUT', `/api/courses/${course.id}/comments/${commentId}/reply`, { body: 'x' }],
    ];
    for (const [method, url, body] of urls) {
      const res = await call(method, url, stranger, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toMatch(/NOT_FOUND$/);
    }
    // A classmate is in the course but sees neither the grid nor another student's work.
    for (const [method, url, body] of urls.slice(1))
      expect((await call(method, url, classmate, body)).statusCode, `${method} ${url}`).toBe(404);
    // The student cannot comment on their own work; the trainer cannot reply for them.
    expect(
      (
        await call(
          'POST',
          `/api/courses/${course.id}/submissions/${submissionId}/comments`,
          student,
          { body: 'x' },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/courses/${course.id}/comments/${commentId}/reply`, trainer, {
          body: 'x',
        })
      ).statusCode,
    ).toBe(404);
    // A visitor hears 401 first.
    expect((await call('GET', `/api/courses/${course.id}`, null)).statusCode).toBe(401);
  });

  it('takes a student who left out of the course: they see nothing, the work they kept stays on the grid', async () => {
    expect(
      (await call('POST', `/api/courses/${course.id}/leave`, student, { keepWork: true }))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/courses/${course.id}`, student)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}/comments`, student)).statusCode).toBe(404);
    expect((await call('GET', '/api/courses', student)).json().courses).toEqual([]);
    const grid = (await call('GET', `/api/courses/${course.id}/dashboard`, trainer)).json();
    expect(grid.students.find((s: { id: string }) => s.id === student.id)).toMatchObject({
      left: true,
    });
    expect(
      (await call('GET', `/api/courses/${course.id}`, trainer))
        .json()
        .students.map((s: { id: string }) => s.id),
    ).toEqual([classmate.id]);
  });

  it('removes what a student shared when they leave and ask for it, comments included', async () => {
    await join(student, course.joinCode);
    const left = await call('POST', `/api/courses/${course.id}/leave`, student, {
      keepWork: false,
    });
    expect(left.statusCode).toBe(204);
    const kept = await app.db
      .select()
      .from(courseSubmissions)
      .where(eq(courseSubmissions.studentId, student.id));
    expect(kept).toEqual([]);
    const grid = (await call('GET', `/api/courses/${course.id}/dashboard`, trainer)).json();
    expect(grid.students.some((s: { id: string }) => s.id === student.id)).toBe(false);
    const comments = await app.db
      .select()
      .from(courseComments)
      .where(eq(courseComments.authorId, trainer.id));
    expect(comments).toEqual([]);
  });

  it('does not let the trainer who created the course leave it (403)', async () => {
    const res = await call('POST', `/api/courses/${course.id}/leave`, trainer, { keepWork: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('OWNER_CANNOT_LEAVE');
  });
});

describe('bad input', () => {
  let trainer: TestUser;
  let courseId: string;
  beforeAll(async () => {
    trainer = await registerTestUser(app);
    courseId = (await createCourse(trainer)).id;
  });

  it('refuses a course without a name, with a language or readers it does not know, or ending before it starts', async () => {
    const bad = [
      { ...COURSE, name: '  ' },
      { ...COURSE, language: 'fr' },
      { ...COURSE, readers: 'toddlers' },
      { ...COURSE, startsOn: '2026-02-30' },
      { ...COURSE, endsOn: '2026-01-01' },
      { ...COURSE, name: 'x'.repeat(201) },
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/courses', trainer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const created = await app.db.select().from(courses).where(eq(courses.ownerId, trainer.id));
    expect(created).toHaveLength(1);
  });

  it('refuses an assignment of an unknown kind, and a second before text (409)', async () => {
    expect((await addAssignment(trainer, courseId, { kind: 'poetry' })).statusCode).toBe(400);
    expect(
      (await addAssignment(trainer, courseId, { kind: 'ethics', mark: 'during' })).statusCode,
    ).toBe(400);
    expect(
      (await addAssignment(trainer, courseId, { kind: 'ethics', mark: 'before' })).statusCode,
    ).toBe(201);
    const second = await addAssignment(trainer, courseId, { kind: 'coherence', mark: 'before' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('MARK_TAKEN');
  });

  it('answers a malformed id or code with 400 and an unknown one with 404', async () => {
    expect((await call('GET', '/api/courses/not-a-uuid', trainer)).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/courses/00000000-0000-4000-8000-000000000000', trainer)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/course-invitations/%3Cscript%3E', trainer)).statusCode).toBe(
      400,
    );
    const unknown = await call('GET', '/api/course-invitations/2222-2222-2222', trainer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('JOIN_CODE_NOT_FOUND');
  });

  it('stops a signed-out client trying codes on join links after 30 unknown ones, a known code included', async () => {
    const known = (await createCourse(trainer)).joinCode;
    const summary = (code: string) =>
      app.inject({ method: 'GET', url: `/api/course-invitations/${code}/summary`, remoteAddress: '203.0.113.66' });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await summary(`3333-3333-${String(3333 + i).replace(/[01]/g, '4')}`)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const blocked = await summary(known);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('stops a client trying codes after 20 unknown ones (429 with Retry-After), a known code included', async () => {
    const guesser = await registerTestUser(app);
    const known = (await createCourse(trainer)).joinCode;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (
          await call(
            'GET',
            `/api/course-invitations/2222-2222-${String(2222 + i).replace(/[01]/g, '3')}`,
            guesser,
          )
        ).statusCode,
      );
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    const blocked = await join(guesser, known);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('before and after, and the CSV', () => {
  let trainer: TestUser;
  let students: TestUser[];
  let courseId: string;
  let pairs: ReturnType<typeof JSON.parse>;

  const befores = [
    BEFORE_TEXT,
    'Transcriptomic profiling elucidated differential phosphorylation cascades in neurons.',
    'Stochastic perturbations attenuate the heterogeneity of dendritic spines.',
  ];
  const afters = [
    AFTER_TEXT,
    'We measured which genes the nerve cells switched on, and how their signals passed along.',
    'Random small pushes make the little branches of nerve cells more alike.',
  ];

  beforeAll(async () => {
    trainer = await registerTestUser(app);
    const course = await createCourse(trainer);
    courseId = course.id;
    const before = (
      await addAssignment(trainer, courseId, {
        kind: 'dejargonizer',
        title: '=HYPERLINK("http://x.example","before")',
        mark: 'before',
      })
    ).json().id;
    const after = (
      await addAssignment(trainer, courseId, {
        kind: 'dejargonizer',
        title: 'After, "plain"',
        mark: 'after',
      })
    ).json().id;
    students = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        registerTestUser(app, { email: `student${i}-${Date.now()}@example.org` }),
      ),
    );
    for (const [i, student] of students.entries()) {
      await join(student, course.joinCode);
      if (i === 3) continue; // the fourth does only the before text
      await call('PUT', `/api/courses/${courseId}/assignments/${before}/submission`, student, {
        taskType: 'dejargonizer',
        taskId: await analyse(student, befores[i]!),
      });
      await call('PUT', `/api/courses/${courseId}/assignments/${after}/submission`, student, {
        taskType: 'dejargonizer',
        taskId: await analyse(student, afters[i]!),
      });
    }
    await call('PUT', `/api/courses/${courseId}/assignments/${before}/submission`, students[3]!, {
      taskType: 'dejargonizer',
      taskId: await analyse(students[3]!, befores[0]!),
    });
    const res = await call('GET', `/api/courses/${courseId}/before-after`, trainer);
    expect(res.statusCode).toBe(200);
    pairs = res.json();
  });

  it("pairs each student's marked texts and gives Compare's statistics over those with both", () => {
    expect(pairs.students).toHaveLength(4);
    const complete = pairs.students.filter(
      (s: { before: unknown; after: unknown }) => s.before && s.after,
    );
    expect(complete).toHaveLength(3);
    const changes = complete.map(
      (s: { before: { score: number }; after: { score: number } }) =>
        s.after.score - s.before.score,
    );
    expect(changes.every((change: number) => change > 0)).toBe(true);
    const { score } = pairs.summary;
    expect(score.n).toBe(3);
    expect(score.meanChange).toBeCloseTo(
      changes.reduce((a: number, b: number) => a + b, 0) / 3,
      10,
    );
    expect(score.ci95).not.toBeNull();
    // Three positive changes: V = 6, the exact two-sided p of the signed-rank test is 2/8.
    expect(score.wilcoxon).toMatchObject({ n: 3, statistic: 6, method: 'exact' });
    expect(score.wilcoxon.pValue).toBeCloseTo(0.25, 10);
    expect(pairs.summary.rarePercent.meanChange).toBeLessThan(0);
  });

  it('names the rare words the class dropped, most students first', () => {
    const dropped = pairs.dropped.map((entry: { word: string }) => entry.word);
    expect(dropped).toContain('methylation');
    expect(pairs.students[0].dropped.length + pairs.students[1].dropped.length).toBeGreaterThan(0);
    expect(pairs.dropped[0].students).toBeGreaterThanOrEqual(pairs.dropped.at(-1).students);
  });

  it('writes the grid, the medians and the paired change as RFC 4180 CSV with formulas defused', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const res = await call('GET', `/api/courses/${courseId}/dashboard.csv`, trainer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named after the course, what it holds and the day (a run across midnight may see the next).
    const named = (today: string) => `writing-for-everyone-grid-${today}.csv`;
    const disposition = String(res.headers['content-disposition']);
    expect([day, new Date().toISOString().slice(0, 10)].map((today) => `attachment; filename="${named(today)}"; filename*=UTF-8''${named(today)}`)).toContain(disposition);
    const body = res.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const records = body
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '');
    expect(records).toHaveLength(1 + 4 + 2);
    // A title that a spreadsheet would run gets a leading apostrophe; quotes are doubled.
    expect(records[0]).toContain('"\'=HYPERLINK(""http://x.example"",""before""): status"');
    expect(records[0]).toContain('"After, ""plain"": score"');
    expect(records[0]!.endsWith('before score,after score,score change,rare % change')).toBe(true);
    expect(records.at(-2)!.startsWith('median,')).toBe(true);
    expect(records.at(-1)).toMatch(/^class \(paired\),n = 3,.*Wilcoxon p 0\.25/);
  });

  it("names the CSV of a course with a Hebrew name in Hebrew (filename*), with an ASCII fallback", async () => {
    const renamed = await app.inject({ method: 'PATCH', url: `/api/courses/${courseId}`, headers: { cookie: trainer.cookie, ...fromOurPage }, payload: { name: 'כתיבה למדע: 2026' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const disposition = String((await call('GET', `/api/courses/${courseId}/dashboard.csv`, trainer)).headers['content-disposition']);
    const match = /^attachment; filename="([^"]+)"; filename\*=UTF-8''(.+)$/.exec(disposition);
    expect(decodeURIComponent(match?.[2] ?? '')).toMatch(/^כתיבה-למדע-2026-grid-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(match?.[1]).toMatch(/^[\x20-\x7e]+$/);
  });

  it('keeps both from students and strangers (404)', async () => {
    for (const url of [
      `/api/courses/${courseId}/before-after`,
      `/api/courses/${courseId}/dashboard.csv`,
    ]) {
      expect((await call('GET', url, students[0]!)).statusCode).toBe(404);
      expect((await call('GET', url, await registerTestUser(app))).statusCode).toBe(404);
    }
  });

  it('marks a student who left keeping their work as left, their texts still paired', async () => {
    expect(pairs.students.every((student: { left: boolean }) => !student.left)).toBe(true);
    expect((await call('POST', `/api/courses/${courseId}/leave`, students[3]!, { keepWork: true })).statusCode).toBe(204);
    const after = (await call('GET', `/api/courses/${courseId}/before-after`, trainer)).json();
    const left = after.students.find((student: { id: string }) => student.id === students[3]!.id);
    expect(left).toMatchObject({ left: true, before: expect.any(Object) });
  });
});

describe('floods and bad characters', () => {
  it('takes 30 students joining at once, and the same student joining twice at once, as one membership each', async () => {
    const trainer = await registerTestUser(app);
    const course = await createCourse(trainer);
    const students = await Promise.all(Array.from({ length: 30 }, () => registerTestUser(app)));
    const joins = await Promise.all([...students, students[0]!].map((student) => join(student, course.joinCode)));
    expect(joins.map((res) => res.statusCode)).toEqual(joins.map(() => 200));
    const detail = (await call('GET', `/api/courses/${course.id}`, trainer)).json();
    expect(detail.students).toHaveLength(30);
  });

  it('keeps one before mark when two are added at once (one 201, one 409)', async () => {
    const trainer = await registerTestUser(app);
    const course = await createCourse(trainer);
    const statuses = (await Promise.all([0, 1].map(() => addAssignment(trainer, course.id, { kind: 'ethics', mark: 'before' })))).map((res) => res.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('refuses a NUL or an unpaired surrogate in a name, a comment or a reply with 400, storing nothing', async () => {
    const trainer = await registerTestUser(app);
    for (const name of ['Course\u0000', 'Course \ud800']) {
      const res = await call('POST', '/api/courses', trainer, { ...COURSE, name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
    }
    const created = await app.db.select().from(courses).where(eq(courses.ownerId, trainer.id));
    expect(created).toEqual([]);
    const course = await createCourse(trainer);
    const assignment = (await addAssignment(trainer, course.id, { kind: 'dejargonizer' })).json().id as string;
    const student = await registerTestUser(app);
    await join(student, course.joinCode);
    const submission = (await call('PUT', `/api/courses/${course.id}/assignments/${assignment}/submission`, student, { text: BEFORE_TEXT })).json().id as string;
    const comment = await call('POST', `/api/courses/${course.id}/submissions/${submission}/comments`, trainer, { body: 'Look\u0000' });
    expect(comment.statusCode).toBe(400);
    expect(await app.db.select().from(courseComments).where(eq(courseComments.submissionId, submission))).toEqual([]);
  });
});

describe('co-trainers', () => {
  it('makes an invited co-trainer who accepted a trainer: they see the grid and comment (invitations: course-co-trainers.test.ts)', async () => {
    const trainer = await registerTestUser(app, { name: 'Tamar Trainer' });
    const coTrainer = await registerTestUser(app, { name: 'Omar Co' });
    const student = await registerTestUser(app);
    const course = await createCourse(trainer);
    await join(student, course.joinCode);
    const assignment = (await addAssignment(trainer, course.id, { kind: 'dejargonizer' })).json().id as string;
    const submission = (await call('PUT', `/api/courses/${course.id}/assignments/${assignment}/submission`, student, { text: BEFORE_TEXT })).json().id as string;

    expect((await call('GET', `/api/courses/${course.id}/dashboard`, coTrainer)).statusCode).toBe(404);
    await addCoTrainer(app, trainer, course.id, coTrainer);
    expect((await call('GET', `/api/courses/${course.id}`, trainer)).json().trainers.map((t: { name: string }) => t.name)).toEqual(['Tamar Trainer', 'Omar Co']);
    expect((await call('GET', `/api/courses/${course.id}/dashboard`, coTrainer)).json().students).toHaveLength(1);
    expect((await call('POST', `/api/courses/${course.id}/submissions/${submission}/comments`, coTrainer, { body: 'Clear.' })).statusCode).toBe(201);
    expect((await call('GET', '/api/courses', coTrainer)).json().courses[0]).toMatchObject({ id: course.id, role: 'trainer' });
  });
});
