// The cookie notice (docs/site-chrome.md "Cookie notice"): two answers, "Only necessary" beside
// "Accept Cookies"; in the page's flow under the header, so that no form, editor or exercise is
// ever beneath it (a phone at 390 px); it says in words what the site's cookies are.
import { expect, test, type Page } from '@playwright/test';
import { TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import { expectNoAxeViolations } from './support/axe.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ context, baseURL }) => {
  // Terms accepted, cookies not answered: the notice's visitor.
  await context.addCookies([{ name: TERMS_CONSENT_COOKIE, value: 'true', domain: new URL(baseURL!).hostname, path: '/' }]);
});

const notice = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

/** Whether the element's centre, scrolled into view, is the element itself (nothing lies over it). */
const uncovered = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top) || top.contains(element) || top.closest('label')?.contains(element) === true);
  });

test('the notice sits above the page, never over it, on the editor, the register form and an exercise', async ({ page }) => {
  for (const [path, controls] of [
    ['/de-jargonizer', ['main [role="textbox"]', 'main button']],
    ['/register', ['input[type="checkbox"]', 'main button[type="submit"]']],
    ['/half-life', ['main textarea, main input', 'main button']],
  ] as const) {
    await page.goto(path);
    const banner = notice(page);
    await expect(banner, path).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept Cookies' }), path).toBeEnabled();
    // In the flow: it scrolls with the page and ends before the page's content starts.
    expect(await banner.evaluate((element) => getComputedStyle(element).position), path).toBe('static');
    const bannerBox = (await banner.boundingBox())!;
    const mainBox = (await page.locator('main').boundingBox())!;
    expect(bannerBox.y + bannerBox.height, path).toBeLessThanOrEqual(mainBox.y + 1);
    // Short, so that the page's own first screen stays the page's (a shared analysis's score).
    expect(bannerBox.height, path).toBeLessThanOrEqual(150);
    for (const control of controls) expect(await uncovered(page, control), `${path} ${control}`).toBe(true);
    // And the page's very end, scrolled to, is not under it either.
    expect(await uncovered(page, 'footer a'), path).toBe(true);
  }
});

test('the notice says what the cookies are; "Only necessary" is an answer that counts no page view', async ({ page, context }) => {
  const pageViews: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/page-view')) pageViews.push(request.url());
  });
  await page.goto('/register');
  const banner = notice(page);
  await expect(banner).toContainText('keep you signed in');
  await expect(banner).toContainText('counts page views');
  await expect(banner).toContainText('none is for advertising');
  await expect(banner.getByRole('link', { name: /cookies policy/i })).toHaveAttribute('href', '/cookies-policy');
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await expect(banner).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('false');
  // Answered: the server's HTML comes without it, no page shows it, and nothing is counted.
  expect(await (await page.request.get('/register')).text()).not.toContain('class="cookie-banner"');
  expect(await (await page.request.get('/de-jargonizer')).text()).not.toContain('class="cookie-banner"');
  await page.goto('/de-jargonizer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toHaveCount(0);
  expect(pageViews).toEqual([]);
});

test('behind the terms gate the notice comes in the page’s HTML once the terms are accepted (no late push)', async ({ page }) => {
  expect(await (await page.request.get('/de-jargonizer')).text()).toMatch(/<div id="root">[^]*class="cookie-banner"/);
  await page.goto('/de-jargonizer');
  await expect(notice(page).getByRole('button', { name: 'Accept Cookies' })).toBeEnabled();
  await notice(page).getByRole('button', { name: 'Accept Cookies' }).click();
  await expect(notice(page)).toHaveCount(0);
});
