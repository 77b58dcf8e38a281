// Helpers for tests of accounts: register a user through the real API and keep their session.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegisterBody } from '@scicomm/shared/account-api';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** The Cookie header of the session made by the registration. */
  cookie: string;
}

/** What a browser adds to a request from our own pages (inject's default Host is localhost:80). */
export const fromOurPage = { origin: 'http://localhost:80' } as const;

/**
 * A request as this user (or as nobody), from our own page for a change: what the site's pages
 * send. `app` first, so a test file binds it once: `const call = callAs(() => app)`.
 */
export function callAs(appOf: () => FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: unknown) =>
    appOf().inject({
      method,
      url,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...(method === 'GET' ? {} : fromOurPage) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.org`;

export function registrationBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    name: 'Test Writer',
    email: uniqueEmail(),
    password: 'a long enough password',
    gender: 'Female',
    age: '25-34',
    academicBackground: 'Doctorate',
    fieldOfStudy: ['STEM research', 'Education'],
    country: ['Israel'],
    firstLanguage: ['Hebrew', 'English'],
    goals: 'Explain my research to my family.',
    acceptTermsPrivacyPolicy: true,
    rejectSaveData: false,
    ...overrides,
  };
}

/** The Cookie header that sends back every cookie a response set (and drops cleared ones). */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(
        (part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const,
      ),
  );
  for (const cookie of response.cookies as Array<{
    name: string;
    value: string;
    maxAge?: number;
  }>) {
    if (cookie.maxAge === 0 || cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export async function registerTestUser(
  app: FastifyInstance,
  overrides: Partial<RegisterBody> = {},
): Promise<TestUser> {
  const body = registrationBody(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return {
    id: res.json<{ user: { id: string } }>().user.id,
    email: body.email,
    password: body.password,
    cookie: cookieHeader(res),
  };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
}

export async function accessTokenFor(app: FastifyInstance, user: TestUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/token',
    headers: { cookie: user.cookie, ...fromOurPage },
  });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/(?<!=)=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The current TOTP code (RFC 6238: SHA-1, 30 s, 6 digits) for an otpauth:// URI, as an authenticator app computes it. */
export async function totpCode(uri: string, now = Date.now()): Promise<string> {
  const { createHmac } = await import('node:crypto');
  const secret = base32Decode(new URL(uri).searchParams.get('secret') ?? '');
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const digest = createHmac('sha1', secret).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** The last time step this process took a code of, per otpauth:// URI (freshTotpCode). */
const stepsTaken = new Map<string, number>();

/**
 * A code the server has not accepted yet for this secret, as long as this process took every
 * earlier one: this step's, or the next step's when this step's is taken. The server accepts a
 * code once, and no code of a step before the last one accepted, but one step either side of its
 * clock (docs/accounts.md "Abuse"), so two codes per 30-second step are there to take.
 */
export async function freshTotpCode(uri: string, now = Date.now()): Promise<string> {
  const current = Math.floor(now / 30_000);
  const step = Math.max(current, (stepsTaken.get(uri) ?? current - 1) + 1);
  if (step > current + 1) throw new Error('Two two-factor codes of this account were taken in this 30-second step: the server would take no third.');
  stepsTaken.set(uri, step);
  return totpCode(uri, step * 30_000);
}

/**
 * Turns on two-factor sign-in for the user as the security settings do (password, then a first
 * code) and returns them with the session that came out of it, which has passed the second
 * factor: what research data needs (docs/research.md "Two-factor sign-in").
 */
export async function withTwoFactor(app: FastifyInstance, user: TestUser): Promise<TestUser & { totpURI: string }> {
  const enable = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { cookie: user.cookie, ...fromOurPage },
    payload: { password: user.password },
  });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.statusCode} ${enable.body}`);
  const { totpURI } = enable.json<{ totpURI: string }>();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: { cookie: user.cookie, ...fromOurPage },
    payload: { code: await freshTotpCode(totpURI) },
  });
  if (confirm.statusCode !== 200) throw new Error(`two-factor confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { ...user, cookie: cookieHeader(confirm, user.cookie), totpURI };
}

/** Signs in with the password and then a code not used yet; the Cookie header of the new session. */
export async function signInWithCode(app: FastifyInstance, user: TestUser & { totpURI: string }): Promise<string> {
  const first = await signIn(app, user.email, user.password);
  const pending = cookieHeader(first);
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: { cookie: pending, ...fromOurPage },
    payload: { code: await freshTotpCode(user.totpURI) },
  });
  if (second.statusCode !== 200) throw new Error(`two-factor sign-in failed: ${second.statusCode} ${second.body}`);
  return cookieHeader(second, pending);
}
