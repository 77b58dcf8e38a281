// A long text end to end, in Chromium against the built site: a .txt of more than 5,000 words is
// read into the editor by the server's worker pool, coloured in place, and START's reply carries
// the text once with one band letter per word (docs/de-jargonizer.md "The page's reply"); the
// page shows and downloads it like any other.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import { acceptConsents } from './support/consent.ts';
import { boxOfWord, editorText, highlighted, scrollToWord, shadeOfWord } from './support/editor.ts';

const SENTENCE =
  'Epigenetics changes how genes are read, and the gene expression of the cells changes with the season. ';
const REPEATS = 400;
const TEXT = SENTENCE.repeat(REPEATS);
const WORDS = 17 * REPEATS;

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

/** How many times a word is marked rare (its uses within reach of the view). */
const rareCount = async (page: Page, word: string) => (await highlighted(page, 'rare')).filter((each) => each === word).length;

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
  await expect.poll(() => editorText(editor)).toBe(TEXT);
  // The uses of the rare word near the view are marked (not the thousands far below), the first drawn shaded.
  // (the box's top below the site's sticky header)
  await editor.evaluate((element) => scrollBy(0, element.getBoundingClientRect().top - 200));
  await expect.poll(() => rareCount(page, 'Epigenetics')).toBeGreaterThan(10);
  expect(await rareCount(page, 'Epigenetics')).toBeLessThan(REPEATS / 2);
  await expect.poll(() => shadeOfWord(page, editor, 'Epigenetics')).toBeGreaterThan(0.3);
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

/** Scrolls the page to a share of the editor's height. */
const scrollToShare = (page: Page, share: number) =>
  page.evaluate((share) => {
    const box = document.querySelector('.dj-editor')!.getBoundingClientRect();
    scrollTo(0, scrollY + box.top + box.height * share);
  }, share);


test('a text of 640 lines and 80,000 characters: the words near the view marked, drawn where the text is, following a scroll, typed into, undone, and after a smaller text size', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/de-jargonizer');
  const lines = Array.from({ length: 640 }, (_, index) => `Paragraph ${index + 1}: ${SENTENCE.repeat(1 + (index % 3)).trim()}`);
  const uses = lines.reduce((sum, line) => sum + line.split('Epigenetics').length - 1, 0);
  const editor = page.getByRole('textbox', { name: 'Your text' });
  await editor.fill(lines.join('\n'));
  await expect(page.locator('.dj-editor--coloured')).toBeVisible();
  // Near the view only: a key costs what it costs in a short text.
  await expect.poll(() => rareCount(page, 'Epigenetics')).toBeGreaterThan(10);
  expect(await rareCount(page, 'Epigenetics')).toBeLessThan(uses / 4);
  // The caret is at the end: the last line is on screen, its rare word shaded.
  await expect.poll(() => shadeOfWord(page, editor, 'Epigenetics', 0, 'Paragraph 640:')).toBeGreaterThan(0.3);

  // Far up: the words there are shaded where the text box draws them, and one is picked.
  await scrollToShare(page, 0.37);
  const picked = await boxOfWord(editor, 'Epigenetics', 0, 'Paragraph 240:');
  expect(picked.y).toBeGreaterThan(0);
  await expect.poll(() => shadeOfWord(page, editor, 'Epigenetics', 0, 'Paragraph 240:')).toBeGreaterThan(0.3);
  expect(await shadeOfWord(page, editor, 'changes', 0, 'Paragraph 240:')).toBeLessThan(0.05);
  await page.mouse.click(picked.x + picked.width / 2, picked.y + picked.height / 2);
  const details = page.getByRole('dialog', { name: '“Epigenetics”' });
  await expect(details).toBeVisible();
  const box = (await details.boundingBox())!;
  const gap = box.y >= picked.y ? box.y - (picked.y + picked.height) : picked.y - (box.y + box.height);
  expect(gap).toBeGreaterThanOrEqual(-1);
  expect(gap).toBeLessThan(40);
  await page.keyboard.press('Escape');

  // Typed at the line's start, marked at once; undone from far below: the text as it was.
  await page.keyboard.press('Home');
  await page.keyboard.insertText('Methylation ');
  await expect.poll(() => rareCount(page, 'Methylation')).toBe(1);
  await expect.poll(() => shadeOfWord(page, editor, 'Methylation')).toBeGreaterThan(0.3);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await page.keyboard.press('Control+Z');
  await expect.poll(() => editorText(editor)).toBe(lines.join('\n'));
  await expect.poll(() => rareCount(page, 'Methylation')).toBe(0);

  // A smaller text (as from the widget's text size) wraps every line anew: the shades follow the words.
  await page.evaluate(() => (document.documentElement.style.fontSize = '12px'));
  await scrollToWord(page, editor, 'Epigenetics', 0, 'Paragraph 320:');
  await expect.poll(() => shadeOfWord(page, editor, 'Epigenetics', 0, 'Paragraph 320:')).toBeGreaterThan(0.3);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
});

