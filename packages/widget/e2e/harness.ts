// A minimal browser-test runner: test files register named checks with `test`, run.ts runs
// them one by one, each in a fresh browser context (so sessionStorage starts empty), and prints
// "N passed, N failed". No test framework: playwright-core and node:assert are enough here.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export type TestContext = {
  baseUrl: string;
  /** Bodies received by POST /api/registerDomain since the run started. */
  registrations: unknown[];
  /** A new page in a new context, already at the demo. */
  openDemo: (options?: BrowserContextOptions & { beforeLoad?: (page: Page) => Promise<unknown> }) => Promise<Page>;
};

export type BrowserTest = { name: string; run: (context: TestContext) => Promise<void> };

const registered: BrowserTest[] = [];

export function test(name: string, run: BrowserTest['run']): void {
  registered.push({ name, run });
}

export function registeredTests(): readonly BrowserTest[] {
  return registered;
}

/** Uncaught page errors are collected and fail the test after it ran (throwing in the event handler would crash the runner). */
export function makeContext(browser: Browser, baseUrl: string, registrations: unknown[], pages: Page[], pageErrors: string[]): TestContext {
  return {
    baseUrl,
    registrations,
    openDemo: async ({ beforeLoad, ...options } = {}) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      const page = await context.newPage();
      pages.push(page);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await beforeLoad?.(page);
      await page.goto(baseUrl);
      // By class, not by name: the launcher's name follows the visitor's language.
      await page.locator('.a11yk-launcher').waitFor();
      return page;
    },
  };
}
