// The way back (docs/accounts.md "The way back", docs/courses.md "Joining"): a student without an
// account opens a course's join link, creates an account from it and lands back on it, ready to
// join; a student who opens a comment's link signed out is asked to sign in (not told the page
// does not exist), signs in and reads the comment. The courses are made through the API; the
// journeys are the browser's.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { newEmail, registerSaver, TEST_PASSWORD } from './support/accounts.ts';
import { freshVisitorPage } from './support/consent.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A trainer's course with one De-Jargonizer assignment, made with the trainer's request context. */
async function courseOf(trainer: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL };
  const created = await trainer.post('/api/courses', {
    headers,
    data: { name: 'Writing about drought', language: 'en', readers: 'highSchool', startsOn: day(-30), endsOn: day(60) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = (await created.json()) as { id: string; joinCode: string };
  const assignment = await trainer.post(`/api/courses/${course.id}/assignments`, { headers, data: { kind: 'dejargonizer', title: 'Your abstract', readers: 'highSchool' } });
  expect(assignment.status(), await assignment.text()).toBe(201);
  return { ...course, assignmentId: ((await assignment.json()) as { id: string }).id };
}

/** Fills the login page the browser is on (support's logIn() opens /login itself and expects the home page). */
async function logInHere(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function newRequestContext(browser: Browser, baseURL: string) {
  return (await browser.newContext({ baseURL })).request;
}

test.describe('the way back', () => {
  test('a student without an account opens the join link, creates an account from it and lands back on it', async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    await registerSaver(request, 'trainer');
    const course = await courseOf(request, baseURL!);
    const joinPage = `/courses/join/${course.joinCode}`;

    const page = await freshVisitorPage(browser, baseURL!);
    await page.goto(joinPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Join a course' })).toBeVisible();
    await page.getByRole('link', { name: 'create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('next')).toBe(joinPage);

    await page.getByLabel('Your name').fill('Noa Student');
    await page.getByLabel('E-mail').fill(newEmail('student'));
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registration successful!' })).toBeVisible();
    // Back on the join link, signed in: the course and its agreement, ready to join.
    await expect(page).toHaveURL(new RegExp(`${joinPage}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Writing about drought' })).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to share my course work/ }).check();
    await page.getByRole('button', { name: 'Join the course' }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
    await expect(page.getByRole('heading', { level: 3, name: 'Your abstract' })).toBeVisible();
  });

  test("a comment's link opened signed out asks to sign in, and after sign-in shows the comment", async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const origin = { origin: baseURL! };
    await registerSaver(request, 'trainer');
    const course = await courseOf(request, baseURL!);
    const student = await newRequestContext(browser, baseURL!);
    const studentEmail = await registerSaver(student, 'student');
    expect((await student.post('/api/courses/join', { headers: origin, data: { code: course.joinCode, agree: true } })).ok()).toBe(true);
    const submitted = await student.put(`/api/courses/${course.id}/assignments/${course.assignmentId}/submission`, {
      headers: origin,
      data: { text: 'Small chemical tags on the genes of wheat change which genes the plant uses when it is dry.' },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    const submissionId = ((await submitted.json()) as { id: string }).id;
    const commented = await request.post(`/api/courses/${course.id}/submissions/${submissionId}/comments`, {
      headers: origin,
      data: { body: 'Say which genes: the ones for water use?' },
    });
    expect(commented.status(), await commented.text()).toBe(201);
    const commentId = ((await commented.json()) as { id: string }).id;
    // The comment mail's link (courses/course-comment-mail-sender.ts): it opens at the comment.
    const link = `/courses/${course.id}/submissions/${submissionId}`;
    const atComment = `${link}#comment-${commentId}`;

    // Another address's course gives the very same view: nothing tells whether a course exists.
    const page = await freshVisitorPage(browser, baseURL!);
    const stranger = await page.goto(`/courses/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6/submissions/${submissionId}`);
    expect(stranger?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see this page' })).toBeVisible();

    const opened = await page.goto(atComment);
    expect(opened?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see this page' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await logInHere(page, studentEmail);
    await expect(page).toHaveURL(new RegExp(`${atComment}$`));
    // Opened at the comment: scrolled to and focused, not the top of the page.
    const comment = page.getByRole('listitem').filter({ hasText: 'Say which genes: the ones for water use?' });
    await expect(comment).toBeFocused();
    await expect(comment).toBeInViewport();

    // The header's Login from a page keeps it too: signed out again, the link, then the header.
    const other = await freshVisitorPage(browser, baseURL!);
    await other.goto(link);
    await other.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(other).toHaveURL(/\/login\?next=/);
    await logInHere(other, studentEmail);
    await expect(other).toHaveURL(new RegExp(`${link}$`));
  });
});

