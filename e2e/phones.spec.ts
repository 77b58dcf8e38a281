// Phones, focus and chrome (docs/site-chrome.md): no sideways scrolling on phones, also with the widget's
// largest text; the widget's panel fits; the terms dialog is modal; unknown paths are 404s;
// the widget follows the site's language; axe in English and Hebrew.
import { expect, test, type Page } from '@playwright/test';
import { appRoutePatterns } from '@scicomm/shared';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';

const mainRoutes = [
  '/',
  '/de-jargonizer',
  '/de-jargonizer/multiple-texts',
  '/de-jargonizer/about',
  '/de-jargonizer/instructions',
  '/de-jargonizer/development',
  '/de-jargonizer/how-to-cite',
  '/de-jargonizer/contact-us',
  '/half-life',
  '/persuasion-rhetorics',
  '/coherence',
  '/critical-thinking',
  '/ethics',
  '/privacy-policy',
  '/terms-of-use',
  '/cookies-policy',
  '/login',
  '/register',
  '/forgot-password',
  '/share/x',
  '/no-such-page',
];

/** How far the page scrolls sideways (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

async function openEveryRoute(page: Page, width: number, language: string) {
  await page.setViewportSize({ width, height: 800 });
  for (const route of mainRoutes) {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('.a11yk-launcher')).toBeVisible();
    expect(await sidewaysScroll(page), `${route} at ${width} px in ${language}`).toBeLessThanOrEqual(0);
  }
}

test.describe('phones', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

  for (const width of [320, 390, 430]) {
    test(`no page scrolls sideways at ${width} px, in English and Hebrew`, async ({ page }) => {
      await openEveryRoute(page, width, 'en');
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'he'));
      await openEveryRoute(page, width, 'he');
    });

    test(`no page scrolls sideways at ${width} px with the widget's text at 200 %`, async ({ page }) => {
      await page.addInitScript(() =>
        sessionStorage.setItem('accessibilik', JSON.stringify({ language: 'en', adjustFontSizePercentage: 200 })),
      );
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      // The widget really doubled the root size before anything was measured.
      await expect.poll(() => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))).toBe(32);
      await openEveryRoute(page, width, 'en at 200 %');
    });
  }

  test('the widget panel fits a 320 px phone and its Close button is on screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open Accessibility Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accessibility Menu' });
    await expect(dialog).toBeVisible();
    const panel = (await dialog.boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(320);
    const close = dialog.getByRole('button', { name: 'Close accessibility menu' });
    await expect(close).toBeInViewport({ ratio: 1 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await close.click();
    await expect(dialog).toBeHidden();
  });

  test('the launcher never covers the footer links, at any width', async ({ page }) => {
    for (const width of [320, 390, 430, 768, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/privacy-policy');
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      const launcher = (await page.locator('.a11yk-launcher').boundingBox())!;
      for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        const overlaps =
          box.x < launcher.x + launcher.width && launcher.x < box.x + box.width &&
          box.y < launcher.y + launcher.height && launcher.y < box.y + box.height;
        expect(overlaps, `${await link.textContent()} at ${width} px`).toBe(false);
      }
    }
  });
});

test.describe('the terms-consent dialog', () => {
  test('takes the focus, keeps Tab inside, and leaves the page behind inert', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' });
    const checkbox = dialog.getByRole('checkbox');
    await expect(checkbox).toBeFocused();
    // The dialog comes in the HTML; its buttons are enabled once the app runs.
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeEnabled();
    const order: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        return active.closest('[role="alertdialog"]') ? (active.textContent?.trim() || active.getAttribute('type') || '') : `OUTSIDE:${active.tagName}`;
      }));
    }
    // Checkbox → Privacy Policy → Terms of Use → Register → Sign In (Continue as Guest is disabled) → around again.
    expect(order).toEqual(['Privacy Policy', 'Terms of Use', 'Register', 'Sign In', 'checkbox', 'Privacy Policy']);
    // The dialog is inside #root (it comes in the page's HTML): everything else there is inert.
    for (const behind of ['header', 'main > :not(.consent-layer)', 'footer']) await expect(page.locator(behind)).toHaveAttribute('inert', '');
    expect(await dialog.evaluate((element) => element.closest('[inert]'))).toBeNull();
    // No cookie banner behind the dialog, where nobody could reach it.
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);

    await checkbox.check();
    await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept Cookies' }).focus();
    await expect(banner.getByRole('button', { name: 'Accept Cookies' })).toBeFocused();
  });

  test('a click on the page behind does nothing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.mouse.click(30, 30);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });
});

test.describe('status codes', () => {
  test('every page of the shared route list answers 200, a share link included', async ({ request }) => {
    for (const pattern of appRoutePatterns) {
      const url = pattern.replace(/:[a-z]+/gi, 'x');
      // The Research page and the study pages are for researchers only (e2e/research.spec.ts,
      // e2e/studies.spec.ts), the admins' pages for admins (e2e/coach-reports.spec.ts): a visitor
      // is asked to sign in (401).
      const restricted = url === '/research' || url.startsWith('/research/') || url.startsWith('/admin/');
      // A course's own pages are for its members (e2e/courses.spec.ts): a visitor is asked to sign in
      // (401, e2e/way-back.spec.ts); the list, the join pages and a co-trainer's invitation are public.
      const courseOwn = url.startsWith('/courses/') && !url.startsWith('/courses/join') && !url.startsWith('/courses/trainer-invitations/');
      // A participant link no study has answers 404 with the page's not-found view
      // (docs/performance.md "Refused pages"); a study's own link answers 200 (e2e/studies.spec.ts).
      const noSuchStudy = url.startsWith('/study/');
      expect((await request.get(url)).status(), url).toBe(courseOwn || restricted ? 401 : noSuchStudy ? 404 : 200);
    }
    expect((await request.get('/share/x')).status()).toBe(200);
  });

  test('an unknown path answers 404 with the not-found page', async ({ page, context, baseURL }) => {
    await acceptConsents(context, baseURL!);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect((await page.request.get('/de-jargonizer/nope')).status()).toBe(404);
  });

  test('a share link opens the share page', async ({ page, context, baseURL }) => {
    await acceptConsents(context, baseURL!);
    const response = await page.goto('/share/not-a-real-token');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  });
});

test.describe('languages', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

  test('the widget follows the site language, and the site follows the widget', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open Accessibility Menu' })).toBeVisible();
    await page.getByRole('banner').getByRole('combobox').selectOption('he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const launcher = page.locator('.a11yk-launcher');
    await expect(launcher).toHaveAttribute('lang', 'he');
    await launcher.click();
    const panel = page.getByRole('dialog');
    await expect(panel).toHaveAttribute('dir', 'rtl');

    // Back the other way: Arabic picked in the panel switches the site.
    const combobox = panel.getByRole('combobox');
    await combobox.click();
    await combobox.fill('العربية');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('ar');
    await expect(launcher).toHaveAttribute('lang', 'ar');
  });

  for (const language of ['en', 'he']) {
    test(`home and a legal page are axe clean in ${language}`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), language);
      for (const path of ['/', '/privacy-policy']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('contentinfo')).toContainText(language === 'he' ? 'צפיות בדפים' : 'Page views');
        await expectNoAxeViolations(page);
      }
    });
  }

  test('a legal page in Hebrew: title and footer links in Hebrew, a note that the document is English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'he'));
    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('תנאי שימוש');
    await expect(page.getByText('המסמך זמין באנגלית בלבד.')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'מדיניות פרטיות' })).toBeVisible();
  });
});