test('one paragraph of 12,000 words: marked near the view, typed into at its end and its middle, its words shaded where they are drawn', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/de-jargonizer');
  const paragraph = Array.from({ length: 700 }, (_, index) => `Sentence ${index + 1}: ${SENTENCE.repeat(1 + (index % 3)).trim()}`).join(' ');
  const uses = paragraph.split('Epigenetics').length - 1;
  const editor = page.getByRole('textbox', { name: 'Your text' });
  await editor.fill(paragraph);
  await expect(page.locator('.dj-editor--coloured')).toBeVisible();
  await expect.poll(() => rareCount(page, 'Epigenetics')).toBeGreaterThan(10);
  expect(await rareCount(page, 'Epigenetics')).toBeLessThan(uses / 4);
  await editor.press('Control+End');
  await editor.pressSequentially(' Methylation');
  await expect.poll(() => (highlighted(page, 'rare')).then((words) => words.at(-1))).toBe('Methylation');
  await expect.poll(() => shadeOfWord(page, editor, 'Methylation')).toBeGreaterThan(0.3);

  // In the middle of the paragraph: a word typed there is marked at once; the text is the box's.
  await scrollToWord(page, editor, 'Epigenetics', 0, 'Sentence 260:');
  const target = await boxOfWord(editor, 'Epigenetics', 0, 'Sentence 260:');
  await page.mouse.click(target.x + 1, target.y + target.height / 2);
  await page.keyboard.press('Control+ArrowLeft');
  await page.keyboard.type('Chromatin ');
  await expect.poll(() => rareCount(page, 'Chromatin')).toBe(1);
  await expect.poll(() => shadeOfWord(page, editor, 'Chromatin')).toBeGreaterThan(0.3);
  // Typed where the caret went (the word before the clicked one), once: the text is the box's.
  await expect.poll(async () => (await editorText(editor)).split('Chromatin ').length).toBe(2);
});

test('one paragraph in Hebrew, right to left: marked near the view, its rare words shaded where they are drawn, at the end and after a scroll', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/de-jargonizer');
  const sentence = 'האפיגנטיקה משנה את האופן שבו קוראים את הגנים, והביטוי של התאים משתנה עם עונות השנה.';
  const paragraph = Array.from({ length: 700 }, (_, index) => `משפט ${index + 1}: ${Array.from({ length: 1 + (index % 3) }, () => sentence).join(' ')}`).join(' ');
  const editor = page.getByRole('textbox', { name: 'Your text' });
  await editor.fill(paragraph);
  await expect(page.locator('.dj-editor--coloured')).toBeVisible();
  await expect(editor).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => rareCount(page, 'האפיגנטיקה')).toBeGreaterThan(10);
  await editor.press('Control+End');
  await editor.pressSequentially(' סוף');
  await expect.poll(() => shadeOfWord(page, editor, 'האפיגנטיקה', 0, 'משפט 700:')).toBeGreaterThan(0.3);
  await scrollToWord(page, editor, 'האפיגנטיקה', 0, 'משפט 250:');
  await expect.poll(() => shadeOfWord(page, editor, 'האפיגנטיקה', 0, 'משפט 250:')).toBeGreaterThan(0.3);
});
