// Key terms and explained terms end to end (docs/de-jargonizer.md "Key terms and explained
// terms"): a text with a key term and a term it explains walks through analyse → download →
// group CSV → compare → share, and the adjusted score is beside the original at every step; then
// the same through Compare two groups (table and Comparison.csv).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import { expectNoAxeViolations } from './support/axe.ts';
import { highlighted, highlightStyle } from './support/editor.ts';
import { logIn, registerSaver } from './support/accounts.ts';
import { acceptConsents } from './support/consent.ts';
import { waitForLiveForm } from './support/tool-forms.ts';
import { ChatPage } from './support/exercise-chat.ts';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

// With English2021_2024: 29 words, 3 rare (CRISPR twice, methylation), 4 mid → score 83. CRISPR is
// the key term and methylation is explained ("a chemical tag that switches genes off"): 26 words
// left, 4 mid → adjusted score 92 (without the key term it would be 86: 28 words, 2 rare, 4 mid;
// the share view shows 92, the key term being stored with the analysis).
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
  // Five pages, a download, a stranger's browser and four axe runs: on a busy machine (load 17 on
  // 2 cores) the walk alone took over 90 s.
  test.setTimeout(180_000);
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
  await expect.poll(() => highlighted(page, 'key')).toEqual(['CRISPR', 'CRISPR']);
  await expect.poll(() => highlighted(page, 'explained')).toEqual(['methylation']);
  // A key term boxed by lines over and under it, an explained term double underlined.
  expect(await highlightStyle(page, 'key')).toMatchObject({ 'text-decoration-line': 'underline overline', 'text-decoration-style': 'solid' });
  expect(await highlightStyle(page, 'explained')).toMatchObject({ 'text-decoration-style': 'double' });
  await page.getByRole('button', { name: 'START' }).click();
  await expect(panel.getByText('Recorded: score 83.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Download: the .docx has the adjusted score, the key term and the explanation.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  const docx = (await mammoth.extractRawText({ buffer: await readFile((await download.path())!) })).value;
  expect(docx).toContain('Adjusted score (without key terms and explained terms): 92');
  expect(docx).toContain('Key terms: CRISPR (2 uses)');
  expect(docx).toContain('Explained: methylation — “a chemical tag that switches genes off”');

  // Share: the stored analysis shown again, with its key term, has the page's adjusted score.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Link 1' }).inputValue();
  await page.keyboard.press('Escape');
  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  await shared.goto(link);
  const record = shared.getByRole('article', { name: /De-Jargonizer/u });
  await expect(record.getByText('Adjusted score: 92', { exact: true })).toBeVisible();
  await expect(record.getByText(/original score: 83/u)).toBeVisible();
  await expect(record.getByText('CRISPR (used 2×)')).toBeVisible();
  await expect(record.locator('.dj-coloured .dj-term--explained')).toHaveText(['methylation']);
  await expect(record.locator('.dj-coloured .dj-term--key')).toHaveText(['CRISPR', 'CRISPR']);
  await expectNoAxeViolations(shared);
  await stranger.close();

  // Multiple Texts: the key term sent with the file; the table and Results.csv have both scores.
  await page.goto('/de-jargonizer/multiple-texts');
  await waitForLiveForm(page);
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
  await waitForLiveForm(page);
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

// Compare two groups: one student's text before (unexplained) and after (explained), the key term
// sent; the table of pairs and Comparison.csv have both scores and the explained terms.
test('the same text through Compare two groups: both scores and the explained terms in the table and Comparison.csv', async ({ page }) => {
  await page.goto('/de-jargonizer/compare/groups');
  await waitForLiveForm(page);
  await page.getByLabel('Texts before (.txt or .docx)').setInputFiles([{ name: 'Dana.txt', mimeType: 'text/plain', buffer: Buffer.from(UNEXPLAINED) }]);
  await page.getByLabel('Texts after (.txt or .docx)').setInputFiles([{ name: 'dana.txt', mimeType: 'text/plain', buffer: Buffer.from(EXPLAINED) }]);
  await addKeyTerm(page, 'CRISPR');
  await page.getByRole('button', { name: 'Compare the groups' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The groups compared' })).toBeVisible();
  const dana = page.getByRole('table', { name: 'Each student before and after' }).getByRole('row', { name: /Dana/u }).getByRole('cell');
  // Score 84 → 83, adjusted score 92 → 92, explained terms 0 → 1.
  // Cells: score, adjusted score, rare %, words, explained terms (before, after, change each).
  const cells = await dana.allTextContents();
  expect([cells[0], cells[1], cells[3], cells[4], cells[12], cells[13]]).toEqual(['84', '83', '92', '92', '0', '1']);
  const [comparisonCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Comparison.csv' }).click()]);
  const comparison = (await readFile((await comparisonCsv.path())!, 'utf8')).replace(/^\uFEFF/u, '').split('\r\n');
  expect(comparison[0]).toContain(',Adjusted Score Before,Adjusted Score After,Adjusted Score Change,Explained Terms Before,Explained Terms After,Explained Terms Change,');
  expect(comparison[1]).toMatch(/^Dana,Dana\.txt,dana\.txt,84,83,-1,.*,92,92,0,0,1,1,$/u);
  await expectNoAxeViolations(page);
});

// The exercises' key terms: a term marked under the text box goes with the turn (the coach leaves
// it out of the rare-word question, a candidate no writer is shown yet), and the chat lists no word
// as jargon.
test('Half Life: a key term goes with the turn, and no word is listed as jargon', async ({ page }) => {
  test.setTimeout(120_000);
  const chat = new ChatPage(page);
  await page.goto('/half-life');
  await chat.waitFor('Welcome to the Half Life writing exercise');
  await chat.option(/^\(4\)/u).click();
  await chat.waitFor('Please tell me what you study and why it is important.');
  await page.getByText('Words your text cannot do without').click();
  await addKeyTerm(page, 'CRISPR');
  const turn = page.waitForRequest((sent) => sent.url().endsWith('/api/HalfLife') && sent.method() === 'POST' && sent.postData()?.includes('CRISPR in wheat') === true);
  await chat.send(
    'I study CRISPR in wheat. CRISPR lets us change one letter of a gene, so the plant can live with less water. ' +
      'We also look at methylation, which changes how genes work when the weather is dry. ' +
      'Farmers lose a lot of wheat in dry years, and this work could help them grow food when rain does not come. ' +
      'If it works, bread could stay cheap even as the climate changes, and families everywhere would feel the difference. ' +
      'We test each new plant in a field next to our lab, and we share the seeds with farmers so they can try them on their own land. ' +
      'Good harvests in hard years mean less hunger and calmer markets for everyone.',
  );
  expect((await turn).postDataJSON()).toMatchObject({ keyTerms: ['CRISPR'] });
  await chat.waitFor('but this time in only 60 words (45–75)');
  await expect(chat.log).toContainText('Your suitability for a general audience score was');
  await expect(chat.log.locator('.rare-word')).toHaveCount(0);
  await expect(chat.log).not.toContainText('Your key term');
  await expectNoAxeViolations(page);
});
