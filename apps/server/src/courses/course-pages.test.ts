// A course's own pages are for its members (permissions/page-audience.ts): the server answers a
// visitor and anybody outside the course with the not-found page and 404, as for a path that does
// not exist, and sends the page to its trainers and students. The join page is for everybody.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromOurPage, registerTestUser, type TestUser } from '../auth/testing.ts';
import { buildCustomTestApp } from '../test/custom-test-app.ts';

const as = (user: TestUser) => ({ cookie: user.cookie });

describe("a course's pages", () => {
  it('answer 404 to a visitor and to a stranger, 200 to a trainer and a student; the join page and the list are for everybody', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'scicomm-course-pages-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const site = await buildCustomTestApp({ env: { WEB_DIST_DIR: dist } });
    const trainer = await registerTestUser(site);
    const student = await registerTestUser(site);
    const stranger = await registerTestUser(site);
    const created = await site.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { ...as(trainer), ...fromOurPage },
      payload: { name: 'Writing for everyone', language: 'en', readers: 'highSchool', startsOn: '2026-03-01', endsOn: '2026-06-30' },
    });
    expect(created.statusCode).toBe(201);
    const course = created.json() as { id: string; joinCode: string };
    const joined = await site.inject({ method: 'POST', url: '/api/courses/join', headers: { ...as(student), ...fromOurPage }, payload: { code: course.joinCode, agree: true } });
    expect(joined.statusCode, joined.body).toBeLessThan(300);

    const page = (url: string, headers: Record<string, string> = {}) => site.inject({ method: 'GET', url, headers });
    const own = [`/courses/${course.id}`, `/courses/${course.id}/submissions/abc`, `/courses/${course.id}/submissions/abc/reader-check`];
    for (const url of own) {
      expect((await page(url)).statusCode, url).toBe(404);
      expect((await page(url, as(stranger))).statusCode, url).toBe(404);
      expect((await page(url, as(trainer))).statusCode, url).toBe(200);
      expect((await page(url, as(student))).statusCode, url).toBe(200);
    }
    // Not a course id at all: 404 without a database error.
    expect((await page('/courses/no-such-one', as(trainer))).statusCode).toBe(404);
    for (const url of ['/courses', '/courses/join', `/courses/join/${course.joinCode}`]) expect((await page(url)).statusCode, url).toBe(200);
  });
});
