// A long text end to end, in Chromium against the built site: a .txt of more than 5,000 words is
// read into the editor by the server's worker pool, coloured in place, and START's reply carries
// the text once with one band letter per word (docs/de-jargonizer.md "The page's reply"); the
// page shows and downloads it like any other.
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

test('a 6,800-word .txt: loaded into the editor, coloured, recorded with the one-form reply, downloaded', async ({ page }) => {
  // Reading, colouring, grading and writing 6,800 words are each seconds of work on a busy
  // 2-core machine: the default 30 s for the whole journey is too tight there.
  test.setTimeout(90_000);
  await page.goto('/de-jargonizer');
  await page.getByLabel('Upload a file (.txt or .docx, up to 15MB)').setInputFiles({
    name: 'Long essay.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(TEXT),
  });
  const editor = page.getByRole('textbox', { name: 'Your text' });
  await expect(editor).toHaveValue(TEXT);
  const colours = page.getByTestId('editor-colours');
  await expect(colours.locator('.dj-band--rare').filter({ hasText: /^Epigenetics$/ })).toHaveCount(REPEATS);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().includes('/api/de-jargonizer/analyses')),
    page.getByRole('button', { name: 'START' }).click(),
  ]);
  const reply = (await response.json()) as Record<string, unknown>;
  expect(reply.text).toBe(TEXT);
  expect(reply.bands).toHaveLength(WORDS);
  expect(reply).not.toHaveProperty('words');
  expect(reply).not.toHaveProperty('htmlResult');
  expect(reply.name).toBe('Long essay');

  const panel = page.getByRole('complementary', { name: 'Your text in numbers' });
  await expect(panel.getByText(/^Recorded: score \d+\.$/)).toBeVisible();
  await expect(
    panel.getByRole('table', { name: 'Words by band' }).getByRole('row', { name: /^Total/ }).getByRole('cell').first(),
  ).toHaveText(String(WORDS));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Long essay - Result.docx');
  const text = (await mammoth.extractRawText({ buffer: await readFile((await download.path())!) })).value;
  expect(text).toContain(`Number of words: ${WORDS}`);
  expect(text).toContain(SENTENCE.trim());
});

test('a long text: only the lines near the viewport carry marks, and they follow the writer through the text', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/de-jargonizer');
  const lines = Array.from({ length: 400 }, (_, index) => `Paragraph ${index + 1}: ${SENTENCE.trim()}`);
  const editor = page.getByRole('textbox', { name: 'Your text' });
  // The caret ends at the end of the text, and the page scrolls there.
  await editor.fill(lines.join('\n'));
  const line = (index: number) => page.getByTestId('editor-colours').locator('.dj-line').nth(index);
  await expect(line(399).locator('.dj-band--rare')).toHaveText('Epigenetics');
  await expect(line(0)).toHaveText(lines[0]!);
  await expect(line(0).locator('span')).toHaveCount(0);
  // The writer goes to the start: the lines there are marked, the last ones plain again.
  await editor.press('Control+Home');
  await expect(line(0).locator('.dj-band--rare')).toHaveText('Epigenetics');
  await expect(line(399).locator('span')).toHaveCount(0);
  await expect(line(399)).toHaveText(lines[399]!);
  // A key typed there is painted with its marks at once.
  await editor.pressSequentially('Methylation ');
  await expect(line(0).locator('.dj-band--rare').first()).toHaveText('Methylation');
  // A smaller text (as from a text-size setting) brings more lines into view: they are marked too.
  await page.evaluate(() => (document.documentElement.style.fontSize = '8px'));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const inView = [...document.querySelectorAll('.dj-line')].filter((line) => {
          const box = line.getBoundingClientRect();
          return box.top < innerHeight && box.bottom > 0;
        });
        return inView.filter((line) => !line.querySelector('span')).length;
      }),
    )
    .toBe(0);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  // Plain and marked lines wrap alike: the backdrop's lines end where the textarea's text ends.
  const heights = await page.evaluate(() => {
    const area = document.querySelector<HTMLTextAreaElement>('.dj-editor__input')!;
    const last = document.querySelector<HTMLElement>('.dj-line:last-child')!;
    return { lines: last.offsetTop + last.offsetHeight, text: area.scrollHeight - parseFloat(getComputedStyle(area).paddingBottom) };
  });
  // (offsets are whole pixels: a line wrapped differently would be a line height, ~27 px, off)
  expect(Math.abs(heights.lines - heights.text)).toBeLessThan(3);
});
