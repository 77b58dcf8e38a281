// The courses' limits (docs/courses.md "Limits"): join codes counted before the look-up, so codes
// sent at once get no more look-ups than the limits allow; a right code let through a school
// address that classmates used up; and what one account may create, counted the same way.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fromOurPage, registerTestUser, type TestUser } from '../auth/testing.ts';
import { ASSIGNMENTS_PER_HOUR, COMMENTS_PER_HOUR, COURSES_PER_DAY } from '../limits/limit-rules.ts';
import { getTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const COURSE = { name: 'Limits', language: 'en', readers: 'adults', startsOn: '2026-03-01', endsOn: '2026-06-30' };
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A well-formed code no course has (every course code is drawn at random; these end in ZZZZ-ZZZZ). */
const wrongCode = (i: number) =>
  `${[3, 2, 1, 0].map((power) => ALPHABET[Math.floor(i / ALPHABET.length ** power) % ALPHABET.length]).join('')}-ZZZZ-ZZZZ`;

/** Each test sends from its own address, so the address limit starts afresh. */
let lastAddress = 10;
const newAddress = () => `10.66.0.${lastAddress++}`;

const send = (user: TestUser, address: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: address,
    headers: { cookie: user.cookie, ...(method === 'GET' ? {} : fromOurPage) },
    ...(payload ? { payload } : {}),
  });
const join = (user: TestUser, address: string, code: string) => send(user, address, 'POST', '/api/courses/join', { code, agree: true });
const preview = (user: TestUser, address: string, code: string) => send(user, address, 'GET', `/api/course-invitations/${code}`);

function expectRateLimited(res: Awaited<ReturnType<typeof join>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe('RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const statusCounts = (replies: ReadonlyArray<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of replies) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe('join codes sent at once', () => {
  it('looks up no more than the account may try: 100 wrong codes at once, 20 looked up', async () => {
    const guesser = await registerTestUser(app);
    const address = newAddress();
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => join(guesser, address, wrongCode(i))));
    expect(statusCounts(replies)).toEqual({ 404: 20, 429: 80 });
    expectRateLimited(replies.find((res) => res.statusCode === 429)!);
  });

  it('looks up no more than the address allows, with a few tries per account once it is used up', async () => {
    const guessers = await Promise.all([registerTestUser(app), registerTestUser(app), registerTestUser(app)]);
    const address = newAddress();
    let next = 0;
    const replies = await Promise.all(
      guessers.flatMap((guesser) => Array.from({ length: 20 }, () => preview(guesser, address, wrongCode(next++)))),
    );
    // 30 for the address, then at most 3 per account on the used-up address.
    expect(statusCounts(replies)[404]).toBeLessThanOrEqual(30 + 3 * guessers.length);
    expect((statusCounts(replies)[404] ?? 0) + (statusCounts(replies)[429] ?? 0)).toBe(60);
  });
});

describe('a school address that classmates used up', () => {
  let trainer: TestUser;
  let code: string;
  beforeAll(async () => {
    trainer = await registerTestUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/courses', headers: { cookie: trainer.cookie, ...fromOurPage }, payload: COURSE });
    code = res.json().joinCode;
  });

  it('lets a student with the right code in after 30 wrong ones by classmates', async () => {
    const [first, second, student] = await Promise.all([registerTestUser(app), registerTestUser(app), registerTestUser(app)]);
    const school = newAddress();
    for (let i = 0; i < 15; i++) {
      expect((await join(first!, school, wrongCode(i))).statusCode).toBe(404);
      expect((await join(second!, school, wrongCode(100 + i))).statusCode).toBe(404);
    }
    // The address is used up: a classmate's next wrong code is refused after a few of their own.
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push((await join(second!, school, wrongCode(200 + i))).statusCode);
    expect(tries).toEqual([404, 404, 404, 429]);

    expect((await preview(student!, school, code)).statusCode).toBe(200);
    expect((await join(student!, school, code)).statusCode).toBe(200);
  });

  it('still refuses an account that used up its own tries, the right code included', async () => {
    const guesser = await registerTestUser(app);
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await join(guesser, address, wrongCode(300 + i))).statusCode).toBe(404);
    expectRateLimited(await join(guesser, address, code));
  });
});

describe('what one account may create', () => {
  const post = (user: TestUser, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie: user.cookie, ...fromOurPage }, payload });

  it(`creates ${COURSES_PER_DAY} courses a day, sent at once, then 429 with Retry-After`, async () => {
    const trainer = await registerTestUser(app);
    // A refused body is not counted.
    expect((await post(trainer, '/api/courses', { ...COURSE, name: '' })).statusCode).toBe(400);
    const replies = await Promise.all(Array.from({ length: COURSES_PER_DAY + 5 }, () => post(trainer, '/api/courses', COURSE)));
    expect(statusCounts(replies)).toEqual({ 201: COURSES_PER_DAY, 429: 5 });
    expectRateLimited(replies.find((res) => res.statusCode === 429)!);
    // Another account is not held back.
    expect((await post(await registerTestUser(app), '/api/courses', COURSE)).statusCode).toBe(201);
  });

  it(`adds ${ASSIGNMENTS_PER_HOUR} assignments an hour, then 429`, async () => {
    const trainer = await registerTestUser(app);
    const courseId = (await post(trainer, '/api/courses', COURSE)).json().id;
    const assignment = { kind: 'dejargonizer', title: 'Abstract', readers: 'adults' };
    const replies = await Promise.all(
      Array.from({ length: ASSIGNMENTS_PER_HOUR + 1 }, () => post(trainer, `/api/courses/${courseId}/assignments`, assignment)),
    );
    expect(statusCounts(replies)).toEqual({ 201: ASSIGNMENTS_PER_HOUR, 429: 1 });
    expectRateLimited(replies.find((res) => res.statusCode === 429)!);
  });

  it(`writes ${COMMENTS_PER_HOUR} comments an hour, then 429`, async () => {
    const [trainer, student] = await Promise.all([registerTestUser(app), registerTestUser(app)]);
    const course = (await post(trainer, '/api/courses', COURSE)).json();
    const assignment = (await post(trainer, `/api/courses/${course.id}/assignments`, { kind: 'dejargonizer', title: 'Abstract', readers: 'adults' })).json().id;
    await join(student, newAddress(), course.joinCode);
    const submission = (
      await app.inject({
        method: 'PUT',
        url: `/api/courses/${course.id}/assignments/${assignment}/submission`,
        headers: { cookie: student.cookie, ...fromOurPage },
        payload: { text: 'Plants change which genes they use.' },
      })
    ).json().id;
    const comment = () => post(trainer, `/api/courses/${course.id}/submissions/${submission}/comments`, { body: 'Shorter.', quote: null });
    // A comment refused (a quote not in the text) is not counted.
    expect((await post(trainer, `/api/courses/${course.id}/submissions/${submission}/comments`, { body: 'No.', quote: 'absent' })).statusCode).toBe(400);
    const replies = await Promise.all(Array.from({ length: COMMENTS_PER_HOUR + 1 }, comment));
    expect(statusCounts(replies)).toEqual({ 201: COMMENTS_PER_HOUR, 429: 1 });
    expectRateLimited(replies.find((res) => res.statusCode === 429)!);
  }, 60_000);
});
