// The profile before Edit Profile: the name field, read-only, looks like the disabled fields beside
// it (no field that looks editable but takes no typing), and like an editable one after Edit Profile.
import { expect, test, type Locator } from '@playwright/test';
import { logIn, newEmail, registerThroughApi } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

const looks = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, border: style.borderTopColor };
  });

test('the read-only name looks like the disabled fields, and editable after Edit Profile', async ({ page, request, baseURL }) => {
  const email = newEmail('read-only');
  await registerThroughApi(request, email, { baseURL: baseURL! });
  await logIn(page, email);
  await page.goto('/profile');
  const name = page.getByLabel('Your name');
  const gender = page.getByLabel('Gender');
  await expect(name).toHaveAttribute('readonly', '');
  await expect(gender).toBeDisabled();
  const readOnly = await looks(name);
  expect(readOnly).toEqual(await looks(gender));

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(name).not.toHaveAttribute('readonly');
  await expect(gender).toBeEnabled();
  const editable = await looks(name);
  expect(editable).toEqual(await looks(gender));
  expect(editable).not.toEqual(readOnly);
});
