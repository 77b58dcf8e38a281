// What the course tests share: a co-trainer made the only way there is — invited by e-mail (the
// memory outbox in tests) and accepting from the mailed link.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fromOurPage, type TestUser } from '../auth/testing.ts';
import { until } from './until.ts';

const LINK = /\/courses\/trainer-invitations\/([A-Za-z0-9_-]{43})/;

const mailsTo = (app: FastifyInstance, email: string) =>
  app.auth.mailer.outbox.filter((mail) => mail.to.toLowerCase() === email.toLowerCase());

/** Invites the address and waits for the mail (sent after the answer): the reply and the link's token. */
export async function inviteCoTrainer(app: FastifyInstance, trainer: TestUser, courseId: string, email: string) {
  const before = mailsTo(app, email).length;
  const reply = await app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/trainer-invitations`,
    headers: { cookie: trainer.cookie, ...fromOurPage },
    payload: { email },
  });
  expect(reply.statusCode, reply.body).toBe(202);
  await until(() => mailsTo(app, email).length > before);
  const mail = mailsTo(app, email).at(-1)!;
  const token = LINK.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  return { reply, mail, token: token! };
}

/** Answers an invitation as the user: 'accept' or 'decline'. */
export const answerInvitation = (app: FastifyInstance, user: TestUser, token: string, answer: 'accept' | 'decline') =>
  app.inject({
    method: 'POST',
    url: `/api/trainer-invitations/${token}/${answer}`,
    headers: { cookie: user.cookie, ...fromOurPage },
  });

/** Makes the user a co-trainer of the course: invited by the trainer, accepted from the link. */
export async function addCoTrainer(app: FastifyInstance, trainer: TestUser, courseId: string, coTrainer: TestUser) {
  const { token } = await inviteCoTrainer(app, trainer, courseId, coTrainer.email);
  const accepted = await answerInvitation(app, coTrainer, token, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
}
