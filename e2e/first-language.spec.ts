// A first visit follows the browser's languages (navigator.languages, Accept-Language) among
// English, Hebrew and Arabic; a language the visitor chose wins. The English the pages are
// prerendered in never shows to a visit in another language (apps/web/src/main.tsx).
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
