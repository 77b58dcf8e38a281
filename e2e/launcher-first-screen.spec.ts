// At 390 px the accessibility launcher has no room beside the content (launcher-room.css): on a
// page's first screen it lies over no text or control. Where something is under its spot it waits
// below the screen's edge, and focus (Tab after the skip link) or the page's end brings it back.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { exerciseManifest, EXERCISE_IDS } from '@scicomm/shared/exercises';
import { acceptConsents } from './support/consent.ts';

/** The text and controls on screen that the launcher's box intersects (what a reader reads or uses). */
const coveredByLauncher = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector('#accessibilik-root .a11yk-launcher')!.getBoundingClientRect();
    if (launcher.top >= window.innerHeight) return [];
    const content = 'main :is(p, li, td, th, dd, dt, h1, h2, h3, h4, label, summary, pre, blockquote, input, textarea, select, button, a, .chat-bubble)';
    return [...document.querySelectorAll(content)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.left < launcher.right && launcher.left < box.right && box.top < launcher.bottom && launcher.top < box.bottom;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });

const pages = [...EXERCISE_IDS.map((id) => `/${exerciseManifest[id].slug}`), '/de-jargonizer/about', '/register'];

for (const height of [844, 667]) {
  test.describe(`390 × ${height}`, () => {
    test.use({ viewport: { width: 390, height } });
    test.beforeEach(async ({ context, baseURL }) => {
      await acceptConsents(context, baseURL!);
    });

    for (const path of pages) {
      test(`${path}: on the first screen the launcher covers no text or control, and Tab reaches it`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const launcher = page.getByRole('button', { name: 'Open Accessibility Menu' });
        await expect(launcher).toBeAttached();
        await expect.poll(() => coveredByLauncher(page)).toEqual([]);
        // Reachable: the Tab stop after the skip link, on screen once it has focus.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(launcher).toBeFocused();
        await expect(launcher).toBeInViewport({ ratio: 1 });
      });
    }
  });
}
