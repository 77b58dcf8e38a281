// Accounts for the journeys: a user registered through the API (faster than the form, which
// e2e/account.spec.ts tests on its own) and a sign-in through the login page.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshTotpCode } from '../../apps/server/src/auth/testing.ts';

export const TEST_PASSWORD = 'a long enough password';

export const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.org`;

/** Registers `email` (no demographics, terms accepted; named `name`, else after the address) and returns the new user's id. */
export async function registerThroughApi(
  request: APIRequestContext,
  email: string,
  {
    rejectSaveData = false,
    baseURL = '',
    name = `Writer ${email.slice(0, email.indexOf('@'))}`,
  }: { rejectSaveData?: boolean; baseURL?: string; name?: string } = {},
): Promise<string> {
  const res = await request.post(`${baseURL}/api/account/register`, {
    data: {
      name,
      email,
      password: TEST_PASSWORD,
      gender: null,
      age: null,
      academicBackground: null,
      fieldOfStudy: [],
      country: [],
      firstLanguage: [],
      goals: null,
      acceptTermsPrivacyPolicy: true,
      rejectSaveData,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** A new user who chose to save their texts; returns the e-mail address. */
export async function registerSaver(request: APIRequestContext, prefix = 'saver'): Promise<string> {
  const email = newEmail(prefix);
  await registerThroughApi(request, email);
  return email;
}

/**
 * Turns on two-factor sign-in for the account the request context is signed in to (as the
 * security settings do: the password, then a first code) and returns its otpauth:// URI, from
 * which the journey computes codes as an authenticator app would. Researchers need it
 * (docs/research.md "Two-factor sign-in").
 */
export async function turnOnTwoFactor(request: APIRequestContext, baseURL: string, password = TEST_PASSWORD): Promise<string> {
  const headers = { origin: new URL(baseURL).origin };
  const enable = await request.post(`${baseURL}/api/auth/two-factor/enable`, { headers, data: { password } });
  expect(enable.status(), await enable.text()).toBe(200);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const confirm = await request.post(`${baseURL}/api/auth/two-factor/verify-totp`, { headers, data: { code: await freshTotpCode(totpURI) } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return totpURI;
}

/** Fills the login page's two-factor step with a code the server has not accepted yet (a code works once). */
export async function enterTwoFactorCode(page: Page, totpURI: string): Promise<void> {
  await page.getByLabel('Code', { exact: true }).fill(await freshTotpCode(totpURI));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Signs in through the login page (and its two-factor step when `totpURI` is given) and waits
 * for the home page with the account menu.
 */
export async function logIn(page: Page, email: string, password = TEST_PASSWORD, { totpURI }: { totpURI?: string } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (totpURI !== undefined) await enterTwoFactorCode(page, totpURI);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
}
