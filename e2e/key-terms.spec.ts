// Key terms and explained terms end to end (docs/de-jargonizer.md "Key terms and explained
// terms"): a text with a key term and a term it explains walks through analyse → download →
// group CSV → compare → share, and the adjusted score is beside the original at every step.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import { expectNoAxeViolations } from './support/axe.ts';
import { logIn, registerSaver } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

// With English2021_2024: 29 words, 3 rare (CRISPR twice, methylation), 4 mid → score 83. CRISPR is
// the key term and methylation is explained ("a chemical tag that switches genes off"): 26 words
// left, 4 mid → adjusted score 92. Without the key term (the share view, which does not store
// key terms): 28 words, 2 rare, 4 mid → 86.
const EXPLAINED =
  'CRISPR is changing how we grow food. Scientists used methylation, a chemical tag that switches genes off, to help wheat survive drought. CRISPR makes such changes quick and cheap.';
// The same without the explanation: 22 words, 3 rare, 1 mid → 84; without CRISPR → 92.
const UNEXPLAINED =
  'CRISPR is changing how we grow food. Scientists used methylation to help wheat survive drought. CRISPR makes such changes quick and cheap.';

const keyTermBox = (page: Page) => page.getByRole('textbox', { name: 'Key terms' });

async function addKeyTerm(page: Page, term: string) {
  await keyTermBox(page).fill(term);
  await page.getByRole('button', { name: 'Add key term' }).click();
  await expect(page.getByRole('list', { name: 'Key terms' })).toContainText(term);
}

const cellsOf = async (page: Page, row: RegExp) =>
  page.getByRole('table', { name: /Every figure before and after/u }).getByRole('row', { name: row }).getByRole('cell').allTextContents();

test('a text with a key term and an explained term: analyse, download, group CSV, compare, share', async ({ page, request, browser }) => {
  const email = await registerSaver(request, 'keyterms');
  await logIn(page, email);

  // Analyse: the key term and the explained term in their own style, both scores in the panel.
  await page.goto('/de-jargonizer');
  await page.getByRole('textbox', { name: 'Your text' }).fill(EXPLAINED);
  const panel = page.getByRole('complementary', { name: 'Your text in numbers' });
  await addKeyTerm(page, 'CRISPR');
  await expect(panel.getByText('Score: 83', { exact: true })).toBeVisible();
  await expect(panel.getByText('Adjusted score: 92', { exact: true })).toBeVisible();
  await expect(panel.getByText('CRISPR (used 2×)')).toBeVisible();
  await expect(panel.getByText(/explained as “a chemical tag that switches genes off”/u)).toBeVisible();
  const colours = page.getByTestId('editor-colours');
  await expect(colours.locator('.dj-term--key')).toHaveText(['CRISPR', 'CRISPR']);
  await expect(colours.locator('.dj-term--explained')).toHaveText(['methylation']);
  await expect(colours.locator('.dj-term--key').first()).toHaveCSS('outline-style', 'solid');
  await expect(colours.locator('.dj-term--explained')).toHaveCSS('text-decoration-style', 'double');
  await page.getByRole('button', { name: 'START' }).click();
  await expect(panel.getByText('Recorded: score 83.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Download: the .docx has the adjusted score, the key term and the explanation.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  const docx = (await mammoth.extractRawText({ buffer: await readFile((await download.path())!) })).value;
  expect(docx).toContain('Adjusted score (without key terms and explained terms): 92');
  expect(docx).toContain('Key terms: CRISPR (2 uses)');
  expect(docx).toContain('Explained: methylation — “a chemical tag that switches genes off”');

  // Share: the stored analysis shown again leaves out its explained term (key terms are not stored).
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Link 1' }).inputValue();
  await page.keyboard.press('Escape');
  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  await shared.goto(link);
  const record = shared.getByRole('article', { name: /DeJargonizer/u });
  await expect(record.getByText('Adjusted score: 86', { exact: true })).toBeVisible();
  await expect(record.getByText(/The original score is 83/u)).toBeVisible();
  await expect(record.locator('.dj-coloured .dj-term--explained')).toHaveText(['methylation']);
  await expectNoAxeViolations(shared);
  await stranger.close();

  // Multiple Texts: the key term sent with the file; the table and Results.csv have both scores.
  await page.goto('/de-jargonizer/multiple-texts');
  await page.getByLabel('Choose files (.txt or .docx, 15MB in total)').setInputFiles([
    { name: 'explained.txt', mimeType: 'text/plain', buffer: Buffer.from(EXPLAINED) },
    { name: 'unexplained.txt', mimeType: 'text/plain', buffer: Buffer.from(UNEXPLAINED) },
  ]);
  await addKeyTerm(page, 'CRISPR');
  await page.getByRole('button', { name: 'Grade the files' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('2 files graded.')).toBeVisible();
  const row = results.getByRole('row', { name: /^explained\.txt/u }).getByRole('cell');
  await expect(row.nth(3)).toHaveText('83');
  await expect(row.nth(4)).toHaveText('92');
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), results.getByRole('button', { name: 'Download Results.csv' }).click()]);
  const csv = (await readFile((await csvDownload.path())!, 'utf8')).replace(/^\uFEFF/u, '').split('\r\n');
  expect(csv[0]).toMatch(/,Score,Number Of Words,Error,Period,Adjusted Score,Explained Terms$/u);
  expect(csv.find((line) => line.startsWith('explained.txt,'))).toMatch(/,83,29,,English2021_2024,92,1$/u);
  expect(csv.find((line) => line.startsWith('unexplained.txt,'))).toMatch(/,84,22,,English2021_2024,92,0$/u);

  // Compare: the revision explains methylation; both adjusted scores leave out the key term.
  await page.goto('/de-jargonizer/compare');
  await page.getByRole('textbox', { name: 'Text before' }).fill(UNEXPLAINED);
  await page.getByRole('textbox', { name: 'Text after' }).fill(EXPLAINED);
  await addKeyTerm(page, 'CRISPR');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
  expect((await cellsOf(page, /^Score/u)).slice(0, 2)).toEqual(['84', '83']);
  expect((await cellsOf(page, /^Adjusted score/u)).slice(0, 2)).toEqual(['92', '92']);
  expect((await cellsOf(page, /^Explained terms/u)).slice(0, 2)).toEqual(['0', '1']);
  await expect(page.getByRole('list', { name: /Newly explained \(1\)/u })).toHaveText(/methylation/u);
  await expectNoAxeViolations(page);
});
