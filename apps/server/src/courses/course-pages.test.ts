// A course's own pages are for its members (permissions/page-audience.ts): the server asks a
// visitor without a session to sign in (sign-in/…, 401, the same for any course id), answers
// anybody else outside the course with the not-found page and 404, as for a path that does not
// exist, and sends the page to its trainers and students. The join page is for everybody.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromOurPage, registerTestUser, type TestUser } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';

const as = (user: TestUser) => ({ cookie: user.cookie });

describe("a course's pages", () => {
  it("ask a visitor to sign in (401), answer 404 to a stranger, 200 to a trainer and a student; a submission only to its student and the trainers, its reader check to the trainers; the join page and the list are for everybody", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'scicomm-course-pages-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const [folder, marker] of [['sign-in', 'sign-in-view'], ['refused', 'not-found-view']] as const) {
      mkdirSync(path.join(dist, folder, 'courses/[courseId]/submissions/[submissionId]'), { recursive: true });
      for (const file of ['courses/[courseId].html', 'courses/[courseId]/submissions/[submissionId].html', 'courses/[courseId]/submissions/[submissionId]/reader-check.html'])
        writeFileSync(path.join(dist, folder, file), `<!doctype html><div id="root">${marker}<a href="/login">Sign in</a><a href="/register">Create an account</a></div>`);
    }
    const site = await buildCustomTestApp({ env: { WEB_DIST_DIR: dist } });
    const trainer = await registerTestUser(site);
    const student = await registerTestUser(site);
    const stranger = await registerTestUser(site);
    const classmate = await registerTestUser(site);
    const send = (user: TestUser, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      site.inject({ method, url, headers: { ...as(user), ...fromOurPage }, payload });
    const created = await send(trainer, 'POST', '/api/courses', { name: 'Writing for everyone', language: 'en', readers: 'highSchool', startsOn: '2026-03-01', endsOn: '2026-06-30' });
    expect(created.statusCode).toBe(201);
    const course = created.json() as { id: string; joinCode: string };
    for (const member of [student, classmate]) {
      const joined = await send(member, 'POST', '/api/courses/join', { code: course.joinCode, agree: true });
      expect(joined.statusCode, joined.body).toBeLessThan(300);
    }
    const assignment = await send(trainer, 'POST', `/api/courses/${course.id}/assignments`, { kind: 'dejargonizer', title: 'Abstract', readers: 'highSchool' });
    expect(assignment.statusCode, assignment.body).toBe(201);
    const attached = await send(student, 'PUT', `/api/courses/${course.id}/assignments/${assignment.json().id}/submission`, { text: 'Plants change which genes they use.' });
    expect(attached.statusCode, attached.body).toBe(200);
    const submission = `/courses/${course.id}/submissions/${attached.json().id}`;

    const page = (url: string, headers: Record<string, string> = {}) => site.inject({ method: 'GET', url, headers });
    const own = [`/courses/${course.id}`, submission, `${submission}/reader-check`];
    const noSuchCourse = ['/courses/no-such-one', '/courses/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6/submissions/abc'];
    for (const url of [...own, ...noSuchCourse]) {
      const visitor = await page(url);
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.body, url).toContain('sign-in-view');
      // A stale cookie is no session: the same view.
      expect((await page(url, { cookie: 'scicomm.session_token=stale' })).body, url).toContain('sign-in-view');
    }
    // Its links come back to the page before the app has started (the prerender has them plain).
    const asked = await page(`${submission}?tab=comments`);
    const back = encodeURIComponent(`${submission}?tab=comments`);
    expect(asked.body).toContain(`<a href="/login?next=${back}">Sign in</a><a href="/register?next=${back}">Create an account</a>`);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    const opens = async (user: TestUser, url: string) => {
      const answer = await page(url, as(user));
      if (answer.statusCode === 404) expect(answer.body, url).toContain('not-found-view');
      return answer.statusCode;
    };
    for (const url of own) {
      expect(await opens(stranger, url), url).toBe(404);
      expect(await opens(trainer, url), url).toBe(200);
    }
    expect(await opens(student, `/courses/${course.id}`)).toBe(200);
    expect(await opens(classmate, `/courses/${course.id}`)).toBe(200);
    // A submission is its student's and the trainers'; its reader check's results the trainers'.
    expect(await opens(student, submission)).toBe(200);
    expect(await opens(classmate, submission)).toBe(404);
    expect(await opens(student, `${submission}/reader-check`)).toBe(404);
    expect(await opens(classmate, `${submission}/reader-check`)).toBe(404);
    // A submission id that is none, or of another course: 404 without a database error.
    expect(await opens(trainer, `/courses/${course.id}/submissions/abc`)).toBe(404);
    expect(await opens(trainer, `/courses/${course.id}/submissions/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6`)).toBe(404);
    // Not a course id at all: 404 without a database error.
    expect((await page('/courses/no-such-one', as(trainer))).statusCode).toBe(404);
    for (const url of ['/courses', '/courses/join', `/courses/join/${course.joinCode}`]) expect((await page(url)).statusCode, url).toBe(200);
  });
});
