// The accessibility widget mounted on the site (its own browser tests in packages/widget/e2e
// cover every adjustment on a demo page; here: it is on every page and works with our pages).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));
test.use({ reducedMotion: 'reduce' });

async function openWidget(page: Page) {
  // The widget is ready once its locale file has arrived.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open Accessibility Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Accessibility Menu' })).toBeVisible();
}

async function expandSection(page: Page, name: string) {
  const section = page.getByRole('button', { name, exact: true });
  await expect(async () => {
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
  }).toPass();
}

test('the launcher is on every page, and the widget registers the site with our own server', async ({
  page,
}) => {
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/registerDomain')) registrations.push(request.postData() ?? '');
  });
  for (const path of ['/', '/de-jargonizer', '/half-life', '/privacy-policy', '/nowhere']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Open Accessibility Menu' })).toBeVisible();
  }
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  expect(JSON.parse(registrations[0] ?? '{}')).toMatchObject({ domain: '127.0.0.1' });
});

test('bigger text scales the site (rem) and leaves the widget as it was', async ({ page }) => {
  await page.goto('/');
  // A CSS locator: while the modal panel is open the page is aria-hidden, out of role queries.
  const title = page.locator('main h1');
  const before = await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  await openWidget(page);
  await expandSection(page, 'Content adjustment');
  const panelFont = await page
    .locator('.a11yk-panel')
    .evaluate((el) => getComputedStyle(el).fontSize);
  await page.getByRole('button', { name: /Increase font size/i }).click();
  await page.getByRole('button', { name: /Increase font size/i }).click();
  await expect
    .poll(() => title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)))
    .toBeCloseTo(before * 1.2, 0);
  expect(await page.locator('.a11yk-panel').evaluate((el) => getComputedStyle(el).fontSize)).toBe(
    panelFont,
  );
});

// One test per colour mode: nine axe runs in one test took most of its time limit on a busy
// 2-core machine. Reduced motion removes the colour transitions, so axe never reads a colour
// halfway through one.
test.describe('the home page passes axe with each colour mode on', () => {
  test.use({ reducedMotion: 'reduce' });
  const modes = [
    'Blue light filter',
    'Brightness',
    'Dark contrast',
    'High contrast',
    'High saturation',
    'Light contrast',
    'Low saturation',
    'Monochrome',
    'Visual impairment',
  ];
  for (const mode of modes) {
    test(mode, async ({ page }) => {
      await page.goto('/');
      await openWidget(page);
      await expandSection(page, 'Color adjustment');
      const toggle = page.getByRole('button', { name: mode, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Accessibility Menu' })).toBeHidden();
      await expectNoAxeViolations(page);
    });
  }
});

test('a colour filter lands on the site root, not on the widget', async ({ page }) => {
  await page.goto('/');
  await openWidget(page);
  await expandSection(page, 'Color adjustment');
  await page.getByRole('button', { name: 'Monochrome', exact: true }).click();
  await expect
    .poll(() => page.locator('#root').evaluate((el) => getComputedStyle(el).filter))
    .toContain('grayscale(1)');
  expect(
    await page.locator('#accessibilik-root').evaluate((el) => getComputedStyle(el).filter),
  ).toBe('none');
});

test('the panel footer credits the site, linking to its Development page', async ({ page }) => {
  await page.goto('/');
  await openWidget(page);
  const credit = page.getByRole('dialog').getByRole('link', { name: 'Developed by SciComm Studio' });
  await expect(credit).toHaveAttribute('href', '/de-jargonizer/development');
  await credit.click();
  await expect(page).toHaveURL(/\/de-jargonizer\/development$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the settings engine and the panel are fetched when the launcher is used; a keyboard user gets it as before', async ({ page }) => {
  const panelCode: string[] = [];
  const engineCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/panel-with-tooltips-[^/]+\.js$/.test(request.url())) panelCode.push(request.url());
    if (/\/assets\/widget-engine-[^/]+\.js$/.test(request.url())) engineCode.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(panelCode).toEqual([]);
  expect(engineCode).toEqual([]);
  const launcher = page.getByRole('button', { name: 'Open Accessibility Menu' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Accessibility Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close accessibility menu' })).toBeFocused();
  expect(panelCode).toHaveLength(1);
  expect(engineCode).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(launcher).toBeFocused();
});

test('a setting stored in the tab applies on the next page before the launcher is touched', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => sessionStorage.setItem('accessibilik', JSON.stringify({ highlightLinks: true })));
  await page.goto('/de-jargonizer/about');
  await expect(page.locator('html')).toHaveClass(/accessibilik-highlight-links/);
  await expect(page.getByRole('button', { name: 'Open Accessibility Menu' })).toHaveAttribute('aria-expanded', 'false');
});
