// Compare, end to end in Chromium against the built site: a trainer compares a student's text
// before and after (pasted, and a .docx made here), a group of five files before and five after
// (one without a pair, one broken) to a table, a slope chart and Comparison.csv, the pages in
// Hebrew, and axe on every state.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { makeDocx } from '../apps/server/src/text-analysis/test-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptConsents } from './support/consent.ts';
import { holdAppScripts } from './support/hold-scripts.ts';
import { waitForLiveForm } from './support/tool-forms.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const BEFORE =
  'Epigenetic methylation modulates transcriptional heterogeneity. The season matters for gene expression.';
const AFTER = 'Small chemical tags change how genes are read. The season matters for epigenetic changes.';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

const txt = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

test('a trainer compares a text before and after: side by side, every change, the rare words', async ({ page }) => {
  await page.goto('/de-jargonizer');
  await page.getByRole('navigation', { name: /De-Jargonizer/u }).getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/de-jargonizer\/compare$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare two texts' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Text before' }).fill(BEFORE);
  await page.getByLabel('Or upload the text after (.txt or .docx, up to 15MB)').setInputFiles({
    name: 'Revised draft.docx',
    mimeType: DOCX,
    buffer: await makeDocx(AFTER),
  });
  await expect(page.getByText('Revised draft.docx will be used instead of the text box.')).toBeVisible();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'What changed' })).toBeFocused();
  const table = page.getByRole('table', { name: /Every figure before and after/u });
  const score = table.getByRole('row', { name: /^Score/u });
  await expect(score.getByRole('cell').nth(2)).toContainText(/▲ \+\d+ \(rose, better\)/u);
  await expect(table.getByRole('row', { name: /^Rare %/u }).getByRole('cell').nth(2)).toContainText(/▼ −\d+ pp \(fell, better\)/u);

  const before = page.getByRole('group', { name: 'Before, coloured by band' });
  await expect(before.locator('.cmp-band--rare', { hasText: 'methylation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'After: Revised draft' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Removed/u })).toContainText('methylation');
  await expect(page.getByRole('list', { name: /^Kept/u })).toContainText('epigenetic');
  await page.getByRole('button', { name: 'Details of epigenetic' }).click();
  await expect(page.getByRole('table', { name: 'How often “epigenetic” appeared in BBC news' }).getByRole('row')).toHaveCount(14);
  await expect(page.getByRole('textbox', { name: 'Text before' })).toHaveValue(BEFORE);
  await expectNoAxeViolations(page);
});

test('a broken file is shown in the page and the texts are kept', async ({ page }) => {
  await page.goto('/de-jargonizer/compare');
  await waitForLiveForm(page);
  await page.getByRole('textbox', { name: 'Text before' }).fill(BEFORE);
  await page.getByRole('textbox', { name: 'Text after' }).fill(AFTER);
  await page.getByLabel('Or upload the text after (.txt or .docx, up to 15MB)').setInputFiles({
    name: 'final.docx',
    mimeType: DOCX,
    buffer: Buffer.from('not a zip at all'),
  });
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The "after" text: The file "final.docx" is not a Word (.docx) document (it is not a zip archive).',
  );
  await expect(page.getByRole('textbox', { name: 'Text before' })).toHaveValue(BEFORE);
  await expect(page.getByRole('textbox', { name: 'Text after' })).toHaveValue(AFTER);
});

const ENGLISH_SETS = { before: 'Texts before (.txt or .docx)', after: 'Texts after (.txt or .docx)' };

async function uploadGroups(page: Page, labels: { before: string | RegExp; after: string | RegExp } = ENGLISH_SETS) {
  await waitForLiveForm(page);
  await page.getByLabel(labels.before).setInputFiles([
    txt('Dana.txt', 'Epigenetic methylation modulates transcriptional heterogeneity in cells.'),
    txt('Omer.txt', 'Phylogenetic analyses elucidate the morphological divergence of taxa.'),
    txt('Noa.txt', 'The season and the weather matter for the harvest.'),
    txt('Yael.txt', 'Stochastic perturbations attenuate the oscillatory regime.'),
    txt('Lone.txt', 'Nobody wrote an after text for this one.'),
  ]);
  await page.getByLabel(labels.after).setInputFiles([
    txt('dana.txt', 'Small chemical tags change how the genes in cells are read.'),
    { name: 'Omer.docx', mimeType: DOCX, buffer: await makeDocx('Family trees of species show how their shapes grew apart.') },
    txt('noa.txt', 'The season and the weather matter for the harvest.'),
    { name: 'yael.docx', mimeType: DOCX, buffer: Buffer.from('this is not a Word file') },
    txt('Stray.txt', 'A file whose name is only here.'),
  ]);
}

