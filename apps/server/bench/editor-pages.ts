// The two pages the editor benches type into, in one Chromium: the real /de-jargonizer editor and
// a plain <textarea> laid out alike, served from the bench's origin (a page on no origin,
// about:blank, has no clipboard for the paste).
import type { Browser, Page } from 'playwright-core';
import { COOKIE_CONSENT_COOKIE, TERMS_CONSENT_COOKIE } from '@scicomm/shared';

export type Which = 'editor' | 'textarea';

/** The textarea as the editor lays it out (font, size, line height, padding, growing with its text). */
const baselinePage = `<!doctype html><html lang="en"><body style="margin:0;font-family:system-ui,sans-serif">
<main style="max-width:48rem;margin:1rem auto;padding:0 1rem">
<label for="t">Your text</label>
<textarea id="t" spellcheck="false" style="display:block;box-sizing:border-box;width:100%;min-height:14rem;padding:0.75rem;font:inherit;font-size:1rem;line-height:1.7;field-sizing:content;overflow:hidden;resize:none"></textarea>
</main></body></html>`;

/** A fresh context with the consents given, on the editor or the baseline textarea. */
export async function openEditorPage(browser: Browser, origin: string, which: Which, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addCookies([TERMS_CONSENT_COOKIE, COOKIE_CONSENT_COOKIE].map((name) => ({ name, value: 'true', url: origin })));
  const page = await context.newPage();
  if (which === 'editor') await page.goto(`${origin}/de-jargonizer`);
  else {
    await page.route(`${origin}/textarea-baseline`, (route) => route.fulfill({ contentType: 'text/html', body: baselinePage }));
    await page.goto(`${origin}/textarea-baseline`);
  }
  return page;
}

/** An event of a Chromium trace, as the benches read it. */
export interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}
