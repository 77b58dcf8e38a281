// The fixtures of the widget's browser tests (the Playwright project "widget" of the repo's
// playwright.config.ts). Each worker builds the demo page with Vite into a temporary folder and
// serves it on 127.0.0.1 (with the locale files at /locale/ and POST /api/registerDomain); each
// test opens pages in fresh browser contexts (so sessionStorage starts empty), and fails if a
// page threw an uncaught error.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { build } from 'vite';
import { startServer, type TestServer } from './static-server.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));

export type OpenDemo = (options?: BrowserContextOptions & { beforeLoad?: (page: Page) => Promise<unknown> }) => Promise<Page>;

interface TestFixtures {
  /** A new page in a new context, already at the demo. */
  openDemo: OpenDemo;
  /** The demo's address. */
  baseUrl: string;
  /** Bodies received by POST /api/registerDomain since this worker started. */
  registrations: unknown[];
}

export const test = base.extend<TestFixtures, { demo: TestServer }>({
  demo: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const outDir = await mkdtemp(join(tmpdir(), 'widget-demo-'));
      try {
        await build({ configFile: join(HERE, '../demo/vite.config.ts'), build: { outDir }, logLevel: 'warn' });
        const server = await startServer(outDir, join(HERE, '../locales'));
        try {
          await use(server);
        } finally {
          await server.close();
        }
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseUrl: async ({ demo }, use) => use(demo.url),
  registrations: async ({ demo }, use) => use(demo.registrations),
  openDemo: async ({ browser, demo }, use) => {
    const contexts: BrowserContext[] = [];
    const pageErrors: string[] = [];
    await use(async ({ beforeLoad, ...options } = {}) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await beforeLoad?.(page);
      await page.goto(demo.url);
      // By class, not by name: the launcher's name follows the visitor's language.
      await page.locator('.a11yk-launcher').waitFor();
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
});
