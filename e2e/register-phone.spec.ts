// Registration on a phone (390 px, touch): the First Language list closes on a tap on a name and
// on a tap outside it, so that nothing covers the terms checkbox below it (docs/accounts.md
// "The multi-select").
import { expect, test, type Page } from '@playwright/test';
import { acceptConsents } from './support/consent.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Whether the terms checkbox, scrolled into view, is what a tap on its centre reaches. */
const termsBoxReachable = (page: Page) =>
  page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === element;
  });

test('the First Language list closes on a tap on a name and on a tap outside; the terms checkbox stays reachable', async ({ page, context, baseURL }) => {
  await acceptConsents(context, baseURL!);
  await page.goto('/register');
  const box = page.getByRole('combobox', { name: 'First Language' });
  await expect(box).toBeEnabled();
  await box.tap();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('option', { name: 'Hebrew' }).tap();
  await expect(page.getByRole('list', { name: 'Chosen: First Language' })).toContainText('Hebrew');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(await termsBoxReachable(page)).toBe(true);

  await box.scrollIntoViewIfNeeded();
  await box.tap();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(await termsBoxReachable(page)).toBe(true);
  await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).tap();
  await expect(page.getByRole('checkbox', { name: /I accept the Terms of Use/ })).toBeChecked();
});
