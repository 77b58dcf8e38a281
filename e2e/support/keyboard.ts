import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (at most `limit` times; `key` Shift+Tab goes back) until `target` has focus, and
 * fails if it never does.
 */
export async function tabTo(page: Page, target: Locator, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (
    let i = 0;
    i < limit && !(await target.evaluate((element) => element === document.activeElement));
    i++
  ) {
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
