// Compare's and Multiple Texts' forms are locked until their code is in, which comes after the
// page has hydrated (apps/web/src/lib/use-form-code.ts). Typing waits for a field by itself;
// setInputFiles does not, so a test waits for the form before choosing files.
import { expect, type Page } from '@playwright/test';

export async function waitForLiveForm(page: Page): Promise<void> {
  await expect(page.locator('main form[aria-busy] button[type="submit"]')).toBeEnabled();
}
