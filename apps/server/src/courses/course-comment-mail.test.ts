// A student's "E-mail me when a trainer comments on my work" (docs/courses.md "Comments"): off by
// default; when on, a trainer's comment on their submission sends a mail through the site's mailer
// (the memory outbox in tests) holding a link and nothing of the work; only the student sets it.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { callAs, registerTestUser, type TestUser } from '../auth/testing.ts';
import { eq } from 'drizzle-orm';
import { courseCommentMails } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';
import { siteOrigin } from '../security/site-origin.ts';
import { SENDING_STALE_MS, sendDueCommentMails, type CommentMailDeps } from './course-comment-mail-sender.ts';
import { takeDueCommentMail } from './course-comment-mail-repository.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const call = callAs(() => app);

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

  it('mails the student who asked, in the course language when they gave none, naming the course, with a link to the comment and no text of the work', async () => {
    const body = 'Who reads "methylation"? Say it plainly.';
    const res = await call('POST', `/api/courses/${courseId}/submissions/${submissionOf[asking.id]}/comments`, trainer, { body, quote: 'epigenetic methylation' });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect(mailsTo(asking.email)).toHaveLength(1));
    const [mail] = mailsTo(asking.email);
    const link = `http://localhost:80/courses/${courseId}/submissions/${submissionOf[asking.id]}#comment-${res.json().id}`;
    expect(mail!.text).toContain(link);
    expect(mail!.subject).toContain('תגובה חדשה');
    expect(mail!.text).toContain('בקורס שלכם „\u2068Plain words\u2069”');
    for (const secret of [body, 'methylation', 'Abstract', trainer.email]) {
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
    expect(mailsTo(reader.email)[0]!.text).toContain('A trainer of your course “\u2068Plain words\u2069” commented on your work.');
  });
});

describe('comment mail gathered: one an hour per student and course', () => {
  const HOUR = 60 * 60_000;
  let trainer: TestUser;
  let student: TestUser;
  let courseId: string;
  const submissions: string[] = [];
  const deps = (mailer: CommentMailDeps['mailer'] = app.auth.mailer) => ({ db: app.db, mailer, origin: siteOrigin(app), log: app.log });
  const linkTo = (submission: string) => `http://localhost:80/courses/${courseId}/submissions/${submission}`;
  /** Each submission's newest comment, where its link opens. */
  const newest: Record<string, string> = {};
  const comment = async (submission: string) => {
    const res = await call('POST', `/api/courses/${courseId}/submissions/${submission}/comments`, trainer, { body: 'Plainer.', quote: null });
    expect(res.statusCode).toBe(201);
    newest[submission] = res.json().id;
  };
  /** The mail's links without the comment they open at. */
  const pagesLinked = (text: string) => text.match(/https?:\/\/[^\s#]+/g);

  beforeAll(async () => {
    [trainer, student] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
    const course = (await call('POST', '/api/courses', trainer, { name: 'Batches', language: 'en', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30' })).json();
    courseId = course.id;
    await call('POST', '/api/courses/join', student, { code: course.joinCode, agree: true });
    await call('PUT', `/api/courses/${courseId}/notifications`, student, { comments: true });
    for (const title of ['First', 'Second']) {
      const assignment = (await call('POST', `/api/courses/${courseId}/assignments`, trainer, { kind: 'dejargonizer', title, readers: 'adults' })).json().id;
      submissions.push((await call('PUT', `/api/courses/${courseId}/assignments/${assignment}/submission`, student, { text: TEXT })).json().id);
    }
  });

  it('mails the first comment at once and gathers the next ones into one mail an hour later', async () => {
    await comment(submissions[0]!);
    await vi.waitFor(() => expect(mailsTo(student.email)).toHaveLength(1));
    for (let i = 0; i < 10; i++) await comment(submissions[i % 2]!);
    // Within the hour nothing more goes out, however often the sender runs.
    expect(await sendDueCommentMails(deps())).toBe(0);
    expect(mailsTo(student.email)).toHaveLength(1);

    const later = new Date(Date.now() + HOUR + 60_000);
    expect(await sendDueCommentMails(deps(), later)).toBe(1);
    const urls = mailsTo(student.email)[1]!.text.match(/https?:\/\/\S+/g);
    expect(urls).toEqual(submissions.map((submission) => `${linkTo(submission)}#comment-${newest[submission]}`));
    // Sent once: another step, another process at the same time, finds nothing waiting.
    expect(await Promise.all([sendDueCommentMails(deps(), later), sendDueCommentMails(deps(), later)])).toEqual([0, 0]);
    expect(mailsTo(student.email)).toHaveLength(2);
  });

  it('keeps a mail the mailer could not send for the next try, and two processes send it once', async () => {
    await comment(submissions[1]!);
    const failing = { send: async () => Promise.reject(new Error('SMTP is down')) };
    const twoHoursOn = new Date(Date.now() + 2 * HOUR + 120_000);
    expect(await sendDueCommentMails(deps(failing), twoHoursOn)).toBe(0);
    // A restarted process (a sender of its own on the same rows) sends what waits.
    const sent = await Promise.all([sendDueCommentMails(deps(), twoHoursOn), sendDueCommentMails(deps(), twoHoursOn)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const last = mailsTo(student.email).at(-1)!;
    expect(pagesLinked(last.text)).toEqual([linkTo(submissions[1]!)]);
  });

  it('gives a mail taken by a process that stopped mid-send to the next sender after ten minutes, with what came since', async () => {
    await comment(submissions[0]!);
    const due = new Date(Date.now() + 4 * HOUR);
    // A process takes the mail and dies before sending it.
    expect(await takeDueCommentMail(app.db, { courseId, studentId: student.id }, due, HOUR)).toEqual([submissions[0]]);
    await comment(submissions[1]!);
    const before = mailsTo(student.email).length;
    expect(await sendDueCommentMails(deps(), new Date(due.getTime() + 60_000))).toBe(0);
    expect(await sendDueCommentMails(deps(), new Date(due.getTime() + SENDING_STALE_MS + 60_000))).toBe(1);
    expect(mailsTo(student.email)).toHaveLength(before + 1);
    expect(pagesLinked(mailsTo(student.email).at(-1)!.text)).toEqual([linkTo(submissions[0]!), linkTo(submissions[1]!)]);
  });

  it('sends nothing waiting for a student who turned the mail off or left', async () => {
    await comment(submissions[0]!);
    await call('PUT', `/api/courses/${courseId}/notifications`, student, { comments: false });
    const before = mailsTo(student.email).length;
    expect(await sendDueCommentMails(deps(), new Date(Date.now() + 6 * HOUR))).toBe(0);
    expect(mailsTo(student.email)).toHaveLength(before);
    // Dropped, not left waiting: turning it on again does not send the old comments.
    const [row] = await app.db.select().from(courseCommentMails).where(eq(courseCommentMails.studentId, student.id));
    expect(row).toMatchObject({ waitingSince: null, submissionIds: [], sendingIds: [] });
  });
});
