// On a 390 px phone nothing covers a control the writer needs: the word popover's Close sits
// beside "Mark … as a key term", not over it, as the popover scrolls; the floating link to the
// figures never covers Clear under the text, wherever the page is scrolled. Axe on each.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { boxOfWord, highlighted } from './support/editor.ts';

test.use({ viewport: { width: 390, height: 664 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

const textBox = (page: Page) => page.getByRole('textbox', { name: 'Your text' });

/** Whether a tap on the centre of `control` reaches it (nothing drawn over it). */
const reachable = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

test('the word popover keeps Close beside "Mark … as a key term", never over it, however it is scrolled', async ({ page }) => {
  await page.goto('/de-jargonizer');
  await textBox(page).fill('The lesion was a small carcinoma.');
  await expect.poll(() => highlighted(page, 'rare'), { timeout: 60_000 }).toContain('lesion');
  const box = await boxOfWord(textBox(page), 'lesion');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const popover = page.getByRole('dialog', { name: '“lesion”' });
  const mark = popover.getByRole('button', { name: 'Mark “lesion” as a key term' });
  await expect(mark).toBeVisible();
  await expect(popover.getByRole('list', { name: 'Its dictionary meanings' })).toBeVisible();
  // At every scroll of the popover (it must scroll here: the test is about a short screen), Mark
  // is reachable wherever it is in sight: a sticky Close once covered it as it scrolled past.
  const scrolls = await popover.evaluate((element) => Math.max(0, element.scrollHeight - element.clientHeight));
  expect(scrolls, 'the popover scrolls').toBeGreaterThan(0);
  // The two buttons' boxes never overlap either (a hit test alone missed it: the sticky Close was drawn under Mark).
  const close = popover.getByRole('button', { name: 'Close' });
  for (let top = 0; top <= scrolls + 8; top += 8) {
    await popover.evaluate((element, to) => (element.scrollTop = to), top);
    if (await mark.evaluate((element) => { const b = element.getBoundingClientRect(); const p = element.closest('[role=dialog]')!.getBoundingClientRect(); return b.top >= p.top && b.bottom <= p.bottom; }))
      expect(await reachable(mark), `Mark reachable at scroll ${top}`).toBe(true);
    const [a, b] = [(await mark.boundingBox())!, (await close.boundingBox())!];
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `Mark and Close overlap at scroll ${top}`).toBe(false);
  }
  await popover.evaluate((element) => (element.scrollTop = element.scrollHeight));
  expect(await reachable(mark)).toBe(true);
  expect(await reachable(close)).toBe(true);
  await expectNoAxeViolations(page);
});

test('the floating link to the figures never covers Clear, wherever the page is scrolled', async ({ page }) => {
  await page.goto('/de-jargonizer');
  const paragraph = 'Plants remember the winter and we study how they do it in the cold months of the year. ';
  await textBox(page).fill(Array.from({ length: 14 }, () => paragraph).join('\n\n'));
  const clear = page.getByRole('button', { name: 'Clear' });
  await expect(page.getByRole('link', { name: /the figures and START/ })).toBeVisible();
  const viewport = page.viewportSize()!;
  // Clear's bottom at each height from the screen's bottom edge up to its top third.
  for (let fromBottom = 0; fromBottom <= viewport.height / 2; fromBottom += 24) {
    await clear.evaluate((element, gap) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.bottom - (window.innerHeight - gap));
    }, fromBottom);
    const box = await clear.boundingBox();
    if (!box || box.y < 0 || box.y + box.height > viewport.height) continue;
    expect(await reachable(clear), `Clear reachable with its bottom ${fromBottom} px above the screen's`).toBe(true);
  }
  await expectNoAxeViolations(page);
});
