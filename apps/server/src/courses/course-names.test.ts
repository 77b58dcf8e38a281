// How a course names its people (docs/courses.md "Names"): trainers see their students' names and
// addresses (the grid, the CSV); a student sees the trainers' names and never an address of a
// trainer or a classmate, not even of an account that gave no name.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { callAs, registerTestUser, type TestUser } from '../auth/testing.ts';
import { courseMembers, user } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const call = callAs(() => app);

const TEXT = 'The epigenetic methylation of chromatin modulates transcriptional heterogeneity in plants.';

describe('names in a course', () => {
  let trainer: TestUser;
  let namelessTrainer: TestUser;
  let student: TestUser;
  let classmate: TestUser;
  let namelessStudent: TestUser;
  let courseId: string;
  let joinCode: string;
  let submissionId: string;

  beforeAll(async () => {
    [trainer, namelessTrainer, student, classmate, namelessStudent] = await Promise.all([
      registerTestUser(app, { name: 'Tamar Trainer' }),
      registerTestUser(app),
      registerTestUser(app, { name: 'נועה כהן' }),
      registerTestUser(app, { name: 'Yusuf Haddad' }),
      registerTestUser(app),
    ]);
    // Accounts made before registration asked for a name.
    for (const who of [namelessTrainer, namelessStudent])
      await app.db.update(user).set({ name: '' }).where(eq(user.id, who.id));
    const created = await call('POST', '/api/courses', trainer, {
      name: 'Writing for everyone',
      language: 'en',
      readers: 'highSchool',
      startsOn: '2026-03-01',
      endsOn: '2026-06-30',
    });
    ({ id: courseId, joinCode } = created.json() as { id: string; joinCode: string });
    await app.db.insert(courseMembers).values({ courseId, userId: namelessTrainer.id, role: 'trainer' });
    for (const who of [student, classmate, namelessStudent])
      expect((await call('POST', '/api/courses/join', who, { code: joinCode, agree: true })).statusCode).toBe(200);
    const assignment = (
      await call('POST', `/api/courses/${courseId}/assignments`, trainer, {
        kind: 'dejargonizer',
        title: 'Abstract',
        readers: 'highSchool',
        mark: 'before',
      })
    ).json().id as string;
    for (const who of [student, classmate]) {
      const res = await call('PUT', `/api/courses/${courseId}/assignments/${assignment}/submission`, who, { text: TEXT });
      if (who === student) submissionId = res.json().id as string;
    }
    for (const who of [trainer, namelessTrainer]) {
      const res = await call('POST', `/api/courses/${courseId}/submissions/${submissionId}/comments`, who, { body: 'Clear.', quote: null });
      expect(res.statusCode).toBe(201);
    }
  });

  it("shows a student no trainer's or classmate's address anywhere: join page, course, comments, submission", async () => {
    const replies = await Promise.all([
      call('GET', `/api/course-invitations/${joinCode}`, student),
      call('GET', `/api/courses/${courseId}`, student),
      call('GET', `/api/courses/${courseId}/comments`, student),
      call('GET', `/api/courses/${courseId}/submissions/${submissionId}`, student),
    ]);
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      for (const other of [trainer, namelessTrainer, classmate, namelessStudent]) {
        expect(reply.body.toLowerCase()).not.toContain(other.email.toLowerCase());
        expect(reply.body).not.toContain(other.email.slice(0, other.email.indexOf('@')));
      }
    }
    const [preview, detail, comments] = replies.map((reply) => reply.json());
    expect(preview.trainers).toEqual([{ name: 'Tamar Trainer' }, { name: null }]);
    // The course page adds which trainer created it; a trainer's id only for the course's trainers.
    expect(detail.trainers).toEqual([{ name: 'Tamar Trainer', id: null, owner: true }, { name: null, id: null, owner: false }]);
    expect(detail.students).toEqual([]);
    expect(comments.comments.map((comment: { authorName: string | null }) => comment.authorName).sort()).toEqual([
      'Tamar Trainer',
      null,
    ]);
  });

  it("shows the trainers their students by name, the address only for one who gave no name; the CSV has both", async () => {
    const grid = (await call('GET', `/api/courses/${courseId}/dashboard`, namelessTrainer)).json();
    const byId = new Map(grid.students.map((row: { id: string; name: string }) => [row.id, row.name]));
    expect(byId.get(student.id)).toBe('נועה כהן');
    expect(byId.get(classmate.id)).toBe('Yusuf Haddad');
    expect(byId.get(namelessStudent.id)).toBe(namelessStudent.email);

    const detail = (await call('GET', `/api/courses/${courseId}`, trainer)).json();
    expect(detail.students.find((row: { id: string }) => row.id === student.id)).toEqual({
      id: student.id,
      name: 'נועה כהן',
      email: student.email,
    });

    const csv = (await call('GET', `/api/courses/${courseId}/dashboard.csv`, trainer)).body;
    expect(csv).toContain(`נועה כהן,${student.email},`);
    expect(csv).toContain(`Yusuf Haddad,${classmate.email},`);
    const beforeAfter = (await call('GET', `/api/courses/${courseId}/before-after`, trainer)).json();
    expect(beforeAfter.students.map((row: { name: string }) => row.name)).toContain('נועה כהן');
  });
});
