// Accounts for the journeys: a user registered through the API (faster than the form, which
// e2e/account.spec.ts tests on its own) and a sign-in through the login page.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const TEST_PASSWORD = 'a long enough password';

export const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.org`;

/** Registers `email` (no demographics, terms accepted) and returns the new user's id. */
export async function registerThroughApi(
  request: APIRequestContext,
  email: string,
  { rejectSaveData = false, baseURL = '' }: { rejectSaveData?: boolean; baseURL?: string } = {},
): Promise<string> {
  const res = await request.post(`${baseURL}/api/account/register`, {
    data: {
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

/** Signs in through the login page and waits for the home page with the account menu. */
export async function logIn(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
}
