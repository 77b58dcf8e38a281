// @vitest-environment node
// The prerender as the build runs it (scripts/build.ts): in Node, with no DOM.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import { lendHtmlWindow, PRERENDERED_PAGES, renderPage } from './entry-server.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Follows the timers started from now on: those neither fired nor cleared are pending. */
function trackTimers() {
  const pending = new Set<unknown>();
  const { setTimeout: set, clearTimeout: clear } = globalThis;
  vi.stubGlobal('setTimeout', (callback: () => void, delay?: number) => {
    const timer = set(() => {
      pending.delete(timer);
      callback();
    }, delay);
    pending.add(timer);
    return timer;
  });
  vi.stubGlobal('clearTimeout', (timer: ReturnType<typeof set> | undefined) => {
    pending.delete(timer);
    clear(timer);
  });
  return pending;
}

describe('the prerender in Node', () => {
  it('renders every page and leaves no timer running, so the build’s process can exit', async () => {
    // As the build does: the chat's opening is sanitised in a window of jsdom's.
    // (jsdom has no types here: the web app's own tests get its window from Vitest.)
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Parameters<typeof lendHtmlWindow>[0] } };
    lendHtmlWindow(new JSDOM('').window);
    const pending = trackTimers();
    for (const { path } of PRERENDERED_PAGES) expect((await renderPage(path)).html).toContain('<h1');
    expect(pending.size).toBe(0);
    // Some 45 pages, each with its route's code loaded: more than a test's default time on a busy machine.
  }, 120_000);
});
