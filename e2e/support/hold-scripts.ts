// Holds the app's scripts until the returned function is called, so the page stays its
// prerendered HTML (the head's first-language choice is inline and runs as it is parsed).
import type { Page } from '@playwright/test';

export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
