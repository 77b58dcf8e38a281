// The site's Content-Security-Policy has no 'unsafe-inline' for styles (docs/deployment.md
// "HTTPS and the security headers"), and nothing the site shows needs it: the pages' inlined CSS
// is allowed by its hash, the accessibility widget adopts constructed style sheets, React's
// style props go through the CSSOM, and a modal dialog's scroll lock is an adopted style sheet
// too (apps/web/src/lib/adopted-style-singleton.ts). Every page here records the browser's CSP
// violations, and there are none: each one is an error in the console.
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
});

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);


test('the pages and the widget apply their styles under a CSP without unsafe-inline', async ({ page }) => {
  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/style-src 'self' 'report-sample'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain('unsafe-inline');
  // The page is there (the welcome dialog may cover it from assistive technology once the script runs).
  await expect(page.locator('h1').first()).toBeAttached();
  // The home page's inlined CSS applied: the body has the site's font, not the browser's serif.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);

  // Whether the welcome dialog has opened by now or not, nothing else is refused.
  expect(await violations(page)).toEqual([]);
  await page.goto('/de-jargonizer');
  // The terms gate, a modal dialog: the page behind it does not scroll.
  const gate = page.getByRole('alertdialog');
  await expect(gate).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await gate.getByRole('checkbox').check();
  await gate.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'De-Jargonizer' })).toBeVisible();
  // The accessibility widget: its launcher's look, the panel's, and a page rule.
  await page.getByRole('button', { name: 'Open Accessibility Menu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toMatch(/fixed|absolute/);
  const section = dialog.getByRole('button', { name: 'Color adjustment', exact: true });
  await expect(async () => {
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
  }).toPass();
  await dialog.getByRole('button', { name: 'Monochrome', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.getElementById('root') ?? document.body).filter))
    .toContain('grayscale');
  // The modal dialogs' scroll lock (the terms gate, the widget's panel) wrote a <style> the CSP
  // refused, an error in the console of every page: nothing is refused now.
  expect(await violations(page)).toEqual([]);
});
