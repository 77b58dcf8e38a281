// Language choice: the selector finds a language by its own or English name, the panel
// switches language and direction (right to left for Hebrew and Arabic), the first language
// comes from localStorage i18nextLng, and a broken locale file leaves the panel in English.
import assert from 'node:assert/strict';
import { test } from './harness.ts';
import { openPanel, style } from './widget-page.ts';

test('switching language translates the panel, right to left for Hebrew, and back', async ({ openDemo }) => {
  const page = await openDemo();
  await openPanel(page);
  const combobox = page.getByRole('combobox', { name: 'Language' });
  await combobox.click();
  await combobox.pressSequentially('hebr');
  assert.equal(await page.getByRole('option', { name: 'עברית' }).getAttribute('lang'), 'he');
  await combobox.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'תפריט נגישות' });
  await dialog.waitFor();
  assert.equal(await dialog.getAttribute('dir'), 'rtl');
  assert.equal(await dialog.getAttribute('lang'), 'he');
  assert.equal(await style(page, '.a11yk-panel', 'direction'), 'rtl');
  assert.equal(await page.getByRole('button', { name: 'התאמת תוכן' }).count(), 1);

  const hebrewBox = page.getByRole('combobox', { name: 'שפה' });
  await hebrewBox.click();
  await hebrewBox.pressSequentially('deutsch');
  await hebrewBox.press('Enter');
  await page.getByRole('dialog', { name: 'Barrierefreiheitsmenü' }).waitFor();
  assert.equal(await style(page, '.a11yk-panel', 'direction'), 'ltr');
  assert.equal(await page.locator('html').getAttribute('dir'), null);
});

test('the first language comes from localStorage i18nextLng (Arabic, right to left)', async ({ openDemo }) => {
  const page = await openDemo({ beforeLoad: (p) => p.addInitScript(() => localStorage.setItem('i18nextLng', 'ar')) });
  await page.getByRole('button', { name: 'فتح قائمة إمكانية الوصول' }).click();
  const dialog = page.getByRole('dialog', { name: 'قائمة إمكانية الوصول' });
  await dialog.waitFor();
  assert.equal(await dialog.getAttribute('dir'), 'rtl');
});

test('a malformed locale file leaves the panel in English and working', async ({ openDemo }) => {
  const page = await openDemo({
    beforeLoad: (p) => p.route('**/locale/fr.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"openMenu": "Ouvr' })),
  });
  await openPanel(page);
  const combobox = page.getByRole('combobox', { name: 'Language' });
  await combobox.click();
  await combobox.pressSequentially('fran');
  await combobox.press('Enter');
  await page.getByText('French could not be loaded, so the menu is shown in English.').waitFor();
  assert.equal(await page.getByRole('dialog').getAttribute('lang'), 'en');
  await page.getByRole('button', { name: 'Content adjustment' }).click();
  await page.getByRole('button', { name: 'Bold text' }).click();
  assert.equal(await style(page, '#first-paragraph', 'font-weight'), '700');
});

test('every locale file the server holds loads in the browser', async ({ openDemo, baseUrl }) => {
  const page = await openDemo();
  const codes = ['en', 'he', 'ru', 'zh', 'es', 'ar', 'bn', 'hi', 'pt', 'ja', 'de', 'wuu', 'ko', 'fr', 'tr', 'vi', 'te', 'mr', 'ta', 'it', 'ur', 'gu', 'pl', 'uk', 'fa', 'ml', 'kn', 'or', 'ro', 'az', 'ha', 'my', 'sh', 'th', 'nl', 'yo', 'sd'];
  const statuses = await page.evaluate(
    async ({ list, base }) => Promise.all(list.map(async (code) => [code, (await fetch(`${base}/locale/${code}.json`)).status] as const)),
    { list: codes, base: baseUrl },
  );
  assert.deepEqual(statuses.filter(([, status]) => status !== 200), []);
});
