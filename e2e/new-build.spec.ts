// A tab opened before a deploy asks for a chunk the new build no longer has (its old name answers
// 404): the page loads again, once, instead of "Oops!", and the text the writer typed is still
// there; a chunk that is still missing after that shows "Oops!" without reloading again.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { editorText, highlighted } from './support/editor.ts';

const TEXT = 'Epigenetics changes how genes are read, and the season matters too.';
const LEGAL_CHUNK = /\/assets\/legal-[^/]+\.js$/;

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

const textBox = (page: Page) => page.getByRole('textbox', { name: 'Your text' });

/**
 * Types in the De-Jargonizer, then opens the privacy policy from the footer while its chunk fails
 * `failures` times (404); counts the pages loaded from then on.
 */
async function typeThenLoseChunk(page: Page, failures: number) {
  await page.goto('/de-jargonizer');
  await textBox(page).fill(TEXT);
  await expect.poll(() => highlighted(page, 'rare')).toContain('Epigenetics');
  let failed = 0;
  await page.route(LEGAL_CHUNK, (route) => {
    if (failed >= failures) return route.continue();
    failed += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  return loads;
}

test('a chunk gone after a deploy: the page loads again, once, and the typed text stays', async ({ page }) => {
  const loads = await typeThenLoseChunk(page, 1);
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(loads.count).toBe(1);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(textBox(page)).toBeEditable();
  await expect.poll(() => editorText(textBox(page))).toBe(TEXT);
});

test('a chunk still missing after that one reload: "Oops!", and no second reload', async ({ page }) => {
  const loads = await typeThenLoseChunk(page, Number.POSITIVE_INFINITY);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  expect(loads.count).toBe(1);
  await expectNoAxeViolations(page);
});
