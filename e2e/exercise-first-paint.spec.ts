// Every page paints before its script (docs/performance.md "Exercise pages"): the exercises, their
// research editions and the account pages come prerendered, with the chat's opening in the HTML;
// the app hydrates them without a mismatch, and nothing on the page moves when it does or when the
// server's first answer replaces the prerendered opening.
import { expect, test, type Page } from '@playwright/test';
import { acceptConsents } from './support/consent.ts';
import { watchHydration } from './support/hydration.ts';
import { scriptsHolding } from './support/source-maps.ts';
import { ChatPage } from './support/exercise-chat.ts';

/** The uuid the e2e server runs with (playwright.config.ts webServer.env). */
function researchUuid(): string {
  const uuid = test.info().config.webServer?.env?.RESEARCH_UUID;
  if (!uuid) throw new Error('playwright.config.ts must set RESEARCH_UUID for the e2e server');
  return uuid;
}

/** Each exercise page: its path, its heading, the opening's first and last lines, the call it makes. */
const EXERCISES = [
  { path: '/half-life', heading: 'Half Life Writing Exercise', first: 'Welcome to the Half Life writing exercise!', last: 'what is the science background of your audience?', call: '/api/HalfLife' },
  { path: '/persuasion-rhetorics', heading: /Persuasive/, first: 'Welcome to the Persuasion and Rhetorics writing exercise!', last: 'Who are your readers?', call: '/api/Persuasive' },
  { path: '/coherence', heading: /Coherence/, first: 'Welcome to the Coherence Coach!', last: 'Please paste your text (150–500 words).', call: '/api/Coherence' },
  { path: '/critical-thinking', heading: /Critical Thinking/, first: 'Welcome to the Critical Thinking Coach!', last: 'Please write or paste a summary of your research', call: '/api/CriticalThinking' },
  { path: '/ethics', heading: /Ethics/, first: 'Welcome to the Ethics in research writing exercise!', last: 'Think of an ethical issue', call: '/api/Ethics' },
] as const;


/** Sums the page's layout shifts (not those right after input) from its first paint on. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0, sources: [] as string[] };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        for (const source of entry.sources ?? []) shifts.sources.push(source.node instanceof Element ? source.node.className || source.node.tagName : String(source.node?.nodeName));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Keeps the chat bubbles' text elements of the HTML as it arrives (before the server's first answer can replace them). */
async function keepPrerenderedBubbles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __bubbles: Element[] }).__bubbles = [...document.querySelectorAll('.chat-bubble__text')];
    });
  });
}

/** How many bubbles the HTML had, and how many of those very elements are still on the page. */
const prerenderedBubbles = (page: Page) =>
  page.evaluate(() => {
    const bubbles = (window as unknown as { __bubbles: Element[] }).__bubbles;
    return { inHtml: bubbles.length, kept: bubbles.filter((bubble) => bubble.isConnected).length };
  });

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { total: number; sources: string[] } }).__shifts);

test('the exercise and account pages show their text, and an exercise its chat’s opening, before any JavaScript runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  for (const exercise of EXERCISES) {
    await page.goto(exercise.path);
    await expect(page.getByRole('heading', { level: 1, name: exercise.heading })).toBeVisible();
    const chat = new ChatPage(page);
    await expect(chat.log).toContainText(exercise.first);
    await expect(chat.log).toContainText(exercise.last);
    await expect(chat.textBox).toBeVisible();
  }
  // A research edition: the template the server fills for the path, the uuid nowhere in the file.
  const response = await page.goto(`/${researchUuid()}-halflife-full`);
  await expect(page.getByRole('heading', { level: 1, name: 'Half Life Writing Exercise' })).toBeVisible();
  await expect(page.locator('.chat')).toContainText('please tell me your name, or a pseudonym');
  expect(await response!.text()).not.toContain(researchUuid());
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await context.close();
});

for (const exercise of EXERCISES) {
  test(`${exercise.path} hydrates without a mismatch and does not move when the server's opening replaces the prerendered one`, async ({ page, context, baseURL }) => {
    await acceptConsents(context, baseURL!);
    const hydrationProblems = watchHydration(page);
    await watchLayoutShifts(page);
    await keepPrerenderedBubbles(page);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === exercise.call);
    await page.goto(exercise.path);
    const chat = new ChatPage(page);
    await expect(chat.log).toContainText(exercise.last);
    expect((await answered).ok()).toBe(true);
    // The answer's messages are those on screen already: shown at once, no typing indicator.
    await expect(chat.log.getByText('The coach is typing…')).toHaveCount(0);
    await expect(chat.log).toContainText(exercise.first);
    await expect(chat.log).toContainText(exercise.last);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await layoutShifts(page);
    expect(shifts.total, `layout shifts: ${shifts.sources.join(', ')}`).toBeLessThan(0.01);
    // The same elements, not new ones with the same text: a new element is painted again, a late LCP.
    const bubbles = await prerenderedBubbles(page);
    expect(bubbles.inHtml).toBeGreaterThan(0);
    expect(bubbles.kept).toBe(bubbles.inHtml);
    expect(hydrationProblems()).toEqual([]);
  });
}

