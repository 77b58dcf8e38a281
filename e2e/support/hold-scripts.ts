// Holds the app's scripts until the returned function is called, so the page stays its
// prerendered HTML; the head's first-language script (no part of the app, waited for on purpose
// before the first paint) goes through.
import type { Page } from '@playwright/test';

export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!route.request().url().includes('/first-language-')) await released;
    await route.continue();
  });
  return release;
}
