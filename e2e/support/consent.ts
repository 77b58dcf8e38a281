import type { BrowserContext } from '@playwright/test';
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
