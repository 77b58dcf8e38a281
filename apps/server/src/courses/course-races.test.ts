// A trainer's correction racing a student's attach, on two server processes sharing one PostgreSQL
// database (docs/courses.md "Corrections"): removing a student while they attach work, and
// deleting an assignment while students attach to it. Each round sends the two at the same
// moment, one to each process, and checks the outcome is one the API defines: the correction
// first (the attach 404) or the attach first (removed with the student; the delete 409 with the
// new count), never both acknowledged, never a 500. PGlite is one process with one connection,
// where these cannot interleave: the file runs in the PostgreSQL project only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from '../auth/testing.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { testDatabaseUrl } from '../test/test-app.ts';

// Server processes start slowly on a loaded machine: a generous limit, never a timing assertion.
const PROCESS_TEST_TIMEOUT = 240_000;
const REMOVAL_ROUNDS = 15;
const DELETE_ROUNDS = 10;
const ATTACHERS = 3;

const databaseUrl = testDatabaseUrl();
const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

const env = {
  DATABASE_URL: databaseUrl,
  NODE_ENV: 'test',
  // One secret for both: a session made on one process is taken by the other.
  AUTH_SECRET: 'course-races-test-secret-0123456789abcdef',
  RATE_LIMIT_PER_MINUTE: '100000',
};

const COURSE = { name: 'Races', language: 'en', readers: 'adults', startsOn: '2026-01-01', endsOn: '2026-12-31' };
const TEXT = 'Small chemical tags on the genes of plants change which genes the plant uses.';

interface Member {
  id: string;
  cookie: string;
}

interface Reply {
  status: number;
  body: string;
}

async function send(base: string, method: string, url: string, who: Member, json?: unknown): Promise<Reply> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie: who.cookie, origin: base, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  return { status: response.status, body: await response.text() };
}

async function register(base: string): Promise<Member> {
  const response = await fetch(`${base}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(registrationBody()),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.slice(0, line.indexOf(';')))
    .join('; ');
  return { id: ((await response.json()) as { user: { id: string } }).user.id, cookie };
}

async function ok<T>(reply: Promise<Reply>, status = 200): Promise<T> {
  const { status: got, body } = await reply;
  expect(got, body).toBe(status);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** How often each outcome came, as "204+200: 3" lines, for the failure message. */
const tally = (outcomes: string[]) =>
  Object.entries(outcomes.reduce<Record<string, number>>((counts, what) => ({ ...counts, [what]: (counts[what] ?? 0) + 1 }), {}))
    .map(([what, n]) => `${what}: ${n}`)
    .join(', ');

describe.skipIf(!databaseUrl)('a trainer’s correction racing a student’s attach, two processes on PostgreSQL', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let first = '';
  let second = '';
  let trainer: Member;
  let course: { id: string; joinCode: string };

  beforeAll(async () => {
    // One after the other: the first migrates the database.
    const one = startServerProcess(env);
    started.push(one);
    first = `http://127.0.0.1:${await one.port}`;
    const two = startServerProcess(env);
    started.push(two);
    second = `http://127.0.0.1:${await two.port}`;
    trainer = await register(first);
    course = await ok(send(first, 'POST', '/api/courses', trainer, COURSE), 201);
  }, PROCESS_TEST_TIMEOUT);

  const newAssignment = async () =>
    (await ok<{ id: string }>(send(first, 'POST', `/api/courses/${course.id}/assignments`, trainer, { kind: 'dejargonizer', title: 'Abstract', readers: 'adults' }), 201)).id;

  it('a removal and the student’s attach at once: the removal holds (the attach 404, or made first and removed with them); a second removal 404', async () => {
    const student = await register(second);
    const assignment = await newAssignment();
    const outcomes: string[] = [];
    const stayed: number[] = [];
    for (let round = 0; round < REMOVAL_ROUNDS; round++) {
      await ok(send(second, 'POST', '/api/courses/join', student, { code: course.joinCode, agree: true }));
      const [removal, attach] = await Promise.all([
        send(first, 'DELETE', `/api/courses/${course.id}/students/${student.id}`, trainer),
        send(second, 'PUT', `/api/courses/${course.id}/assignments/${assignment}/submission`, student, { text: `${TEXT} ${round}` }),
      ]);
      outcomes.push(`${removal.status}+${attach.status}`);
      const grid = await ok<{ students: Array<{ id: string }> }>(send(first, 'GET', `/api/courses/${course.id}/dashboard`, trainer));
      if (grid.students.some((row) => row.id === student.id)) stayed.push(round);
      const again = await send(first, 'DELETE', `/api/courses/${course.id}/students/${student.id}`, trainer);
      outcomes[round] += ` then ${again.status}`;
    }
    const summary = `${REMOVAL_ROUNDS} rounds: ${tally(outcomes)}; on the grid after a removal in rounds [${stayed.join(', ')}]`;
    expect(outcomes.every((outcome) => /^204\+(200|404) then 404$/.test(outcome)), summary).toBe(true);
    expect(stayed, summary).toEqual([]);
  });

  it('deleting an assignment with the count the trainer confirmed while students attach: 204 and every attach 404, or 409 and every attach kept; never a 500', async () => {
    const [counted, ...attachers] = await Promise.all(Array.from({ length: ATTACHERS + 1 }, () => register(second)));
    for (const student of [counted!, ...attachers]) await ok(send(second, 'POST', '/api/courses/join', student, { code: course.joinCode, agree: true }));
    const outcomes: string[] = [];
    const wrong: string[] = [];
    for (let round = 0; round < DELETE_ROUNDS; round++) {
      const assignment = await newAssignment();
      const at = `/api/courses/${course.id}/assignments/${assignment}`;
      await ok(send(second, 'PUT', `${at}/submission`, counted!, { text: TEXT }));
      // The trainer was shown one submission and confirms it; the attaches go to both processes.
      const [removal, ...attaches] = await Promise.all([
        send(first, 'DELETE', `${at}?submissions=1`, trainer),
        ...attachers.map((student, i) => send(i % 2 === 0 ? second : first, 'PUT', `${at}/submission`, student, { text: `${TEXT} ${i}` })),
      ]);
      const taken = attaches.filter((reply) => reply.status === 200).length;
      outcomes.push(`${removal.status}+${attaches.map((reply) => reply.status).join('/')}`);
      if (![204, 409].includes(removal.status) || attaches.some((reply) => ![200, 404].includes(reply.status)))
        wrong.push(`round ${round}: ${outcomes[round]} ${[removal, ...attaches].find((reply) => reply.status >= 500)?.body ?? ''}`);
      if (removal.status === 204 && taken > 0) wrong.push(`round ${round}: deleted with ${taken} acknowledged attaches uncounted`);
      if (removal.status === 409) {
        const grid = await ok<{ spread: Array<{ assignmentId: string; submitted: number }> }>(send(first, 'GET', `/api/courses/${course.id}/dashboard`, trainer));
        const submitted = grid.spread.find((row) => row.assignmentId === assignment)?.submitted;
        if (submitted !== 1 + taken) wrong.push(`round ${round}: 409 but ${submitted} submissions kept (${1 + taken} acknowledged)`);
        if (!removal.body.includes('ASSIGNMENT_HAS_SUBMISSIONS')) wrong.push(`round ${round}: 409 without its code: ${removal.body}`);
      }
    }
    expect(wrong, `${DELETE_ROUNDS} rounds: ${tally(outcomes)}`).toEqual([]);
  });
});
