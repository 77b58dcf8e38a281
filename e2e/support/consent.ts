import type { Browser, BrowserContext, Page } from '@playwright/test';
import { COOKIE_CONSENT_COOKIE, TERMS_CONSENT_COOKIE } from '@scicomm/shared';

/** Starts a visitor who already accepted the terms and cookies (for tests about other things). */
export async function acceptConsents(context: BrowserContext, baseURL: string): Promise<void> {
  const url = new URL(baseURL);
  await context.addCookies(
    [TERMS_CONSENT_COOKIE, COOKIE_CONSENT_COOKIE].map((name) => ({
      name,
      value: 'true',
      domain: url.hostname,
      path: '/',
    })),
  );
}

/** A fresh visitor's page in a browser of its own, never signed in, who accepted the terms and cookies; bot messages 50 ms apart. */
export async function freshVisitorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'scicomm.chatMessageDelayMs', value: '50' }] }],
    },
  });
  await acceptConsents(context, baseURL);
  return context.newPage();
}
