// What a page says about hydration while a test drives it.
import type { Page } from '@playwright/test';

/** Collects the page's console errors and warnings and uncaught errors; returns those that speak of hydration. */
export function watchHydration(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return () => problems.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text));
}
