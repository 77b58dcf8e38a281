// The two pages the editor benches type into: the real /de-jargonizer editor from the bench server,
// and a plain <textarea> laid out alike, alone in its page, from a plain HTTP server of its own (a
// page the browser fulfils itself skips the network, and a page on no origin, about:blank, has no
// clipboard for the paste). Both go over the same emulated connection when one is asked for.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { COOKIE_CONSENT_COOKIE, TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import { emulatePhoneNetwork } from './phone-profile.ts';

export type Which = 'editor' | 'textarea';

/** Where each page is served: the bench server's origin, and the textarea page's server. */
export type PageOrigins = Record<Which, string>;

/** The textarea as the editor lays it out (font, size, line height, padding, growing with its text). */
const baselinePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Your text</title></head><body style="margin:0;font-family:system-ui,sans-serif">
<main style="max-width:48rem;margin:1rem auto;padding:0 1rem">
<label for="t">Your text</label>
<textarea id="t" spellcheck="false" style="display:block;box-sizing:border-box;width:100%;min-height:14rem;padding:0.75rem;font:inherit;font-size:1rem;line-height:1.7;field-sizing:content;overflow:hidden;resize:none"></textarea>
</main></body></html>`;

/** The lone textarea's page from a plain Node HTTP server on a free port. */
export async function startTextareaPage(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(baselinePage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface PageProfile {
  viewport: { width: number; height: number };
  /** The phone's connection (phone-profile.ts) for every request of the page, its first load included. */
  phoneNetwork?: boolean;
}

/** A fresh context with the consents given, on the editor or the lone textarea. */
export async function openEditorPage(browser: Browser, origins: PageOrigins, which: Which, profile: PageProfile): Promise<Page> {
  const origin = origins[which];
  const context = await browser.newContext({ viewport: profile.viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addCookies([TERMS_CONSENT_COOKIE, COOKIE_CONSENT_COOKIE].map((name) => ({ name, value: 'true', url: origin })));
  const page = await context.newPage();
  if (profile.phoneNetwork) {
    const cdp = await context.newCDPSession(page);
    await emulatePhoneNetwork(cdp);
  }
  await page.goto(which === 'editor' ? `${origin}/de-jargonizer` : `${origin}/`);
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
