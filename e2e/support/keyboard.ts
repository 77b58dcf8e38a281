import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (at most `limit` times) until `target` has focus, and fails if it never does. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (
    let i = 0;
    i < limit && !(await target.evaluate((element) => element === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
