// The site's chrome in detail (docs/site-chrome.md): the phone menu reaches Compare,
// Multiple Texts and Reader checks; one focus ring at a time on the register form; the explained
// term's double underline unbroken; the Arabic header one row on a phone and not sticky when it
// wraps; Compare's wide tables say they scroll sideways; the launcher over no chat bubble of a
// shared Half Life on a phone.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { highlighted, highlightStyle } from './support/editor.ts';
import { logIn, registerSaver } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';
import { chooseTheRevisedText, writeHalfLifeToTheChoice } from './support/half-life.ts';
import { waitForLiveForm } from './support/tool-forms.ts';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

const inLanguage = (page: Page, language: string) => page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);

test('the phone menu leads to Compare, Multiple Texts and Reader checks', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [name, path, heading] of [
    ['Compare texts', '/de-jargonizer/compare', 'Compare two texts'],
    ['Multiple Texts', '/de-jargonizer/multiple-texts', 'Multiple Texts'],
    ['Reader checks', '/reader-checks', 'Reader checks'],
  ] as const) {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site navigation' });
    // In the menu as it opens, without expanding Our Tools.
    await drawer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expectNoAxeViolations(page);
});

/** The elements that show a focus ring now: an outline, or a box with the focus inside it. */
const ringed = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !(element instanceof HTMLInputElement && element.getAttribute('aria-invalid') === 'true');
      })
      .map((element) => element.className || element.tagName),
  );

test('the register form shows one focus ring at a time, also after choosing in a list with the keyboard', async ({ page }) => {
  await page.goto('/register');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.focus();
  await page.keyboard.type('isr');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen: Country' })).toContainText('Israel');
  // Tab onwards through the rest of the form: never two rings (the country box kept its own
  // beside the next field's when Tab went into its closing list).
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    const rings = await ringed(page);
    expect(rings.length, `Tab ${step + 1}: ${rings.join(', ')}`).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.activeElement !== document.body), `Tab ${step + 1} lands on a control`).toBe(true);
  }
});

test('an explained term’s double underline is not cut by the letters, in the editor and in the Arabic legend', async ({ page }) => {
  await page.goto('/de-jargonizer');
  await page.getByRole('textbox', { name: /Your text/ }).fill('Permafrost, ground that stays frozen all year, is thawing in the hills.');
  await expect.poll(() => highlighted(page, 'explained')).toEqual(['Permafrost']);
  expect(await highlightStyle(page, 'explained')).toMatchObject({ 'text-decoration-line': 'underline', 'text-decoration-style': 'double' });
  // A highlight's decoration is drawn with the text's own skip-ink: none on the editor's text.
  expect(await page.getByRole('textbox', { name: /Your text/ }).evaluate((element) => getComputedStyle(element).textDecorationSkipInk)).toBe('none');
  await inLanguage(page, 'ar');
  await page.goto('/de-jargonizer');
  const sample = page.locator('.dj-legend .dj-term--explained');
  await expect(sample).toBeVisible();
  expect(await sample.evaluate((element) => getComputedStyle(element).textDecorationSkipInk)).toBe('none');
});

for (const language of ['ar', 'he', 'en']) {
  test(`the header is one sticky row on a 390 px phone in ${language}; where it wraps it scrolls away`, async ({ page }) => {
    await inLanguage(page, language);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const header = page.locator('header.header');
    await expect(header).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(70);
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    // At 320 px it may wrap (Arabic does): then it is no longer sticky.
    await page.setViewportSize({ width: 320, height: 700 });
    await expect
      .poll(async () => {
        const [height, position] = await header.evaluate((element) => [element.getBoundingClientRect().height, getComputedStyle(element).position]);
        return height <= 70 || position === 'static';
      })
      .toBe(true);
  });
}

const HINT = 'The table is wider than the screen: scroll it sideways to see every column.';
const txt = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

test('Compare’s wide tables say they scroll sideways while wider than their box, and only then', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/de-jargonizer/compare/groups');
  await waitForLiveForm(page);
  await page.getByLabel('Texts before (.txt or .docx)').setInputFiles([txt('Dana.txt', 'Epigenetic methylation modulates transcriptional heterogeneity in cells.'), txt('Noa.txt', 'The season and the weather matter.')]);
  await page.getByLabel('Texts after (.txt or .docx)').setInputFiles([txt('dana.txt', 'Small chemical tags change how the genes in cells are read.'), txt('noa.txt', 'The season and the weather matter.')]);
  await page.getByRole('button', { name: 'Compare the groups' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The groups compared' })).toBeFocused();
  const pairs = page.getByRole('group', { name: 'Each student before and after' });
  expect(await pairs.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(pairs).toHaveAccessibleDescription(HINT);
  await expect(page.getByText(HINT).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // Two texts' figures fit at 1280 px: no line about scrolling.
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto('/de-jargonizer/compare');
  await waitForLiveForm(page);
  await page.getByRole('textbox', { name: 'Text before' }).fill('Epigenetic methylation modulates transcriptional heterogeneity.');
  await page.getByRole('textbox', { name: 'Text after' }).fill('Small chemical tags change how genes are read.');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const figures = page.getByRole('group', { name: /Every figure before and after/u });
  await expect(figures).toBeVisible();
  expect(await figures.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await expect(figures).not.toHaveAttribute('aria-describedby');
  await expect(page.getByText(HINT)).toHaveCount(0);
});

/** Whether two boxes overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone the launcher covers no part of a shared Half Life’s last chat bubble', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(150_000);
  const email = await registerSaver(request, 'launcher');
  await logIn(page, email);
  await chooseTheRevisedText(await writeHalfLifeToTheChoice(page));
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Link 1' }).inputValue();

  const reader = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, baseURL });
  const shared = await reader.newPage();
  await shared.goto(url);
  await expect(shared.getByRole('heading', { level: 1, name: 'Half Life (Shared)' })).toBeVisible();
  const launcher = shared.locator('.a11yk-launcher');
  await expect(launcher).toBeVisible();
  const last = shared.locator('.task-message').last();
  // The reader brings the last bubble to the screen's foot, then moves up a little (the launcher
  // comes back on scrolling up), and at the page's very end.
  for (const where of ['foot', 'up', 'end'] as const) {
    if (where === 'foot') await last.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    if (where === 'up') await shared.mouse.wheel(0, -40);
    if (where === 'end') await shared.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await shared.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await shared.screenshot({ path: test.info().outputPath(`shared-${where}.png`) });
    const bubble = (await last.boundingBox())!;
    const button = await launcher.boundingBox();
    const shown = await launcher.evaluate((element) => getComputedStyle(element).transform === 'none' || element.getBoundingClientRect().top < window.innerHeight);
    if (button && shown) expect(overlap(bubble, button), `${where}: bubble ${JSON.stringify(bubble)}, launcher ${JSON.stringify(button)}`).toBe(false);
  }
  await reader.close();
});
