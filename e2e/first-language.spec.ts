// A first visit follows the browser's languages (navigator.languages, Accept-Language) among
// English, Hebrew and Arabic; a language the visitor chose wins. The English the pages are
// prerendered in never shows to a visit in another language (apps/web/src/main.tsx), and the
// choice is made inline in the head (apps/web/first-language-plugin.ts): no script file holds the
// first paint, and the CSP allows the inline script by its hash.
import { expect, test, type Browser } from '@playwright/test';
import { acceptConsents } from './support/consent.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** A page in a browser set to `locale`, noting whether the English page was ever visible in a frame. */
async function visitIn(browser: Browser, baseURL: string, locale: string, chosen?: string) {
  const context = await browser.newContext({ baseURL, locale });
  await acceptConsents(context, baseURL);
  const page = await context.newPage();
  await page.addInitScript((choice) => {
    if (choice) localStorage.setItem('i18nextLng', choice);
    const seen = window as unknown as { englishShown: boolean };
    seen.englishShown = false;
    const look = () => {
      const root = document.getElementById('root');
      if (root && getComputedStyle(root).visibility !== 'hidden' && root.textContent.includes('Write science for everyone')) seen.englishShown = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, chosen ?? null);
  return { context, page };
}

test('a browser set to Hebrew gets the site in Hebrew on its first visit, without English first', async ({ browser, baseURL }) => {
  const { context, page } = await visitIn(browser, baseURL!, 'he-IL');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'כותבים מדע לכולם' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => (window as unknown as { englishShown: boolean }).englishShown)).toBe(false);
  await expectNoAxeViolations(page);
  await context.close();
});

test('a language the visitor chose wins over the browser’s', async ({ browser, baseURL }) => {
  const { context, page } = await visitIn(browser, baseURL!, 'he-IL', 'en');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Write science for everyone' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the language is chosen before the first paint without a script file, and the CSP allows it', async ({ browser, baseURL }) => {
  const { context, page } = await visitIn(browser, baseURL!, 'ar-EG');
  await page.addInitScript(() => {
    const seen = window as unknown as { refused: string[]; atRoot: string };
    seen.refused = [];
    document.addEventListener('securitypolicyviolation', (event) => seen.refused.push(`${event.effectiveDirective} ${event.blockedURI}`));
    // The page's language as the parser reaches the app's root, before any of the app's code runs.
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')) return;
      const html = document.documentElement;
      seen.atRoot = `${html.lang} ${html.dir} ${html.hasAttribute('data-language-pending') ? 'held' : 'shown'}`;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const reply = await page.goto('/');
  // Every script file of the page is a module (deferred): none holds the parser in the head.
  const html = (await reply?.text()) ?? '';
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<script\b[^>]*\bsrc=[^>]*>/g)?.filter((tag) => !/type="module"/.test(tag)) ?? []).toEqual([]);
  expect(scripts.filter((url) => url.includes('first-language'))).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => (window as unknown as { atRoot: string }).atRoot)).toBe('ar rtl held');
  expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
  await context.close();
});