test("a first visitor's exercise page leaves DOMPurify out while the terms dialog covers it; once closed, the chat takes an option", async ({ browser, baseURL }) => {
  // DOMPurify (~10 KB Brotli) sanitises what the chat shows; the opening the page shows first was
  // sanitised by the build (features/exercises/lib/chat-html.ts, docs/performance.md).
  const purify = 'dompurify/dist/purify.es.mjs';
  const context = await browser.newContext({ baseURL: baseURL! });
  const page = await context.newPage();
  const hydrationProblems = watchHydration(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/HalfLife');
  await page.goto('/half-life');
  const dialog = page.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' });
  await expect(dialog.getByRole('button', { name: 'Register' })).toBeEnabled();
  expect((await answered).ok()).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await scriptsHolding(page, scripts, purify)).toEqual([]);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(dialog).toBeHidden();
  const chat = new ChatPage(page);
  await chat.option(/Junior high school/).click();
  // The answer shows the option's words (what the student chose), which the module draws.
  await expect(chat.log.locator('.chat-bubble--student')).toContainText('Junior high school level science');
  expect(await scriptsHolding(page, scripts, purify)).toHaveLength(1);
  expect(hydrationProblems()).toEqual([]);
  await context.close();
});

test('a research edition hydrates its template for the real path and goes on to the name question', async ({ page, context, baseURL }) => {
  await acceptConsents(context, baseURL!);
  const hydrationProblems = watchHydration(page);
  await watchLayoutShifts(page);
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/api/exercises/research/')) lookups.push(request.url());
  });
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/api/exercises/research/'));
  await page.goto(`/${researchUuid()}-halflife-slim`);
  expect((await answered).ok()).toBe(true);
  const chat = new ChatPage(page);
  await expect(chat.log.getByText('The coach is typing…')).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await layoutShifts(page);
  expect(shifts.total, `layout shifts: ${shifts.sources.join(', ')}`).toBeLessThan(0.01);
  await chat.send('Ada Lovelace');
  await chat.waitFor('Thank you, Ada Lovelace!');
  // The page knew its edition from the template: it did not ask.
  expect(lookups).toEqual([]);
  expect(hydrationProblems()).toEqual([]);
});

test('the De-Jargonizer\'s other pages, the account and the legal pages hydrate their prerendered HTML without a mismatch', async ({ page, context, baseURL }) => {
  await acceptConsents(context, baseURL!);
  const hydrationProblems = watchHydration(page);
  const paths = ['multiple-texts', 'compare', 'compare/groups', 'about', 'instructions', 'development', 'how-to-cite', 'contact-us']
    .map((name) => `/de-jargonizer/${name}`)
    .concat(['/login', '/register', '/profile', '/forgot-password', '/reset-password?token=abc', '/sign-in-link?token=abc', '/privacy-policy', '/terms-of-use', '/cookies-policy']);
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    // Prerendered: the page's heading is in its HTML.
    expect(html, path).toMatch(/<div id="root"><[^]*<h1/);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  expect(hydrationProblems()).toEqual([]);
  // The two pages a mail links to read the token once the app runs: the sign-in link's control is
  // enabled; a reset token the server never issued, or no token, is told it does not work.
  await page.goto('/reset-password?token=abc');
  await expect(page.getByRole('alert')).toContainText('already used or expired');
  await page.goto('/sign-in-link?token=abc');
  await expect(page.getByRole('button', { name: 'Use this link in this browser' })).toBeEnabled();
  await page.goto('/sign-in-link');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(hydrationProblems()).toEqual([]);
});

test('a page without the terms gate carries the cookie banner in its HTML for a visitor who has not accepted cookies, and hydrates it', async ({ page, context }) => {
  const hydrationProblems = watchHydration(page);
  for (const path of ['/login', '/forgot-password', '/privacy-policy']) {
    const response = await page.request.get(path);
    expect(response.headers()['vary'], path).toMatch(/cookie/i);
    expect(await response.text(), path).toMatch(/<div id="root">[^]*class="cookie-banner"/);
    await page.goto(path);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    // Usable once the app has started: before, a click would be lost.
    await expect(banner.getByRole('button', { name: 'Accept Cookies' }), path).toBeEnabled();
  }
  expect(hydrationProblems()).toEqual([]);
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept Cookies' }).click();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  // Accepted: the same page's HTML comes without it (the server reads the cookie), and none appears.
  const html = await (await page.request.get('/login')).text();
  expect(html).not.toContain('class="cookie-banner"');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  expect(hydrationProblems()).toEqual([]);
  // Behind the terms gate the banner is never in the HTML: the dialog may open there first.
  await context.clearCookies();
  expect(await (await page.request.get('/de-jargonizer')).text()).not.toContain('class="cookie-banner"');
});

