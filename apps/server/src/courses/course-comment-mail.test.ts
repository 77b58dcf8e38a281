// A student's "E-mail me when a trainer comments on my work" (docs/courses.md "Comments"): off by
// default; when on, a trainer's comment on their submission sends a mail through the site's mailer
// (the memory outbox in tests) holding a link and nothing of the work; only the student sets it.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fromOurPage, registerTestUser, type TestUser } from '../auth/testing.ts';
import { getTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser | null, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(method === 'GET' ? {} : fromOurPage) },
    ...(payload ? { payload } : {}),
  });

const TEXT = 'The epigenetic methylation of chromatin modulates transcription in plants.';
const mailsTo = (email: string) => app.auth.mailer.outbox.filter((mail) => mail.to === email);

describe('e-mail about a trainer comment', () => {
  let trainer: TestUser;
  let asking: TestUser;
  let quiet: TestUser;
  let stranger: TestUser;
  let courseId: string;
  const submissionOf: Record<string, string> = {};

  beforeAll(async () => {
    [trainer, asking, quiet, stranger] = await Promise.all([
      registerTestUser(app),
      registerTestUser(app),
      registerTestUser(app),
      registerTestUser(app),
    ]);
    const course = (await call('POST', '/api/courses', trainer, { name: 'Plain words', language: 'he', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30' })).json();
    courseId = course.id;
    const assignment = (await call('POST', `/api/courses/${courseId}/assignments`, trainer, { kind: 'dejargonizer', title: 'Abstract', readers: 'adults' })).json().id;
    for (const student of [asking, quiet]) {
      await call('POST', '/api/courses/join', student, { code: course.joinCode, agree: true });
      const put = await call('PUT', `/api/courses/${courseId}/assignments/${assignment}/submission`, student, { text: TEXT });
      submissionOf[student.id] = put.json().id;
    }
  });

  it('is off by default, and only a student of the course can turn it on', async () => {
    expect((await call('GET', `/api/courses/${courseId}`, asking)).json().notifyComments).toBe(false);
    const on = await call('PUT', `/api/courses/${courseId}/notifications`, asking, { comments: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ comments: true });
    expect((await call('GET', `/api/courses/${courseId}`, asking)).json().notifyComments).toBe(true);
    for (const other of [trainer, stranger]) {
      expect((await call('PUT', `/api/courses/${courseId}/notifications`, other, { comments: true })).statusCode).toBe(404);
    }
    expect((await call('PUT', `/api/courses/${courseId}/notifications`, null, { comments: true })).statusCode).toBe(401);
    expect((await call('PUT', `/api/courses/${courseId}/notifications`, asking, { comments: 'yes' })).statusCode).toBe(400);
  });

  it('mails the student who asked, in the course language when they gave none, with a link and no text of the work', async () => {
    const body = 'Who reads "methylation"? Say it plainly.';
    const res = await call('POST', `/api/courses/${courseId}/submissions/${submissionOf[asking.id]}/comments`, trainer, { body, quote: 'epigenetic methylation' });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect(mailsTo(asking.email)).toHaveLength(1));
    const [mail] = mailsTo(asking.email);
    const link = `http://localhost:80/courses/${courseId}/submissions/${submissionOf[asking.id]}`;
    expect(mail!.text).toContain(link);
    expect(mail!.subject).toContain('תגובה חדשה');
    for (const secret of [body, 'methylation', 'Plain words', 'Abstract', trainer.email]) {
      expect(mail!.text).not.toContain(secret);
      expect(mail!.subject).not.toContain(secret);
    }
    // Nothing but the link: every other line is the fixed wording.
    const urls = mail!.text.match(/https?:\/\/\S+/g);
    expect(urls).toEqual([link]);
  });

  it('does not mail a student who did not ask, one who turned it off, or one who left', async () => {
    const comment = (student: TestUser) =>
      call('POST', `/api/courses/${courseId}/submissions/${submissionOf[student.id]}/comments`, trainer, { body: 'Shorter sentences.', quote: null });
    expect((await comment(quiet)).statusCode).toBe(201);
    await call('PUT', `/api/courses/${courseId}/notifications`, asking, { comments: false });
    expect((await comment(asking)).statusCode).toBe(201);
    await call('PUT', `/api/courses/${courseId}/notifications`, asking, { comments: true });
    await call('POST', `/api/courses/${courseId}/leave`, asking, { keepWork: true });
    expect((await comment(asking)).statusCode).toBe(201);
    // A mail sent to anyone after these comments would be in the outbox by the next one's turn:
    // a control comment to a student who asks shows the outbox has caught up.
    await call('PUT', `/api/courses/${courseId}/notifications`, quiet, { comments: true });
    expect((await comment(quiet)).statusCode).toBe(201);
    await vi.waitFor(() => expect(mailsTo(quiet.email)).toHaveLength(1));
    expect(mailsTo(asking.email)).toHaveLength(1);
  });

  it("follows the language the student reads the site in, given when they asked; else the course's", async () => {
    const reader = await registerTestUser(app);
    const course = (await call('POST', '/api/courses', trainer, { name: 'Plain words', language: 'he', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30' })).json();
    const assignment = (await call('POST', `/api/courses/${course.id}/assignments`, trainer, { kind: 'dejargonizer', title: 'Abstract', readers: 'adults' })).json().id;
    await call('POST', '/api/courses/join', reader, { code: course.joinCode, agree: true });
    const submission = (await call('PUT', `/api/courses/${course.id}/assignments/${assignment}/submission`, reader, { text: TEXT })).json().id;
    const asked = await call('PUT', `/api/courses/${course.id}/notifications`, reader, { comments: true, language: 'en' });
    expect(asked.statusCode).toBe(200);
    expect((await call('PUT', `/api/courses/${course.id}/notifications`, reader, { comments: true, language: 'fr' })).statusCode).toBe(400);
    expect((await call('POST', `/api/courses/${course.id}/submissions/${submission}/comments`, trainer, { body: 'Plainer.', quote: null })).statusCode).toBe(201);
    await vi.waitFor(() => expect(mailsTo(reader.email)).toHaveLength(1));
    expect(mailsTo(reader.email)[0]!.subject).toBe('A new comment on your work in SciComm Studio');
  });
});
