// Nobody can lock an owner out (docs/accounts.md "Locked out by someone else"): failures from
// many addresses, or from the owner's own network, throttle sign-in and reset for every
// browser without the account's trusted-device cookie; a sign-in link mailed to the account
// gives the owner's new browser that cookie, while the guessing limits stay for everyone else.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { like } from 'drizzle-orm';
import { verification } from '../db/schema.ts';
import { getTestApp } from '../test/test-app.ts';
import { until } from '../test/until.ts';
import { ACCOUNT_SIGN_IN_LIMIT, PAIR_SIGN_IN_LIMIT, RESET_MAIL_LIMIT } from './auth-limits.ts';
import { consumeSignInLinkToken, createSignInLinkToken, SIGN_IN_LINK_TTL_MS } from './sign-in-link.ts';
import { fromOurPage, registerTestUser, uniqueEmail } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const signInFrom = (remoteAddress: string, email: string, password: string, cookie = '') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: cookie ? { cookie, ...fromOurPage } : {},
    payload: { email, password },
  });

const askForLink = (remoteAddress: string, email: string, next?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in-link', remoteAddress, payload: { email, ...(next === undefined ? {} : { next }) } });

const useLink = (remoteAddress: string, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link/verify',
    remoteAddress,
    headers: fromOurPage,
    payload: { token },
  });

const mailsTo = (email: string) => app.auth.mailer.outbox.filter((mail) => mail.to === email);

const SIGN_IN_LINK_SUBJECT = 'Your SciComm Studio sign-in link';
const linkMailsTo = (email: string) => mailsTo(email).filter((mail) => mail.subject === SIGN_IN_LINK_SUBJECT);

async function linkTokenMailedTo(email: string): Promise<string> {
  await until(() => linkMailsTo(email).length > 0);
  const mail = linkMailsTo(email).at(-1);
  const token = /http:\/\/localhost:80\/sign-in-link\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token ?? '';
}

/**
 * Waits until every link asked for so far has been made and mailed, without a fixed pause: a
 * link asked for now, for a fresh account, is mailed after them (its reads and writes queue
 * behind theirs on the database, and the mail follows), so once it has arrived they are done.
 */
let markers = 0;
async function afterEarlierLinks(): Promise<void> {
  const marker = await registerTestUser(app);
  markers += 1;
  await askForLink(`198.51.100.${markers}`, marker.email);
  await linkTokenMailedTo(marker.email);
}

const deviceCookie = (res: { headers: Record<string, unknown> }) =>
  /scicomm\.device=[^;]+/.exec(String(res.headers['set-cookie']))?.[0] ?? '';

describe('an owner locked out by someone else', () => {
  it('guesses from many addresses: a mailed sign-in link lets a new browser in; the guessing limit stays', async () => {
    const alice = await registerTestUser(app);
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT; i++) {
      expect((await signInFrom(`10.31.${Math.floor(i / 200)}.${i % 200}`, alice.email, `wrong ${i}`)).statusCode).toBe(401);
    }
    const throttled = await signInFrom('203.0.113.60', alice.email, alice.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.code).toBe('RATE_LIMITED');

    expect((await askForLink('203.0.113.60', alice.email)).json()).toEqual({ status: true });
    const token = await linkTokenMailedTo(alice.email);
    const used = await useLink('203.0.113.60', token);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ email: alice.email });
    const cookie = deviceCookie(used);
    expect(cookie).not.toBe('');

    expect((await signInFrom('203.0.113.60', alice.email, alice.password, cookie)).statusCode).toBe(200);
    // Everyone else is still held at the account's limit, even with the right password.
    expect((await signInFrom('10.31.250.1', alice.email, alice.password)).statusCode).toBe(429);
    // The link worked once.
    const again = await useLink('203.0.113.61', token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('guesses from the owner\'s own network (a shared NAT): the link gets the owner in from there too', async () => {
    const alice = await registerTestUser(app);
    const nat = '198.51.100.90';
    for (let i = 0; i < PAIR_SIGN_IN_LIMIT; i++) await signInFrom(nat, alice.email, `wrong ${i}`);
    expect((await signInFrom(nat, alice.email, alice.password)).statusCode).toBe(429);
    await askForLink(nat, alice.email);
    const cookie = deviceCookie(await useLink(nat, await linkTokenMailedTo(alice.email)));
    expect((await signInFrom(nat, alice.email, alice.password, cookie)).statusCode).toBe(200);
    // The owner's browser has a guessing limit of its own.
    for (let i = 0; i < PAIR_SIGN_IN_LIMIT; i++) await signInFrom(nat, alice.email, `mine ${i}`, cookie);
    expect((await signInFrom(nat, alice.email, alice.password, cookie)).statusCode).toBe(429);
  });

  it('reset mails used up by someone else: the owner\'s browser with the link\'s cookie still gets one', async () => {
    const alice = await registerTestUser(app);
    const ask = (remoteAddress: string, cookie = '') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress,
        headers: cookie ? { cookie, ...fromOurPage } : {},
        payload: { email: alice.email },
      });
    for (let i = 0; i < RESET_MAIL_LIMIT; i++) expect((await ask(`10.32.0.${i}`)).statusCode).toBe(200);
    expect((await ask('203.0.113.70')).statusCode).toBe(429);
    await askForLink('203.0.113.70', alice.email);
    const cookie = deviceCookie(await useLink('203.0.113.70', await linkTokenMailedTo(alice.email)));
    const before = mailsTo(alice.email).length;
    expect((await ask('203.0.113.70', cookie)).statusCode).toBe(200);
    await until(() => mailsTo(alice.email).length > before);
    expect(mailsTo(alice.email).at(-1)?.subject).toBe('Reset your SciComm Studio password');
  });
});

