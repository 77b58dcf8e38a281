// A term without a sure plainer word (docs/de-jargonizer.md "How a suggestion is chosen"): its
// popover says readers may not know it and lists its dictionary meanings, as a list screen
// readers name, by click at 1280 px, by tap at 390 px and by keyboard alone; axe on the popover.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { boxOfWord, highlighted } from './support/editor.ts';
import { tabTo } from './support/keyboard.ts';

// "lesion" has several WordNet senses and no plain word that holds in all of them.
const TEXT = 'The lesion was a small carcinoma.';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

const textBox = (page: Page) => page.getByRole('textbox', { name: 'Your text' });
/** The term is drawn as rare (a highlight: the browser colours it in the text box itself). */
const lesionMarked = (page: Page) => expect.poll(() => highlighted(page, 'rare')).toContain('lesion');
const popover = (page: Page) => page.getByRole('dialog', { name: '“lesion”' });

/** The popover's meanings: the note, a named list of one to three definitions, no replacement. */
async function expectMeanings(page: Page) {
  const details = popover(page);
  await expect(details.getByText('A term readers may not know, with no sure plainer word.')).toBeVisible();
  const meanings = details.getByRole('list', { name: 'Its dictionary meanings' });
  await expect(meanings).toBeVisible();
  const items = await meanings.getByRole('listitem').allTextContents();
  expect(items.length).toBeGreaterThanOrEqual(1);
  expect(items.length).toBeLessThanOrEqual(3);
  expect(items.map((item) => item.length)).toEqual([...items.map((item) => item.length)].sort((a, b) => a - b));
  expect(items.join(' | ')).toMatch(/injury to living tissue/);
  await expect(details.getByRole('heading', { name: 'Simpler words' })).toHaveCount(0);
  return details;
}

async function pick(page: Page, tap: boolean) {
  const box = await boxOfWord(textBox(page), 'lesion');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

test('at 1280 px a click on a term shows its dictionary meanings', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de-jargonizer');
  await textBox(page).fill(TEXT);
  await lesionMarked(page);
  await pick(page, false);
  await expectMeanings(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tapped term shows its meanings inside the screen', async ({ page }) => {
    await page.goto('/de-jargonizer');
    await textBox(page).fill(TEXT);
    await lesionMarked(page);
    await pick(page, true);
    const details = await expectMeanings(page);
    const box = (await details.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('by keyboard alone: Details on the term at the caret opens its meanings, Escape returns to the text', async ({ page }) => {
  await page.goto('/de-jargonizer');
  await tabTo(page, textBox(page));
  await page.keyboard.type(TEXT);
  await lesionMarked(page);
  await page.keyboard.press('Home');
  for (let step = 0; step < 6; step++) await page.keyboard.press('ArrowRight');
  const details = page.getByRole('button', { name: 'Details' });
  await expect(page.locator('.dj-caret-word')).toContainText(/^At the cursor: “lesion”, rare\./);
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  await expectMeanings(page);
  await expect.poll(() => popover(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  await expect(textBox(page)).toBeFocused();
});
