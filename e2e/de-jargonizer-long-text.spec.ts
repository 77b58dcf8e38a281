// A long text end to end, in Chromium against the built site: a .txt of more than 5,000 words
// is graded in the server's worker pool and answered with the compact reply (the text once and
// one band letter per word, docs/de-jargonizer.md); the page shows and downloads it like any
// other result.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import mammoth from 'mammoth';
import { acceptConsents } from './support/consent.ts';

const SENTENCE =
  'Epigenetics changes how genes are read, and the gene expression of the cells changes with the season. ';
const REPEATS = 400;
const TEXT = SENTENCE.repeat(REPEATS);
const WORDS = 17 * REPEATS;

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

test('a 6,800-word .txt: compact reply, coloured text, table and Download', async ({ page }) => {
  await page.goto('/de-jargonizer');
  await page.getByLabel('Upload a file (.txt or .docx, up to 15MB)').setInputFiles({
    name: 'Long essay.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(TEXT),
  });
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().includes('/api/TextGrading/Grade')),
    page.getByRole('button', { name: 'START' }).click(),
  ]);
  const reply = (await response.json()) as { compact?: boolean; words: unknown[]; text?: string };
  expect(reply.compact).toBe(true);
  expect(reply.words).toEqual([]);
  expect(reply.text).toBe(TEXT);

  await expect(page.getByRole('heading', { level: 2, name: 'Result: Long essay' })).toBeVisible();
  const coloured = page.getByRole('group', { name: 'Your text, coloured by band' });
  await expect(coloured.getByRole('button', { name: 'Epigenetics (rare)' })).toHaveCount(REPEATS);
  await expect(
    page
      .getByRole('table', { name: 'Words by band' })
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(WORDS));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Long essay - Result.docx');
  const text = (await mammoth.extractRawText({ buffer: await readFile((await download.path())!) }))
    .value;
  expect(text).toContain(`Number of words: ${WORDS}`);
  expect(text).toContain(SENTENCE.trim());
});