test('two groups of five files, one unpaired and one broken: a table, a slope chart and Comparison.csv', async ({ page }) => {
  await page.goto('/de-jargonizer/compare');
  await waitForLiveForm(page);
  await page.getByRole('link', { name: 'Two groups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare two groups' })).toBeVisible();
  await uploadGroups(page);
  await page.getByRole('button', { name: 'Compare the groups' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'The groups compared' })).toBeFocused();
  await expect(page.getByText('Pairs: 4. Compared: 3. Pairs with a file that could not be read: 1. Files without a pair: 2.')).toBeVisible();
  const unpaired = page.getByRole('list', { name: 'Files without a pair (2)' });
  await expect(unpaired).toContainText('Lone.txt: in the before set, no file of that name among the after texts');
  await expect(unpaired).toContainText('Stray.txt: in the after set');

  const stats = page.getByRole('table', { name: 'The change over the pairs' });
  const score = stats.getByRole('row', { name: /^Score/u });
  await expect(score.getByRole('cell').first()).toHaveText('3');
  await expect(score).toContainText(/p\s=\s[\d.]+ \(exact/u);

  const chart = page.getByRole('img', { name: /Slope chart of the Score, before and after/u });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.cmp-slope')).toHaveCount(3);
  await expect(chart).toHaveAccessibleName(/Rose: 2 \(solid lines\), fell: 0 \(dashed\), unchanged: 1 \(dotted\); 3 students/u);

  const pairs = page.getByRole('table', { name: 'Each student before and after' });
  await expect(pairs.getByRole('row', { name: /Yael/u })).toContainText('After: The file "yael.docx" is not a Word (.docx) document');
  await expect(pairs.getByRole('row', { name: /Dana/u })).toContainText(/▲ \+\d+ \(rose, better\)/u);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Comparison.csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Comparison.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toMatch(/^Name,Before File,After File,Score Before,Score After,Score Change,/u);
  expect(lines.filter((line) => /^(Dana|Omer|Noa|Yael),/u.test(line))).toHaveLength(4);
  expect(lines).toContain('Lone.txt,Before,No file of that name in the other set');
  expect(lines.some((line) => line.startsWith('Score,3,'))).toBe(true);
});

test('the Compare pages in Hebrew, right to left, pass axe', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/de-jargonizer/compare');
  await waitForLiveForm(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'השוואת שני טקסטים' })).toBeVisible();
  await page.getByRole('textbox', { name: 'הטקסט לפני' }).fill(BEFORE);
  await page.getByRole('textbox', { name: 'הטקסט אחרי' }).fill(AFTER);
  await page.getByRole('button', { name: 'השוואה', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'מה השתנה' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'שתי קבוצות' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'השוואת שתי קבוצות' })).toBeVisible();
  await expectNoAxeViolations(page);
  await uploadGroups(page, { before: /^הטקסטים לפני/u, after: /^הטקסטים אחרי/u });
  await page.getByRole('button', { name: 'השוואת הקבוצות' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'הקבוצות בהשוואה' })).toBeFocused();
  await expect(page.getByRole('img', { name: /תרשים שיפוע/u })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the empty Compare pages pass axe in English', async ({ page }) => {
  await page.goto('/de-jargonizer/compare');
  await waitForLiveForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare two texts' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByText('Paste the text before, or upload it.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/de-jargonizer/compare/groups');
  await waitForLiveForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare two groups' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** How far the page scrolls sideways (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

// The two texts' result keeps the page from scrolling sideways at 390 px: its table has a scroll
// box of its own (without one the page was 391 px wide).
for (const width of [390, 1280]) {
  test(`the two texts' result never scrolls the page sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/de-jargonizer/compare');
    await waitForLiveForm(page);
    await page.getByRole('textbox', { name: 'Text before' }).fill(
      'Corals depend on zooxanthellae, tiny algae that live inside their tissues. Scientists measured the salinity of the water at each reef.',
    );
    await page.getByRole('textbox', { name: 'Text after' }).fill('Corals need tiny algae that live inside them. The team measured how salty the water was.');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'What changed' })).toBeFocused();
    await expect(page.getByRole('table', { name: /Every figure before and after/u })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
}

// The screen-reader words of each change ("(rose, better)") stay inside the table's scroll box;
// escaping it, they made the results page 1,348 px wide at 1280 and 1,280 px at 390, the launcher off screen.
for (const width of [390, 1280]) {
  test(`the groups' results never scroll the page sideways at ${width} px, in English and Hebrew`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/de-jargonizer/compare/groups');
    await waitForLiveForm(page);
    for (const [language, labels, button, heading] of [
      ['en', ENGLISH_SETS, 'Compare the groups', 'The groups compared'],
      ['he', { before: /^הטקסטים לפני/u, after: /^הטקסטים אחרי/u }, 'השוואת הקבוצות', 'הקבוצות בהשוואה'],
    ] as const) {
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.reload();
      await waitForLiveForm(page);
      await uploadGroups(page, labels);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
      expect(await sidewaysScroll(page), `${language} at ${width} px`).toBeLessThanOrEqual(0);
      const launcher = await page.locator('.a11yk-launcher').boundingBox();
      expect(launcher!.x + launcher!.width, `the launcher's right edge, ${language}`).toBeLessThanOrEqual(width);
      expect(launcher!.x, `the launcher's left edge, ${language}`).toBeGreaterThanOrEqual(0);
      // The Wilcoxon column wrapped a word a line at 390 px and made each row of the summary about
      // 140 px tall; it keeps a readable width and the table scrolls sideways instead.
      const rows = page.locator('.cmp-card table').first().locator('tbody tr');
      for (const row of await rows.all()) expect((await row.boundingBox())!.height, `a summary row's height, ${language}`).toBeLessThanOrEqual(100);
    }
  });
}

