// Sharing end to end: a signed-in user who saves texts finishes Half Life (and analyses a text in
// the De-Jargonizer), shares it, the link opens in a fresh browser with no cookies (no consent
// gate, no sign-in, not indexed), then the owner revokes it and the reloaded page says so.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, registerSaver } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';
import { textOfWords } from './support/exercise-chat.ts';
import { chooseTheRevisedText, writeHalfLifeToTheChoice } from './support/half-life.ts';

/** Opens the share dialog, creates a link with the given expiry, and returns the link. */
async function createLink(page: Page, expiry: 'Never' | 'After 7 days' | 'After 30 days') {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: expiry }).check();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Link 1' });
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{32}$/);
  await dialog.getByRole('button', { name: 'Copy link 1' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy link 1' })).toBeVisible();
  return { dialog, url: await link.inputValue() };
}

/** The link in a browser that has never seen the site: no cookies, no session. */
async function openAsStranger(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  expect(await context.cookies()).toEqual([]);
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow, noarchive');
  expect(await response?.text()).toMatch(
    /<head>[\s\S]*<meta name="robots" content="noindex, nofollow, noarchive" \/>[\s\S]*<\/head>/,
  );
  return { context, page };
}

test.describe('sharing', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptConsents(context, baseURL!);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('a finished Half Life: share, open the link without cookies, revoke, reload → revoked', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const email = await registerSaver(request, 'author');
    await logIn(page, email);

    const chat = await writeHalfLifeToTheChoice(page);
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await chooseTheRevisedText(chat);

    const { dialog, url } = await createLink(page, 'After 30 days');
    await expect(dialog.getByText(/^Expires on /)).toBeVisible();

    const stranger = await openAsStranger(browser, url);
    const shared = stranger.page;
    await expect(
      shared.getByRole('heading', { level: 1, name: 'Half Life (Shared)' }),
    ).toBeVisible();
    await expect(shared).toHaveTitle('Half Life (Shared) – SciComm Studio');
    const record = shared.getByRole('article', { name: /Half Life/ });
    await expect(record).toContainText('Please tell me what you study and why it is important.');
    await expect(record).toContainText(textOfWords(30));
    await expect(record).toContainText("We're done!");
    await expect(shared.getByRole('alertdialog')).toHaveCount(0);
    await expect(shared.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await shared.content()).not.toContain(email);
    await expectNoAxeViolations(shared, { alsoRules: ['heading-order'] });

    await dialog.getByRole('button', { name: 'Revoke link 1' }).click();
    await dialog.getByRole('button', { name: 'Yes, revoke link 1' }).click();
    await expect(dialog.getByText('This task has no active link yet.')).toBeVisible();
    await shared.reload();
    await expect(shared.getByRole('alert')).toHaveText('This link has been revoked.');
    await expect(shared.getByRole('article')).toHaveCount(0);
    await expectNoAxeViolations(shared);
    await stranger.context.close();

    // The profile's task viewer offers the same Share for the stored exercise.
    await page.keyboard.press('Escape');
    await page.goto('/profile');
    await page
      .getByRole('region', { name: 'Your Tasks' })
      .getByRole('button', { name: /Half Life/ })
      .click();
    const viewer = page.getByRole('article', { name: /Half Life/ });
    await expect(viewer.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  });

  test('a De-Jargonizer analysis: share, open the link without cookies, revoke, reload → revoked', async ({
    page,
    request,
    browser,
  }) => {
    const email = await registerSaver(request, 'author');
    await logIn(page, email);
    await page.goto('/de-jargonizer');
    const text = 'Epigenetics changes how genes work when plants face drought.';
    await page.getByRole('textbox', { name: 'Your text' }).fill(text);
    await page.getByRole('button', { name: 'START' }).click();
    await expect(
      page.getByRole('complementary', { name: 'Your text in numbers' }).getByText(/^Recorded: score \d+\.$/),
    ).toBeVisible();

    const { dialog, url } = await createLink(page, 'Never');
    await expect(dialog.getByText('Never expires.')).toBeVisible();

    // On a 390 px phone: what the owner saw comes first, the score on the first screen.
    const stranger = await openAsStranger(browser, url, { viewport: { width: 390, height: 844 } });
    const shared = stranger.page;
    await expect(
      shared.getByRole('heading', { level: 1, name: 'De-Jargonizer (Shared)' }),
    ).toBeVisible();
    const record = shared.getByRole('article', { name: /De-Jargonizer/ });
    await expect(record).toContainText('Language: English, Period: 2021-2024');
    await expect(record).toContainText(text);
    await expect(record.getByRole('row', { name: /^Words 9$/ })).toBeVisible();
    // The coloured result: the rare word as the editor shows it (colour, shade, solid underline).
    const rare = record.locator('.dj-band--rare', { hasText: 'Epigenetics' });
    await expect(rare).toHaveCSS('color', 'rgb(153, 27, 27)');
    await expect(rare).toHaveCSS('background-color', 'rgb(245, 188, 188)');
    await expect(rare).toHaveCSS('text-decoration-style', 'solid');
    const score = record.getByRole('row', { name: /^Score \d+$/ });
    await expect(score).toBeInViewport();
    const gauge = record.getByRole('img', { name: /^Rare words: / });
    const top = async (locator: typeof score) => (await locator.boundingBox())?.y ?? Number.NaN;
    expect(await top(score)).toBeLessThan(await top(gauge));
    expect(await top(gauge)).toBeLessThan(await top(rare));
    // The plain text is last and folded away.
    await expect(record.locator('details')).not.toHaveAttribute('open');
    await expect(record.locator('details p')).toBeHidden();
    expect(await top(record.getByText('The text without colours'))).toBeGreaterThan(await top(rare));
    await expectNoAxeViolations(shared, { alsoRules: ['heading-order'] });

    await dialog.getByRole('button', { name: 'Revoke link 1' }).click();
    await dialog.getByRole('button', { name: 'Yes, revoke link 1' }).click();
    await expect(dialog.getByText('This task has no active link yet.')).toBeVisible();
    await shared.reload();
    await expect(shared.getByRole('alert')).toHaveText('This link has been revoked.');
    await stranger.context.close();
  });

  test('an unknown link says that its owner may have ended it or that it does not exist (in Arabic too) and passes axe', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL}/share/NoSuchTokenNoSuchTokenNoSuchTok`);
    await expect(page.getByRole('alert')).toHaveText('This link does not open a shared task: its owner may have ended it, or it does not exist.');
    await expectNoAxeViolations(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('alert')).toHaveText('هذا الرابط لا يفتح مهمة مشتركة: ربما أنهاه صاحبه، أو أنه غير موجود.');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
