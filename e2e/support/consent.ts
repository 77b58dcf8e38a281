import type { BrowserContext } from '@playwright/test';

/** Starts a visitor who already accepted the terms and cookies (for tests about other things). */
export async function acceptConsents(context: BrowserContext, baseURL: string): Promise<void> {
  const url = new URL(baseURL);
  await context.addCookies(
    ['terms_consent', 'cookie_consent'].map((name) => ({
      name,
      value: 'true',
      domain: url.hostname,
      path: '/',
    })),
  );
}
