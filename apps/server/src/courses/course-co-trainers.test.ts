// Co-trainers (docs/courses.md "Co-trainers") through the real app and database: a trainer
// invites an address, the person signed in with it accepts or declines from the mailed link and
// sees nothing of the course before; trainers see and withdraw what is pending; invitations
// expire and work once; a co-trainer can leave, the creator cannot; inviting answers the same
// whether or not the address has an account; invitations are counted per account.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { TRAINER_INVITATIONS_PER_HOUR } from '../limits/limit-rules.ts';
import { callAs, fromOurPage, registerTestUser, uniqueEmail, type TestUser } from '../auth/testing.ts';
import { courseTrainerInvitations } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';
import { addCoTrainer, answerInvitation, inviteCoTrainer } from '../test/co-trainers.ts';
import { until } from '../test/until.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});
const call = callAs(() => app);

const COURSE = { name: 'Plain words for plant biologists', language: 'he', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30' };

async function createCourse(trainer: TestUser): Promise<{ id: string; joinCode: string }> {
  const res = await call('POST', '/api/courses', trainer, COURSE);
  expect(res.statusCode).toBe(201);
  return res.json();
}

const invitationsOf = async (trainer: TestUser, courseId: string) =>
  (await call('GET', `/api/courses/${courseId}/trainer-invitations`, trainer)).json().invitations as Array<{ id: string; email: string; expired: boolean }>;

describe('inviting a co-trainer', () => {
  it('mails a link; the invitee sees nothing of the course until they accept, then trains it; the link works once', async () => {
    const trainer = await registerTestUser(app, { name: 'Tamar Trainer' });
    const invitee = await registerTestUser(app, { name: 'Omar Co' });
    const student = await registerTestUser(app);
    const course = await createCourse(trainer);
    expect((await call('POST', '/api/courses/join', student, { code: course.joinCode, agree: true })).statusCode).toBe(200);

    const { reply, mail, token } = await inviteCoTrainer(app, trainer, course.id, invitee.email.toUpperCase());
    expect(reply.json().invitation).toMatchObject({ email: invitee.email.toUpperCase(), expired: false });
    // In the course's language, with the link and nothing a trainer typed.
    expect(mail.subject).toMatch(/הזמנה/);
    expect(mail.text).toContain(`/courses/trainer-invitations/${token}`);
    expect(mail.text).not.toContain(COURSE.name);
    expect(mail.text).not.toContain('Tamar');

    // Pending: the trainers see it; the invitee sees nothing of the course.
    expect(await invitationsOf(trainer, course.id)).toEqual([expect.objectContaining({ email: invitee.email.toUpperCase(), expired: false })]);
    expect((await call('GET', `/api/courses/${course.id}`, invitee)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}/dashboard`, invitee)).statusCode).toBe(404);
    expect((await call('GET', '/api/courses', invitee)).json().courses).toEqual([]);

    const preview = await call('GET', `/api/trainer-invitations/${token}`, invitee);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ courseName: COURSE.name, language: 'he', invitedBy: 'Tamar Trainer' });

    const accepted = await answerInvitation(app, invitee, token, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ courseId: course.id });
    expect((await call('GET', `/api/courses/${course.id}/dashboard`, invitee)).json().students).toHaveLength(1);
    expect((await call('GET', '/api/courses', invitee)).json().courses[0]).toMatchObject({ id: course.id, role: 'trainer' });
    expect((await call('GET', `/api/courses/${course.id}`, trainer)).json().trainers.map((t: { name: string }) => t.name)).toEqual(['Tamar Trainer', 'Omar Co']);

    // Single use, and no longer pending.
    expect((await answerInvitation(app, invitee, token, 'accept')).json().error.code).toBe('INVITATION_NOT_FOUND');
    expect((await call('GET', `/api/trainer-invitations/${token}`, invitee)).statusCode).toBe(404);
    expect(await invitationsOf(trainer, course.id)).toEqual([]);
  });

  it('lets the invitee decline: nothing changes in the course and the link is spent', async () => {
    const trainer = await registerTestUser(app);
    const invitee = await registerTestUser(app);
    const course = await createCourse(trainer);
    const { token } = await inviteCoTrainer(app, trainer, course.id, invitee.email);
    expect((await answerInvitation(app, invitee, token, 'decline')).statusCode).toBe(204);
    expect((await call('GET', `/api/courses/${course.id}`, invitee)).statusCode).toBe(404);
    expect((await answerInvitation(app, invitee, token, 'accept')).statusCode).toBe(404);
    expect(await invitationsOf(trainer, course.id)).toEqual([]);
  });

  it('lets a trainer withdraw a pending invitation: its link opens nothing', async () => {
    const trainer = await registerTestUser(app);
    const coTrainer = await registerTestUser(app);
    const invitee = await registerTestUser(app);
    const course = await createCourse(trainer);
    await addCoTrainer(app, trainer, course.id, coTrainer);
    const { token } = await inviteCoTrainer(app, trainer, course.id, invitee.email);
    const [pending] = await invitationsOf(coTrainer, course.id);
    const url = `/api/courses/${course.id}/trainer-invitations/${pending!.id}`;
    // Only the course's trainers: the invitee and a stranger get 404.
    expect((await call('DELETE', url, invitee)).statusCode).toBe(404);
    expect((await call('DELETE', url, coTrainer)).statusCode).toBe(204);
    expect((await call('DELETE', url, trainer)).json().error.code).toBe('INVITATION_NOT_FOUND');
    expect((await answerInvitation(app, invitee, token, 'accept')).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}`, invitee)).statusCode).toBe(404);
  });

  it('refuses an expired invitation (410) and shows it as expired to the trainers', async () => {
    const trainer = await registerTestUser(app);
    const invitee = await registerTestUser(app);
    const course = await createCourse(trainer);
    const { token } = await inviteCoTrainer(app, trainer, course.id, invitee.email);
    await app.db
      .update(courseTrainerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(courseTrainerInvitations.courseId, course.id));
    expect((await call('GET', `/api/trainer-invitations/${token}`, invitee)).json().error.code).toBe('INVITATION_EXPIRED');
    const accept = await answerInvitation(app, invitee, token, 'accept');
    expect(accept.statusCode).toBe(410);
    expect((await call('GET', `/api/courses/${course.id}`, invitee)).statusCode).toBe(404);
    expect(await invitationsOf(trainer, course.id)).toEqual([expect.objectContaining({ expired: true })]);
    // Inviting again replaces it with a fresh one; the old link stays dead.
    const again = await inviteCoTrainer(app, trainer, course.id, invitee.email);
    expect(await invitationsOf(trainer, course.id)).toEqual([expect.objectContaining({ expired: false })]);
    expect((await answerInvitation(app, invitee, token, 'accept')).statusCode).toBe(404);
    expect((await answerInvitation(app, invitee, again.token, 'accept')).statusCode).toBe(200);
  });

  it('shows nothing of the course to another account holding the link (403), and asks a visitor to sign in', async () => {
    const trainer = await registerTestUser(app);
    const invitee = await registerTestUser(app);
    const other = await registerTestUser(app);
    const course = await createCourse(trainer);
    const { token } = await inviteCoTrainer(app, trainer, course.id, invitee.email);
    for (const reply of [
      await call('GET', `/api/trainer-invitations/${token}`, other),
      await answerInvitation(app, other, token, 'accept'),
      await answerInvitation(app, other, token, 'decline'),
    ]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error.code).toBe('INVITATION_FOR_ANOTHER_ADDRESS');
      expect(reply.body).not.toContain(COURSE.name);
    }
    expect((await call('GET', `/api/courses/${course.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/trainer-invitations/${token}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/trainer-invitations/not-a-token', invitee)).statusCode).toBe(400);
    // The invitation is untouched: its address can still accept.
    expect((await answerInvitation(app, invitee, token, 'accept')).statusCode).toBe(200);
  });

  it('keeps a student a student: accepting is 409 and the invitation stays', async () => {
    const trainer = await registerTestUser(app);
    const student = await registerTestUser(app);
    const course = await createCourse(trainer);
    await call('POST', '/api/courses/join', student, { code: course.joinCode, agree: true });
    const { token } = await inviteCoTrainer(app, trainer, course.id, student.email);
    const accept = await answerInvitation(app, student, token, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.code).toBe('ALREADY_MEMBER');
    expect((await call('GET', `/api/courses/${course.id}`, student)).json().course.role).toBe('student');
    expect(await invitationsOf(trainer, course.id)).toHaveLength(1);
  });

  it('lets only the course trainers invite and list (404 for a student and a stranger); a bad address is 400', async () => {
    const trainer = await registerTestUser(app);
    const student = await registerTestUser(app);
    const stranger = await registerTestUser(app);
    const course = await createCourse(trainer);
    await call('POST', '/api/courses/join', student, { code: course.joinCode, agree: true });
    for (const who of [student, stranger]) {
      expect((await call('POST', `/api/courses/${course.id}/trainer-invitations`, who, { email: who.email })).statusCode).toBe(404);
      expect((await call('GET', `/api/courses/${course.id}/trainer-invitations`, who)).statusCode).toBe(404);
    }
    const bad = await call('POST', `/api/courses/${course.id}/trainer-invitations`, trainer, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('email');
    expect(await invitationsOf(trainer, course.id)).toEqual([]);
    // The old direct add is gone.
    expect((await call('POST', `/api/courses/${course.id}/trainers`, trainer, { email: student.email })).statusCode).toBe(404);
  });
});

describe('no account-existence oracle', () => {
  it('answers the same status and body shape for an address with an account, without one, and of a member', async () => {
    const trainer = await registerTestUser(app);
    const withAccount = await registerTestUser(app);
    const student = await registerTestUser(app);
    const course = await createCourse(trainer);
    await call('POST', '/api/courses/join', student, { code: course.joinCode, agree: true });
    const shapeOf = (body: unknown): unknown =>
      body !== null && typeof body === 'object'
        ? Object.fromEntries(Object.entries(body).map(([key, value]) => [key, shapeOf(value)]))
        : typeof body;
    const replies = [];
    for (const email of [withAccount.email, uniqueEmail('nobody'), student.email]) {
      const { reply } = await inviteCoTrainer(app, trainer, course.id, email);
      replies.push(reply);
    }
    expect(new Set(replies.map((reply) => reply.statusCode))).toEqual(new Set([202]));
    const shapes = replies.map((reply) => shapeOf(reply.json()));
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    expect(replies.map((reply) => reply.json().invitation.expired)).toEqual([false, false, false]);
  });

  it('keeps one invitation per address when the same address is invited several times at once', async () => {
    const trainer = await registerTestUser(app);
    const course = await createCourse(trainer);
    const email = uniqueEmail('twice');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `/api/courses/${course.id}/trainer-invitations`, trainer, { email })),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([202, 202, 202, 202]);
    expect(await invitationsOf(trainer, course.id)).toHaveLength(1);
  });

  it('lets someone without an account register with the invited address and accept', async () => {
    const trainer = await registerTestUser(app);
    const course = await createCourse(trainer);
    const email = uniqueEmail('newcomer');
    const { token } = await inviteCoTrainer(app, trainer, course.id, email);
    const newcomer = await registerTestUser(app, { email });
    expect((await answerInvitation(app, newcomer, token, 'accept')).statusCode).toBe(200);
    expect((await call('GET', `/api/courses/${course.id}`, newcomer)).json().course.role).toBe('trainer');
  });

  it(`counts invitations sent at once before they are made: ${TRAINER_INVITATIONS_PER_HOUR} of ${TRAINER_INVITATIONS_PER_HOUR + 5}`, async () => {
    const trainer = await registerTestUser(app);
    const course = await createCourse(trainer);
    const replies = await Promise.all(
      Array.from({ length: TRAINER_INVITATIONS_PER_HOUR + 5 }, () =>
        call('POST', `/api/courses/${course.id}/trainer-invitations`, trainer, { email: uniqueEmail('at-once') }),
      ),
    );
    expect(replies.filter((res) => res.statusCode === 202)).toHaveLength(TRAINER_INVITATIONS_PER_HOUR);
    expect(replies.filter((res) => res.statusCode === 429)).toHaveLength(5);
  });

  it(`counts invitations per account: past ${TRAINER_INVITATIONS_PER_HOUR} an hour, 429`, async () => {
    const trainer = await registerTestUser(app);
    const course = await createCourse(trainer);
    const invite = () => call('POST', `/api/courses/${course.id}/trainer-invitations`, trainer, { email: uniqueEmail('flood') });
    for (let i = 0; i < TRAINER_INVITATIONS_PER_HOUR; i++) expect((await invite()).statusCode).toBe(202);
    const refused = await invite();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(await invitationsOf(trainer, course.id)).toHaveLength(TRAINER_INVITATIONS_PER_HOUR);
    // Another trainer's count is their own.
    const other = await registerTestUser(app);
    const otherCourse = await createCourse(other);
    expect((await call('POST', `/api/courses/${otherCourse.id}/trainer-invitations`, other, { email: uniqueEmail('fine') })).statusCode).toBe(202);
  });
});

describe('leaving as a co-trainer', () => {
  it('lets a co-trainer leave (their comment stays); the creator cannot (403)', async () => {
    const trainer = await registerTestUser(app);
    const coTrainer = await registerTestUser(app);
    const student = await registerTestUser(app);
    const course = await createCourse(trainer);
    await call('POST', '/api/courses/join', student, { code: course.joinCode, agree: true });
    const assignment = (await call('POST', `/api/courses/${course.id}/assignments`, trainer, { kind: 'dejargonizer', title: 'Abstract', readers: 'adults' })).json().id as string;
    const submitted = await app.inject({
      method: 'PUT',
      url: `/api/courses/${course.id}/assignments/${assignment}/submission`,
      headers: { cookie: student.cookie, ...fromOurPage },
      payload: { text: 'Small chemical tags on genes change which genes a plant uses.' },
    });
    const submission = submitted.json().id as string;
    await addCoTrainer(app, trainer, course.id, coTrainer);
    expect((await call('POST', `/api/courses/${course.id}/submissions/${submission}/comments`, coTrainer, { body: 'Clear.' })).statusCode).toBe(201);

    const owner = await call('POST', `/api/courses/${course.id}/leave`, trainer, { keepWork: true });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().error.code).toBe('OWNER_CANNOT_LEAVE');

    expect((await call('POST', `/api/courses/${course.id}/leave`, coTrainer, { keepWork: true })).statusCode).toBe(204);
    expect((await call('GET', `/api/courses/${course.id}`, coTrainer)).statusCode).toBe(404);
    expect((await call('GET', '/api/courses', coTrainer)).json().courses).toEqual([]);
    expect((await call('GET', `/api/courses/${course.id}`, trainer)).json().trainers).toHaveLength(1);
    const comments = (await call('GET', `/api/courses/${course.id}/submissions/${submission}`, trainer)).json().comments as Array<{ body: string }>;
    expect(comments.map((comment) => comment.body)).toEqual(['Clear.']);
    expect((await call('POST', `/api/courses/${course.id}/leave`, coTrainer, { keepWork: true })).statusCode).toBe(404);
  });
});

describe('a co-trainer who goes', () => {
  const mailsTo = (email: string) => app.auth.mailer.outbox.filter((mail) => mail.to === email);

  it('is told by mail, naming the course, when another trainer removes them; not when they leave', async () => {
    const trainer = await registerTestUser(app);
    const removed = await registerTestUser(app);
    const leaving = await registerTestUser(app);
    const course = await createCourse(trainer);
    await addCoTrainer(app, trainer, course.id, removed);
    await addCoTrainer(app, trainer, course.id, leaving);
    const before = mailsTo(removed.email).length;
    expect((await call('DELETE', `/api/courses/${course.id}/trainers/${removed.id}`, trainer)).statusCode).toBe(200);
    await until(() => mailsTo(removed.email).length > before);
    const mail = mailsTo(removed.email).at(-1)!;
    expect(mail.subject).toMatch(/אינכם מנחים עוד קורס/);
    expect(mail.text).toContain(`„\u2068${COURSE.name}\u2069”`);

    const leavingBefore = mailsTo(leaving.email).length;
    expect((await call('POST', `/api/courses/${course.id}/leave`, leaving, { keepWork: true })).statusCode).toBe(204);
    // A control mail to the removed one's address shows the outbox caught up with the leaving.
    await call('POST', `/api/courses/${course.id}/trainer-invitations`, trainer, { email: removed.email });
    await until(() => mailsTo(removed.email).length > before + 1);
    expect(mailsTo(leaving.email)).toHaveLength(leavingBefore);
  });

  it('takes the invitations they sent along: a link they sent then answers 404 INVITATION_NOT_FOUND', async () => {
    const trainer = await registerTestUser(app);
    const coTrainer = await registerTestUser(app);
    const [invitedBeforeLeaving, invitedBeforeRemoval] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
    const course = await createCourse(trainer);
    await addCoTrainer(app, trainer, course.id, coTrainer);
    const left = await inviteCoTrainer(app, coTrainer, course.id, invitedBeforeLeaving.email);
    const byOwner = await inviteCoTrainer(app, trainer, course.id, uniqueEmail('kept'));
    expect((await call('POST', `/api/courses/${course.id}/leave`, coTrainer, { keepWork: true })).statusCode).toBe(204);
    for (const answer of ['accept', 'decline'] as const) {
      const res = await answerInvitation(app, invitedBeforeLeaving, left.token, answer);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('INVITATION_NOT_FOUND');
    }
    expect((await call('GET', `/api/trainer-invitations/${left.token}`, invitedBeforeLeaving)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${course.id}`, invitedBeforeLeaving)).statusCode).toBe(404);
    // The creator's own invitation stays.
    expect((await invitationsOf(trainer, course.id)).map((invitation) => invitation.email)).toEqual([byOwner.reply.json().invitation.email]);

    // The same when another trainer removes them.
    await addCoTrainer(app, trainer, course.id, coTrainer);
    const removedOne = await inviteCoTrainer(app, coTrainer, course.id, invitedBeforeRemoval.email);
    expect((await call('DELETE', `/api/courses/${course.id}/trainers/${coTrainer.id}`, trainer)).statusCode).toBe(200);
    expect((await answerInvitation(app, invitedBeforeRemoval, removedOne.token, 'accept')).json().error.code).toBe('INVITATION_NOT_FOUND');
  });
});