describe('the sign-in link', () => {
  it('answers the same for an unknown address and mails nobody', async () => {
    const nobody = uniqueEmail('nobody');
    const res = await askForLink('203.0.113.80', nobody);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    await afterEarlierLinks();
    expect(mailsTo(nobody)).toEqual([]);
  });

  it('returns to the page sign-in was asked on (a path of this site only; anything else is 400)', async () => {
    const alice = await registerTestUser(app);
    const page = '/courses/8b0e4c9a-1111-4a2b-9c3d-222233334444/submissions/9c1f5d0b-2222-4b3c-8d4e-333344445555';
    expect((await askForLink('203.0.113.70', alice.email, page)).statusCode).toBe(200);
    await linkTokenMailedTo(alice.email);
    expect(linkMailsTo(alice.email).at(-1)?.text).toMatch(
      new RegExp(`/sign-in-link\\?token=[\\w-]+&next=${encodeURIComponent(page)}(\\s|$)`),
    );
    for (const next of ['//evil.example', 'https://evil.example/x', '/\\evil.example', '/login']) {
      const refused = await askForLink('203.0.113.71', alice.email, next);
      expect(refused.statusCode, next).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'next' });
    }
  });

  it('is mailed at most once per address every two minutes, however often it is asked for', async () => {
    const alice = await registerTestUser(app);
    for (let i = 0; i < 5; i++) expect((await askForLink(`10.33.0.${i}`, alice.email)).statusCode).toBe(200);
    await linkTokenMailedTo(alice.email);
    await afterEarlierLinks();
    expect(linkMailsTo(alice.email)).toHaveLength(1);
  });

  it('is stored only as a hash, works for its own account only, and expires after 15 minutes', async () => {
    const alice = await registerTestUser(app);
    const bob = await registerTestUser(app);
    const token = await createSignInLinkToken(app.db, alice.id);
    const stored = await app.db
      .select({ identifier: verification.identifier, value: verification.value })
      .from(verification)
      .where(like(verification.identifier, 'sign-in-link:%'));
    expect(stored.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);

    const cookie = deviceCookie(await useLink('203.0.113.90', token));
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT; i++)
      await signInFrom(`10.34.${Math.floor(i / 200)}.${i % 200}`, bob.email, `wrong ${i}`);
    // Alice's link is no exemption for Bob's account.
    expect((await signInFrom('203.0.113.90', bob.email, bob.password, cookie)).statusCode).toBe(429);

    const late = await createSignInLinkToken(app.db, alice.id);
    expect(await consumeSignInLinkToken(app.db, late, new Date(Date.now() + SIGN_IN_LINK_TTL_MS + 1000))).toBeNull();
    expect(await consumeSignInLinkToken(app.db, late)).toBeNull();
  });

  it('is refused from another site', async () => {
    const alice = await registerTestUser(app);
    const token = await createSignInLinkToken(app.db, alice.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link/verify',
      headers: { origin: 'https://evil.example' },
      payload: { token },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
