// Co-trainers (docs/courses.md "Co-trainers"): a trainer invites an address on the course page;
// the invitation travels by real SMTP (account-server.ts); the invitee, who has no account, opens
// the link signed out, creates an account from it, lands back on the invitation, accepts and
// trains the course; the trainer then sees them among the trainers and nothing pending.
import { expect, test } from './account-server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, newEmail, registerThroughApi, TEST_PASSWORD } from './support/accounts.ts';
import { freshVisitorPage } from './support/consent.ts';

/** A name or address as the pages isolate it inside a sentence (U+2068 … U+2069). */
const isolated = (text: string) => `\u2068${text}\u2069`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a trainer invites a co-trainer, who registers from the mailed link, accepts and sees the course', async ({ browser, request, server }) => {
  test.setTimeout(120_000);
  const baseURL = server.url;
  const trainer = await freshVisitorPage(browser, baseURL);
  const trainerEmail = newEmail('trainer');
  await registerThroughApi(request, trainerEmail, { baseURL, name: 'Tamar Trainer' });
  await logIn(trainer, trainerEmail);
  const created = await trainer.request.post(`${baseURL}/api/courses`, {
    headers: { origin: baseURL },
    data: { name: 'Writing about drought', language: 'en', readers: 'highSchool', startsOn: day(-30), endsOn: day(60) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const courseId = ((await created.json()) as { id: string }).id;

  // The trainer invites on the course page; the page says the same whatever the address.
  const inviteeEmail = newEmail('co-trainer');
  await trainer.goto(`/courses/${courseId}`);
  await trainer.getByLabel("Co-trainer's e-mail address").fill(inviteeEmail);
  await trainer.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(trainer.getByRole('status').filter({ hasText: `An invitation was sent to ${isolated(inviteeEmail)}.` })).toBeVisible();
  await expect(trainer.getByRole('button', { name: `Withdraw the invitation to ${isolated(inviteeEmail)}` })).toBeVisible();

  const mail = await server.waitForMail(inviteeEmail);
  expect(mail).toContain('Subject: An invitation to co-train a course in SciComm Studio');
  expect(mail).not.toContain('Writing about drought');
  const invitationPage = /\/courses\/trainer-invitations\/[\w-]{43}/.exec(mail)?.[0];
  expect(invitationPage).toBeDefined();

  // Signed out: the page asks for a sign-in or an account, and registration comes back here.
  const invitee = await freshVisitorPage(browser, baseURL);
  await invitee.goto(invitationPage!);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Invitation to co-train a course' })).toBeVisible();
  await expect(invitee.getByRole('heading', { level: 2 })).toHaveCount(0);
  await invitee.getByRole('link', { name: 'create an account' }).click();
  await expect(invitee.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await invitee.getByLabel('Your name').fill('Omar Co');
  await invitee.getByLabel('E-mail').fill(inviteeEmail);
  await invitee.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await invitee.getByRole('checkbox', { name: /Terms of Use/ }).check();
  await invitee.getByRole('radio', { name: 'Yes' }).check();
  await invitee.getByRole('button', { name: 'Register' }).click();
  await expect(invitee).toHaveURL(new RegExp(`${invitationPage!}$`));
  await expect(invitee.getByRole('heading', { level: 2, name: 'Writing about drought' })).toBeVisible();
  await expect(invitee.getByText(`Invited by ${isolated('Tamar Trainer')}.`)).toBeVisible();
  await expectNoAxeViolations(invitee);

  await invitee.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(invitee).toHaveURL(new RegExp(`/courses/${courseId}$`));
  await expect(invitee.getByRole('heading', { level: 1, name: 'Writing about drought' })).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Leave the course' })).toBeVisible();

  // The trainer sees the new co-trainer and nothing pending.
  await trainer.reload();
  await expect(trainer.getByRole('listitem').filter({ hasText: 'Omar Co' })).toBeVisible();
  await expect(trainer.getByRole('button', { name: `Withdraw the invitation to ${isolated(inviteeEmail)}` })).toHaveCount(0);
});
