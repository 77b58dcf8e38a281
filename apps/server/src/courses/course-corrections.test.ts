// Corrections in a course (docs/courses.md "Corrections") against the real app and database
// (PGlite; PostgreSQL with DATABASE_URL): editing and deleting assignments, editing the course, a
// new join code, removing a student or a co-trainer, editing and deleting one's own comment — and
// for each, who may: the trainer, a co-trainer, a student, a stranger (404, never 403, except for
// the course's creator, who cannot be removed).
import { beforeEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { callAs, registerTestUser, type TestUser } from '../auth/testing.ts';
import { getTestApp } from '../test/test-app.ts';
import { addCoTrainer } from '../test/co-trainers.ts';
import { eq, sql } from 'drizzle-orm';
import { courses } from '../db/schema.ts';
import { JOIN_CODE_BURST_SECONDS } from './course-service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const call = callAs(() => app);

const COURSE = { name: 'Writing for everyone', language: 'en', readers: 'highSchool', startsOn: '2026-03-01', endsOn: '2026-06-30' };
const TEXT = 'The epigenetic methylation of chromatin modulates transcriptional heterogeneity in plants.';

interface Setup {
  trainer: TestUser;
  coTrainer: TestUser;
  student: TestUser;
  classmate: TestUser;
  stranger: TestUser;
  courseId: string;
  joinCode: string;
  assignmentId: string;
  submissionId: string;
}

/** A course with a co-trainer, two students, one De-Jargonizer assignment marked "before" and the student's pasted text. */
async function setUp(): Promise<Setup> {
  const [trainer, coTrainer, student, classmate, stranger] = await Promise.all([
    registerTestUser(app),
    registerTestUser(app),
    registerTestUser(app),
    registerTestUser(app),
    registerTestUser(app),
  ]);
  const course = (await call('POST', '/api/courses', trainer, COURSE)).json() as { id: string; joinCode: string };
  await addCoTrainer(app, trainer, course.id, coTrainer);
  for (const member of [student, classmate]) {
    expect((await call('POST', '/api/courses/join', member, { code: course.joinCode, agree: true })).statusCode).toBe(200);
  }
  const assignment = await call('POST', `/api/courses/${course.id}/assignments`, trainer, {
    kind: 'dejargonizer',
    title: 'Your abstract',
    readers: 'highSchool',
    mark: 'before',
  });
  const assignmentId = assignment.json().id as string;
  const submitted = await call('PUT', `/api/courses/${course.id}/assignments/${assignmentId}/submission`, student, { text: TEXT });
  expect(submitted.statusCode).toBe(200);
  return { trainer, coTrainer, student, classmate, stranger, courseId: course.id, joinCode: course.joinCode, assignmentId, submissionId: submitted.json().id };
}

async function comment(s: Setup, author: TestUser, body = 'Say what methylation is.') {
  const res = await call('POST', `/api/courses/${s.courseId}/submissions/${s.submissionId}/comments`, author, { body });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

let s: Setup;
beforeEach(async () => {
  s = await setUp();
});

describe('editing an assignment', () => {
  it('lets a trainer or a co-trainer change its title, due day and before/after mark; a student or a stranger gets 404 and nothing changes', async () => {
    const url = `/api/courses/${s.courseId}/assignments/${s.assignmentId}`;
    for (const outsider of [s.student, s.stranger]) {
      const refused = await call('PATCH', url, outsider, { title: 'Hijacked' });
      expect(refused.statusCode).toBe(404);
    }
    const edited = await call('PATCH', url, s.trainer, { title: 'Your abstract, first', dueOn: '2026-04-01', mark: 'after' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: s.assignmentId, title: 'Your abstract, first', dueOn: '2026-04-01', mark: 'after' });
    const cleared = await call('PATCH', url, s.coTrainer, { dueOn: null, mark: null });
    expect(cleared.json()).toMatchObject({ title: 'Your abstract, first', dueOn: null, mark: null });
    const seen = (await call('GET', `/api/courses/${s.courseId}`, s.student)).json();
    expect(seen.assignments[0]).toMatchObject({ title: 'Your abstract, first', mark: null, status: 'finished' });
  });

  it("answers 409 MARK_TAKEN for a mark another assignment has, and moves the before/after pair when the mark moves", async () => {
    const other = (
      await call('POST', `/api/courses/${s.courseId}/assignments`, s.trainer, { kind: 'dejargonizer', title: 'Rewrite', readers: 'adults', mark: 'after' })
    ).json().id as string;
    const taken = await call('PATCH', `/api/courses/${s.courseId}/assignments/${other}`, s.trainer, { mark: 'before' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('MARK_TAKEN');
    await call('PATCH', `/api/courses/${s.courseId}/assignments/${s.assignmentId}`, s.trainer, { mark: null });
    expect((await call('PATCH', `/api/courses/${s.courseId}/assignments/${other}`, s.trainer, { mark: 'before' })).statusCode).toBe(200);
    const pairs = (await call('GET', `/api/courses/${s.courseId}/before-after`, s.trainer)).json();
    expect(pairs.beforeAssignmentId).toBe(other);
  });

  it('changes the kind only while no work is attached (409 ASSIGNMENT_HAS_SUBMISSIONS), and refuses an empty or bad change (400)', async () => {
    const url = `/api/courses/${s.courseId}/assignments/${s.assignmentId}`;
    const kind = await call('PATCH', url, s.trainer, { kind: 'halfLife' });
    expect(kind.statusCode).toBe(409);
    expect(kind.json().error.code).toBe('ASSIGNMENT_HAS_SUBMISSIONS');
    expect((await call('PATCH', url, s.trainer, {})).statusCode).toBe(400);
    expect((await call('PATCH', url, s.trainer, { title: '  ' })).statusCode).toBe(400);
    expect((await call('PATCH', url, s.trainer, { dueOn: '2026-02-30' })).statusCode).toBe(400);
    const empty = (
      await call('POST', `/api/courses/${s.courseId}/assignments`, s.trainer, { kind: 'dejargonizer', title: 'Spare', readers: 'adults' })
    ).json().id as string;
    const changed = await call('PATCH', `/api/courses/${s.courseId}/assignments/${empty}`, s.trainer, { kind: 'halfLife' });
    expect(changed.json().kind).toBe('halfLife');
  });

  it("answers 404 for another course's assignment", async () => {
    const mine = (await call('POST', '/api/courses', s.stranger, COURSE)).json().id as string;
    const res = await call('PATCH', `/api/courses/${mine}/assignments/${s.assignmentId}`, s.stranger, { title: 'Mine now' });
    expect(res.statusCode).toBe(404);
    expect((await call('DELETE', `/api/courses/${mine}/assignments/${s.assignmentId}?submissions=1`, s.stranger)).statusCode).toBe(404);
  });
});

describe('deleting an assignment', () => {
  it('asks first when students attached work: 409 says how many, and the confirmed count deletes it; the students keep their own tasks', async () => {
    const url = `/api/courses/${s.courseId}/assignments/${s.assignmentId}`;
    const asked = await call('DELETE', url, s.trainer);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toMatchObject({ code: 'ASSIGNMENT_HAS_SUBMISSIONS', message: expect.stringContaining('1 students') });
    expect((await call('DELETE', `${url}?submissions=2`, s.trainer)).statusCode).toBe(409);
    expect((await call('DELETE', `${url}?submissions=1`, s.coTrainer)).statusCode).toBe(204);
    const seen = (await call('GET', `/api/courses/${s.courseId}`, s.student)).json();
    expect(seen.assignments).toEqual([]);
    expect((await call('GET', `/api/courses/${s.courseId}/submissions/${s.submissionId}`, s.student)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}?submissions=1`, s.trainer)).statusCode).toBe(404);
  });

  it('deletes an assignment without work at once, and refuses a student or a stranger (404)', async () => {
    const spare = (
      await call('POST', `/api/courses/${s.courseId}/assignments`, s.trainer, { kind: 'dejargonizer', title: 'Spare', readers: 'adults' })
    ).json().id as string;
    for (const outsider of [s.student, s.stranger]) {
      expect((await call('DELETE', `/api/courses/${s.courseId}/assignments/${spare}`, outsider)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `/api/courses/${s.courseId}/assignments/${spare}`, s.trainer)).statusCode).toBe(204);
  });
});

describe('editing the course and its join code', () => {
  it('lets a trainer or a co-trainer correct the name and days; the end never before the start; students and strangers 404', async () => {
    const url = `/api/courses/${s.courseId}`;
    for (const outsider of [s.student, s.stranger]) {
      expect((await call('PATCH', url, outsider, { name: 'Hijacked' })).statusCode).toBe(404);
    }
    const renamed = await call('PATCH', url, s.coTrainer, { name: 'Plain writing', endsOn: '2026-07-31' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Plain writing', startsOn: '2026-03-01', endsOn: '2026-07-31' });
    const backwards = await call('PATCH', url, s.trainer, { endsOn: '2026-02-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.field).toBe('endsOn');
    expect((await call('PATCH', url, s.trainer, { startsOn: '2026-09-01', endsOn: '2026-08-01' })).statusCode).toBe(400);
    expect((await call('GET', url, s.student)).json().course.name).toBe('Plain writing');
  });

  it('gives a new join code: the old one opens nothing at once, the new one joins; only trainers may', async () => {
    const url = `/api/courses/${s.courseId}/join-code`;
    expect((await call('POST', url, s.student)).statusCode).toBe(404);
    expect((await call('POST', url, s.stranger)).statusCode).toBe(404);
    const renewed = await call('POST', url, s.coTrainer);
    expect(renewed.statusCode).toBe(200);
    const { joinCode, joinUrl } = renewed.json() as { joinCode: string; joinUrl: string };
    expect(joinCode).not.toBe(s.joinCode);
    expect(joinUrl).toContain(joinCode);
    const old = await call('POST', '/api/courses/join', s.stranger, { code: s.joinCode, agree: true });
    expect(old.statusCode).toBe(404);
    expect(old.json().error.code).toBe('JOIN_CODE_NOT_FOUND');
    expect((await call('POST', '/api/courses/join', s.stranger, { code: joinCode, agree: true })).statusCode).toBe(200);
  });

  it('gives one new code to a burst of asks: twenty at once all answer the code that works; an ask after the burst draws another', async () => {
    const url = `/api/courses/${s.courseId}/join-code`;
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', url, i % 2 ? s.coTrainer : s.trainer)));
    expect(burst.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    const codes = new Set(burst.map((reply) => (reply.json() as { joinCode: string }).joinCode));
    expect(codes.size).toBe(1);
    const [joinCode] = [...codes];
    expect(joinCode).not.toBe(s.joinCode);
    expect((await call('POST', '/api/courses/join', s.stranger, { code: joinCode, agree: true })).statusCode).toBe(200);

    // The burst over (its start moved back past JOIN_CODE_BURST_SECONDS): the next ask draws a new code.
    await app.db
      .update(courses)
      .set({ joinCodeRenewedAt: sql`now() - make_interval(secs => ${JOIN_CODE_BURST_SECONDS})` })
      .where(eq(courses.id, s.courseId));
    const later = (await call('POST', url, s.trainer)).json() as { joinCode: string };
    expect(later.joinCode).not.toBe(joinCode);
    expect((await call('GET', `/api/course-invitations/${joinCode}`, s.classmate)).statusCode).toBe(404);
  });
});

describe('removing members', () => {
  it("removes a student: their work leaves the trainers' grid with its comments, they see nothing, and their course list says so", async () => {
    await comment(s, s.trainer);
    for (const outsider of [s.classmate, s.stranger]) {
      expect((await call('DELETE', `/api/courses/${s.courseId}/students/${s.student.id}`, outsider)).statusCode).toBe(404);
    }
    expect((await call('DELETE', `/api/courses/${s.courseId}/students/${s.student.id}`, s.coTrainer)).statusCode).toBe(204);
    const grid = (await call('GET', `/api/courses/${s.courseId}/dashboard`, s.trainer)).json();
    expect(grid.students.map((row: { id: string }) => row.id)).toEqual([s.classmate.id]);
    expect((await call('GET', `/api/courses/${s.courseId}/submissions/${s.submissionId}`, s.trainer)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${s.courseId}`, s.student)).statusCode).toBe(404);
    const list = (await call('GET', '/api/courses', s.student)).json();
    expect(list.courses).toEqual([expect.objectContaining({ id: s.courseId, removed: true, joinCode: null })]);
    expect((await call('DELETE', `/api/courses/${s.courseId}/students/${s.student.id}`, s.trainer)).statusCode).toBe(404);
    // Joining again with the code is a fresh start: no longer marked removed.
    expect((await call('POST', '/api/courses/join', s.student, { code: s.joinCode, agree: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/courses', s.student)).json().courses[0].removed).toBe(false);
  });

  it('answers 404 for a trainer or a stranger named as a student', async () => {
    expect((await call('DELETE', `/api/courses/${s.courseId}/students/${s.coTrainer.id}`, s.trainer)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/courses/${s.courseId}/students/${s.stranger.id}`, s.trainer)).statusCode).toBe(404);
  });

  it('removes a co-trainer, who then sees nothing; the creator cannot be removed (403); students and strangers 404', async () => {
    const url = (id: string) => `/api/courses/${s.courseId}/trainers/${id}`;
    expect((await call('DELETE', url(s.coTrainer.id), s.student)).statusCode).toBe(404);
    expect((await call('DELETE', url(s.coTrainer.id), s.stranger)).statusCode).toBe(404);
    const creator = await call('DELETE', url(s.trainer.id), s.coTrainer);
    expect(creator.statusCode).toBe(403);
    expect(creator.json().error.code).toBe('OWNER_CANNOT_BE_REMOVED');
    const removed = await call('DELETE', url(s.coTrainer.id), s.trainer);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().trainers).toEqual([expect.objectContaining({ id: s.trainer.id, owner: true })]);
    expect((await call('GET', `/api/courses/${s.courseId}`, s.coTrainer)).statusCode).toBe(404);
    expect((await call('DELETE', url(s.student.id), s.trainer)).statusCode).toBe(404);
  });

  it("names each trainer's id and the creator to trainers only", async () => {
    const trainers = (await call('GET', `/api/courses/${s.courseId}`, s.coTrainer)).json().trainers;
    expect(trainers).toEqual([
      expect.objectContaining({ id: s.trainer.id, owner: true }),
      expect.objectContaining({ id: s.coTrainer.id, owner: false }),
    ]);
    const seen = (await call('GET', `/api/courses/${s.courseId}`, s.student)).json().trainers;
    expect(seen.map((t: { id: string | null }) => t.id)).toEqual([null, null]);
  });
});

describe("a student's reply on the trainers' grid", () => {
  it("gives the cell the time of the student's newest reply, none before a reply or elsewhere", async () => {
    const cellOf = async (studentId: string) => {
      const grid = (await call('GET', `/api/courses/${s.courseId}/dashboard`, s.trainer)).json();
      return grid.students.find((row: { id: string }) => row.id === studentId).cells[0];
    };
    const id = await comment(s, s.trainer);
    expect((await cellOf(s.student.id)).lastReplyAt).toBeNull();
    expect((await call('PUT', `/api/courses/${s.courseId}/comments/${id}/reply`, s.student, { body: 'Done.' })).statusCode).toBe(200);
    const { repliedAt } = (await call('GET', `/api/courses/${s.courseId}/submissions/${s.submissionId}`, s.trainer)).json().comments[0];
    expect((await cellOf(s.student.id)).lastReplyAt).toBe(repliedAt);
    expect((await cellOf(s.classmate.id)).lastReplyAt).toBeNull();
  });
});

describe('editing and deleting a comment', () => {
  it('lets its author edit it (marked edited); another trainer, the student and a stranger get 404', async () => {
    const id = await comment(s, s.trainer);
    const url = `/api/courses/${s.courseId}/comments/${id}`;
    for (const other of [s.coTrainer, s.student, s.stranger]) {
      expect((await call('PATCH', url, other, { body: 'Not mine' })).statusCode).toBe(404);
      expect((await call('DELETE', url, other)).statusCode).toBe(404);
    }
    const edited = await call('PATCH', url, s.trainer, { body: 'Say what methylation does.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Say what methylation does.', mine: true, deleted: false, editedAt: expect.any(String) });
    expect((await call('PATCH', url, s.trainer, { body: '' })).statusCode).toBe(400);
    const mine = (await call('GET', `/api/courses/${s.courseId}/comments`, s.student)).json().comments;
    expect(mine).toEqual([expect.objectContaining({ id, body: 'Say what methylation does.', mine: false })]);
  });

  it('deletes an unanswered comment outright, and leaves an answered one as a "comment deleted" mark over the reply', async () => {
    const unanswered = await comment(s, s.coTrainer, 'First');
    const answered = await comment(s, s.coTrainer, 'Second');
    expect((await call('PUT', `/api/courses/${s.courseId}/comments/${answered}/reply`, s.student, { body: 'Done, thanks.' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/courses/${s.courseId}/comments/${unanswered}`, s.coTrainer)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/courses/${s.courseId}/comments/${answered}`, s.coTrainer)).statusCode).toBe(204);
    const thread = (await call('GET', `/api/courses/${s.courseId}/submissions/${s.submissionId}`, s.student)).json().comments;
    expect(thread).toEqual([expect.objectContaining({ id: answered, deleted: true, body: '', quote: null, reply: 'Done, thanks.' })]);
    expect((await call('PATCH', `/api/courses/${s.courseId}/comments/${answered}`, s.coTrainer, { body: 'Back' })).statusCode).toBe(404);
  });

  it('answers a reply racing the deletion of its comment as for a deleted one: 404, never 409', async () => {
    for (let round = 0; round < 10; round++) {
      const id = await comment(s, s.trainer, `Round ${round}`);
      const [replied, deleted] = await Promise.all([
        call('PUT', `/api/courses/${s.courseId}/comments/${id}/reply`, s.student, { body: 'On it.' }),
        call('DELETE', `/api/courses/${s.courseId}/comments/${id}`, s.trainer),
      ]);
      expect(deleted.statusCode).toBe(204);
      expect([200, 404], `round ${round}: ${replied.body}`).toContain(replied.statusCode);
    }
  });

  it("answers 404 for a comment of another course", async () => {
    const id = await comment(s, s.trainer);
    const mine = (await call('POST', '/api/courses', s.trainer, COURSE)).json().id as string;
    expect((await call('PATCH', `/api/courses/${mine}/comments/${id}`, s.trainer, { body: 'Moved' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/courses/${mine}/comments/${id}`, s.trainer)).statusCode).toBe(404);
  });
});
