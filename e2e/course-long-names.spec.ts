// Names and titles with no break in them (docs/courses.md "Names"): 80 code points of U+FDFD, a
// valid name whose ligature is very wide, as a student's name, the course's name and an
// assignment's title. On a 390 px phone no course page gets wider than the phone: the text breaks
// where it must, in the grid, the people list, the buttons and the headings.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { newEmail, registerThroughApi } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';

const WIDE = '\uFDFD'.repeat(80);
const PHONE = { width: 390, height: 844 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A phone's browser signed in to a new account named `name` (registered before any cookie is set). */
async function phonePage(browser: Browser, baseURL: string, prefix: string, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  await registerThroughApi(context.request, newEmail(prefix), { name });
  await acceptConsents(context, baseURL);
  return context.newPage();
}

/** The page's width as laid out: nothing may reach past the phone's. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function post(request: APIRequestContext, baseURL: string, url: string, data: object, method: 'post' | 'put' = 'post') {
  const reply = await request[method](url, { headers: { origin: baseURL }, data });
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as Record<string, string>;
}

test('a name of 80 wide ligatures never widens a course page on a 390 px phone', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const trainer = await phonePage(browser, baseURL!, 'trainer', WIDE);
  const course = await post(trainer.request, baseURL!, '/api/courses', {
    name: WIDE,
    language: 'en',
    readers: 'highSchool',
    startsOn: day(-30),
    endsOn: day(60),
  });
  const assignment = await post(trainer.request, baseURL!, `/api/courses/${course.id}/assignments`, {
    kind: 'dejargonizer',
    title: WIDE,
    readers: 'highSchool',
  });

  const student = await phonePage(browser, baseURL!, 'student', WIDE);
  await post(student.request, baseURL!, '/api/courses/join', { code: course.joinCode!, agree: true });
  await post(
    student.request,
    baseURL!,
    `/api/courses/${course.id}/assignments/${assignment.id}/submission`,
    { text: 'Small chemical tags on the genes of wheat change which genes the plant uses.' },
    'put',
  );

  // The trainer's course page: the people list with its Remove button, the assignment's Edit and
  // Delete buttons, and the grid.
  await trainer.goto(`/courses/${course.id}`);
  await expect(trainer.getByRole('table')).toBeVisible();
  await expect(trainer.getByRole('button', { name: /^Remove / })).toBeVisible();
  expect(await pageWidth(trainer)).toBeLessThanOrEqual(PHONE.width);

  // The student's course page, their course list and the join page of the course.
  for (const path of [`/courses/${course.id}`, '/courses', `/courses/join/${course.joinCode}`]) {
    await student.goto(path);
    await expect(student.getByText(WIDE).first(), path).toBeVisible();
    expect(await pageWidth(student), path).toBeLessThanOrEqual(PHONE.width);
  }
});