/** The pages whose content needs the session or the server, and what a first visitor sees first there. */
const SESSION_PAGES = [
  // Refused to anybody but their audience, which signing in could open: a visitor is asked to (401).
  { path: '/research', status: 401, heading: 'Sign in to see this page', then: { role: 'link', name: 'Create an account' } },
  { path: '/research/studies/8b0e4c9a-1111-4a2b-9c3d-222233334444', status: 401, heading: 'Sign in to see this page', then: { role: 'link', name: 'Create an account' } },
  { path: '/research/studies/8b0e4c9a-1111-4a2b-9c3d-222233334444/preview/full', status: 401, heading: 'Sign in to see this page', then: { role: 'link', name: 'Create an account' } },
  { path: '/research/studies/8b0e4c9a-1111-4a2b-9c3d-222233334444/reader-checks/abc', status: 401, heading: 'Sign in to see this page', then: { role: 'link', name: 'Create an account' } },
  { path: '/admin/coach-reports', status: 401, heading: 'Sign in to see this page', then: { role: 'link', name: 'Create an account' } },
  // A course's own pages: signing in could open them, so a visitor is asked to (401), whatever the id.
  { path: '/courses/8b0e4c9a-1111-4a2b-9c3d-222233334444', status: 401, heading: 'Sign in to see this page', then: { role: 'link', name: 'Create an account' } },
  { path: '/courses/8b0e4c9a-1111-4a2b-9c3d-222233334444/submissions/abc', status: 401, heading: 'Sign in to see this page', then: { role: 'link', name: 'Create an account' } },
  // Public, their content for a signed-in writer or from the server: the heading, then what a visitor gets.
  { path: '/reader-checks', status: 200, heading: 'Reader checks', then: { role: 'link', name: 'Sign in to create reader checks.' } },
  { path: '/reader-checks/compare?ids=a,b', status: 200, heading: 'Reader checks side by side', then: { role: 'link', name: 'Sign in to create reader checks.' } },
  { path: '/reader-checks/abc123', status: 200, heading: 'Reader checks', then: { role: 'link', name: 'Sign in to create reader checks.' } },
  { path: '/share', status: 200, heading: 'Shared task', then: { role: 'alert', name: 'This link does not open a shared task: its owner may have ended it, or it does not exist.' } },
  { path: '/share/no-such-token', status: 200, heading: 'Shared task', then: { role: 'alert', name: 'This link does not open a shared task: its owner may have ended it, or it does not exist.' } },
] as const;

test('the pages that need the session or the server show a first visitor their first view before any JavaScript runs, and nothing behind it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  for (const { path, status, heading } of SESSION_PAGES) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(status);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    // A first visitor has not accepted cookies: the banner paints with the page.
    await expect(page.getByRole('region', { name: 'Cookie notice' }), path).toBeVisible();
    const html = await response!.text();
    expect(html, path).not.toContain('prerender-template');
    if (status !== 200) expect(html, path).not.toMatch(/Checking|Coach reports|studies\.page|Assignments|Comments/);
  }
  // The share page keeps its robots rule in the prerendered HTML.
  expect(await (await page.request.get('/share/no-such-token')).text()).toContain('<meta name="robots" content="noindex, nofollow, noarchive" />');
  await context.close();
});

test('the pages that need the session or the server hydrate their first view without a mismatch, keep its heading and do not move', async ({ page }) => {
  // Twelve pages, each to the end of its network activity.
  test.slow();
  const hydrationProblems = watchHydration(page);
  await watchLayoutShifts(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __heading: Element | null }).__heading = document.querySelector('#root h1');
    });
  });
  for (const { path, heading, then } of SESSION_PAGES) {
    await page.goto(path);
    // Hydrated and the session known (the refused pages' link is in their HTML already).
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole(then.role).filter({ hasText: then.name }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    // The heading of the HTML is the one on screen: not painted again once the session is known.
    expect(await page.evaluate(() => (window as unknown as { __heading: Element | null }).__heading?.isConnected), path).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await layoutShifts(page);
    expect(shifts.total, `${path}: layout shifts: ${shifts.sources.join(', ')}`).toBeLessThan(0.01);
  }
  expect(hydrationProblems()).toEqual([]);
});
