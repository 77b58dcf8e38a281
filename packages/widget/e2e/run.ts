// Runs the widget's browser tests: builds the demo page with Vite into a temporary folder,
// serves it on 127.0.0.1 (with the locale files at /locale/ and POST /api/registerDomain),
// runs every *.e2e.ts check in Debian's Chromium, and prints "N passed, N failed".
// Usage (from the repo root): npx node packages/widget/e2e/run.ts [name filter]
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { makeContext, registeredTests } from './harness.ts';
import { startServer } from './static-server.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TEST_TIMEOUT_MS = 30_000;

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main(): Promise<number> {
  const filter = process.argv[2];
  const outDir = await mkdtemp(join(tmpdir(), 'widget-demo-'));
  try {
    await build({ configFile: join(HERE, '../demo/vite.config.ts'), build: { outDir }, logLevel: 'warn' });
    const server = await startServer(outDir, join(HERE, '../locales'));
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    let passed = 0;
    let failed = 0;
    try {
      const files = (await readdir(HERE)).filter((name) => name.endsWith('.e2e.ts')).sort();
      for (const file of files) await import(join(HERE, file));
      const tests = registeredTests().filter((t) => filter === undefined || t.name.includes(filter));
      for (const t of tests) {
        const pages: Page[] = [];
        const pageErrors: string[] = [];
        const started = Date.now();
        try {
          await withTimeout(t.run(makeContext(browser, server.url, server.registrations, pages, pageErrors)), TEST_TIMEOUT_MS, t.name);
          if (pageErrors.length > 0) throw new Error(`Uncaught errors in the page: ${pageErrors.join('; ')}`);
          passed += 1;
          console.log(`✓ ${t.name} (${Date.now() - started} ms)`);
        } catch (error) {
          failed += 1;
          console.log(`✗ ${t.name}\n  ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        } finally {
          await Promise.all(pages.map((page) => page.context().close()));
        }
      }
    } finally {
      await browser.close();
      await server.close();
    }
    console.log(`${passed} passed, ${failed} failed`);
    return failed === 0 && passed > 0 ? 0 : 1;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
