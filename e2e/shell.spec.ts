import { expect, test, type BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { tabTo } from './support/keyboard.ts';

const toolTitles = [
  'De-Jargonizer',
  'Half Life',
  'Persuasion and Rhetorics',
  'Coherence Coach',
  'Critical Thinking Coach',
  'Ethics',
];

test.describe('first visit', () => {
  test('the home page asks for terms consent; guests continue only after ticking the box', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('SciComm Studio');
    const dialog = page.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' });
    await expect(dialog).toBeVisible();
    const guest = dialog.getByRole('button', { name: 'Continue as Guest' });
    await expect(guest).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await dialog.getByRole('checkbox').check();
    await expect(guest).toBeEnabled();
    await guest.click();
    await expect(dialog).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === 'terms_consent');
    expect(cookie?.value).toBe('true');
    // 365 days, give or take the test's own run time.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  // Two links, not one "Sign In / Register" button, which led a new writer to Login.
  test('Register leads to the register page, Sign In to the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Create|Register/u);
    await page.goto('/');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a tool page shows the same gate over its title', async ({ page }) => {
    await page.goto('/ethics');
    await expect(page).toHaveTitle('Ethics – SciComm Studio');
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });

  test('the cookie banner sets cookie_consent for 365 days and only then records page views', async ({
    page,
    context,
  }) => {
    const pageViews: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/page-view'))
        pageViews.push(request.postData() ?? '');
    });
    await acceptTermsOnly(context);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /cookies policy/i })).toHaveAttribute(
      'href',
      '/cookies-policy',
    );
    expect(pageViews).toEqual([]);

    await banner.getByRole('button', { name: 'Accept Cookies' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('true');
    await expect.poll(() => pageViews.length).toBe(1);
    expect(JSON.parse(pageViews[0] ?? '{}')).toEqual({ path: '/' });
  });

  test('no page makes a request to another origin', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // chrome:// and chrome-extension:// are the browser's own PDF viewer, not the network.
      if (
        ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) &&
        url.origin !== new URL(baseURL!).origin
      ) {
        foreign.push(request.url());
      }
    });
    for (const path of ['/', '/privacy-policy', '/ethics', '/nowhere']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(foreign).toEqual([]);
  });
});

async function acceptTermsOnly(context: BrowserContext) {
  await context.addCookies([
    { name: 'terms_consent', value: 'true', url: test.info().project.use.baseURL! },
  ]);
}

test.describe('shell', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

  test('home shows the six tool cards and the footer counter', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('main').getByRole('link');
    await expect(cards).toHaveCount(6);
    for (const title of toolTitles)
      await expect(page.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} SciComm Studio`);
    await expect(footer).toContainText(/Page views: [\d,]+/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
  });

  test('cards are reachable and opened with the keyboard', async ({ page }) => {
    await page.goto('/');
    const halfLife = page.getByRole('link', { name: /^Half Life/ });
    await tabTo(page, halfLife, 20);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/half-life$/);
    await expect(page).toHaveTitle('Half Life – SciComm Studio');
  });

  test('the De-Jargonizer card does a full page load', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('link', { name: /^De-Jargonizer/ }).click();
    await expect(page).toHaveURL(/\/de-jargonizer$/);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
    ).toBeUndefined();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });

  test('the sidebar opens from the keyboard; Our Tools expands and is collapsed again next time', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Site navigation' });
    await expect(drawer).toBeVisible();
    const group = drawer.getByRole('button', { name: 'Our Tools' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Coherence Coach' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('dialog', { name: 'Site navigation' })
        .getByRole('button', { name: 'Our Tools' }),
    ).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('dialog').getByRole('button', { name: 'Our Tools' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Coherence Coach' }).click();
    await expect(page).toHaveURL(/\/coherence$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found – SciComm Studio');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('legal pages embed the PDF and link to its download', async ({ page, request }) => {
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-use', 'Terms of Use'],
      ['/cookies-policy', 'Cookies Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} – SciComm Studio`);
      const link = page.getByRole('link', { name: `Download ${title} (PDF)` });
      const href = await link.getAttribute('href');
      const pdf = await request.get(href!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test('Hebrew turns the page right to left', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('the home page with the consent dialog and cookie banner', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const pages = ['/', '/privacy-policy', '/terms-of-use', '/cookies-policy', '/nowhere'];
  const exercisePages = ['/persuasion-rhetorics', '/coherence', '/critical-thinking', '/ethics'];
  for (const path of [...pages, ...exercisePages]) {
    test(`${path} after consent`, async ({ page, context, baseURL }) => {
      await acceptConsents(context, baseURL!);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the open sidebar', async ({ page, context, baseURL }) => {
    await acceptConsents(context, baseURL!);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Our Tools' }).click();
    await expectNoAxeViolations(page);
  });
});