// "Compare two groups" at 1280 px: the page is prerendered, and files chosen
// before its script ran were in the inputs but not in the form, which then asked for them. Until
// the app runs, nothing on Compare or Multiple Texts takes a choice it would drop.
test('before the script runs, the prerendered Compare and Multiple Texts forms take no choice they would drop', async ({ page }) => {
  const release = await holdAppScripts(page);
  const pages = [
    ['/de-jargonizer/compare/groups', 'Compare the groups'],
    ['/de-jargonizer/compare', 'Compare'],
    ['/de-jargonizer/multiple-texts', 'Grade the files'],
  ] as const;
  for (const [path, button] of pages) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: button, exact: true })).toBeDisabled();
    const fields = page.locator('main form').locator('input[type="file"], textarea');
    expect(await fields.count(), path).toBeGreaterThan(0);
    for (const field of await fields.all()) await expect(field, path).toBeDisabled();
  }
  release();
  await page.goto('/de-jargonizer/compare/groups');
  await waitForLiveForm(page);
  await expect(page.getByRole('button', { name: 'Compare the groups' })).toBeEnabled();
  await uploadGroups(page);
  await page.getByRole('button', { name: 'Compare the groups' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The groups compared' })).toBeFocused();
});

/** Whether the launcher lies over any cell of the table on the screen as it is now. */
const launcherOverCells = (page: Page, table: string) =>
  page.evaluate((name) => {
    const launcher = document.querySelector('.a11yk-launcher')!.getBoundingClientRect();
    // Below the screen's edge it covers nothing, whatever lies below the screen there too.
    if (launcher.top >= window.innerHeight) return false;
    const box = [...document.querySelectorAll('table')].find((element) => element.getAttribute('aria-label')?.startsWith(name) || element.caption?.textContent?.startsWith(name))!;
    return [...box.querySelectorAll('td, th')].some((cell) => {
      const r = cell.getBoundingClientRect();
      return r.left < launcher.right && launcher.left < r.right && r.top < launcher.bottom && launcher.top < r.bottom;
    });
  }, table);

// The launcher keeps off the change column: at 390 px it could sit over the change column of Compare's
// figures table as the reader scrolled down through it. On phones it steps aside while the
// reader scrolls down and comes back on scrolling up; beside the content (1280 px) it stays.
for (const width of [390, 1280]) {
  test(`at ${width} px the launcher covers no cell of the figures table as the reader scrolls down through it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/de-jargonizer/compare');
    await waitForLiveForm(page);
    await page.getByRole('textbox', { name: 'Text before' }).fill(BEFORE);
    await page.getByRole('textbox', { name: 'Text after' }).fill(AFTER);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'What changed' })).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    const launcher = page.getByRole('button', { name: 'Open Accessibility Menu' });
    await expect(launcher).toBeInViewport({ ratio: 1 });
    const table = page.getByRole('table', { name: /Every figure before and after/u });
    const end = await table.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    for (let y = 0; y < end; y += 120) {
      await page.mouse.wheel(0, 120);
      await expect.poll(() => launcherOverCells(page, 'Every figure before and after'), `scrolled to ${y + 120}`).toBe(false);
    }
    // Scrolling back up brings it back only where no cell lies under it (use-launcher-tuck.ts);
    // at the page's top it is there.
    await page.mouse.wheel(0, -200);
    await expect.poll(() => launcherOverCells(page, 'Every figure before and after'), 'scrolled back up').toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(launcher).toBeInViewport({ ratio: 1 });
    if (width === 1280) return;
    // Scrolled down and reached by keyboard, it is there to be used.
    await page.mouse.wheel(0, 300);
    await expect(launcher).not.toBeInViewport();
    await launcher.focus();
    await expect(launcher).toBeInViewport({ ratio: 1 });
  });
}
