// Where a researcher lands (docs/research.md "Creating one"): "Create study" opens the
// new study at its top — its title, its link and the link's QR code in view — at 1280 and 390 px,
// not scrolled down to where the form was on the Research page.
import { grantResearcher } from '../apps/server/src/research/researcher-admin.ts';
import { logIn, newEmail, registerThroughApi, turnOnTwoFactor } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';
import { expect, test } from './support/research-server.ts';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

for (const width of [1280, 390]) {
  test(`"Create study" opens the new study at its top at ${width} px`, async ({ page, request, server, baseURL }) => {
    test.setTimeout(120_000);
    const email = newEmail(`top-${width}`);
    await registerThroughApi(request, email);
    await grantResearcher(server.app.db, email);
    await logIn(page, email, undefined, { totpURI: await turnOnTwoFactor(request, baseURL!) });
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await page.goto('/research');
    const title = `Opens at its top, ${width} px`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    const create = page.getByRole('button', { name: 'Create study' });
    await create.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await create.click();
    await expect(page).toHaveURL(/\/research\/studies\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(page.getByRole('img', { name: /^QR code of the link/ })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(heading).toBeInViewport();
    await expect(page.locator('.research__url').first()).toBeInViewport();
  });
}
