// A long text end to end, in Chromium against the built site: a .txt of more than 5,000 words is
// read into the editor by the server's worker pool, coloured in place, and START's reply carries
// the text once with one band letter per word (docs/de-jargonizer.md "The page's reply"); the
// page shows and downloads it like any other.
import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
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
  // One paragraph: the words near the view are marked (the pieces far below are plain until the
  // writer gets there, coloured-pieces.ts), and the backdrop holds the whole text.
  await expect(colours.locator('.dj-band--rare').filter({ hasText: /^Epigenetics$/ }).first()).toBeVisible();
  await expect(colours).toHaveText(TEXT);
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

/** A PNG's width, from its header. */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

/**
 * Of the pixels dark in either of two screenshots of one size, the share dark in one only: 0 when
 * the same letters sit in the same places (within a pixel up or down). Decoded by a blank page of the browser.
 */
async function inkApart(context: BrowserContext, one: Buffer, other: Buffer): Promise<{ apart: number; dark: number }> {
  const decoder = await context.newPage();
  try {
    return await decoder.evaluate(
      async ({ shots, width }) => {
        const dark = async (base64: string) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const drawing = canvas.getContext('2d')!;
          drawing.drawImage(bitmap, 0, 0);
          const { data } = drawing.getImageData(0, 0, bitmap.width, bitmap.height);
          return Uint8Array.from({ length: data.length / 4 }, (_, pixel) => (data[pixel * 4]! < 110 && data[pixel * 4 + 1]! < 110 && data[pixel * 4 + 2]! < 110 ? 1 : 0));
        };
        const [a, b] = await Promise.all(shots.map(dark));
        // Dark within a pixel in the other, above, below or beside (the two layers' glyphs may
        // round to pixel rows or columns apart: a text box and a block of spans anti-alias a
        // glyph's edge differently; at a 12 px root size that alone was 3.2 % of the ink). A
        // line drawn a line off still has other letters: 0.38 apart at 12 px.
        const near = (mask: Uint8Array, pixel: number) => [0, -width, width].some((row) => mask[pixel + row] || mask[pixel + row - 1] || mask[pixel + row + 1]);
        let apart = 0;
        let either = 0;
        for (let pixel = 0; pixel < a!.length; pixel++) {
          if (a![pixel] || b![pixel]) either++;
          if ((a![pixel] && !near(b!, pixel)) || (b![pixel] && !near(a!, pixel))) apart++;
        }
        return { apart: apart / Math.max(1, either), dark: either };
      },
      { shots: [one.toString('base64'), other.toString('base64')], width: pngWidth(one) },
    );
  } finally {
    await decoder.close();
  }
}

/** The part of the editor on screen, drawn by the backdrop alone, then by the text box alone (black letters, no shades). */
async function bothLayers(page: Page): Promise<[Buffer, Buffer]> {
  await page.getByRole('textbox', { name: 'Your text' }).blur();
  const box = (await page.locator('.dj-editor').boundingBox())!;
  const viewport = page.viewportSize()!;
  const top = Math.max(0, Math.floor(box.y));
  const clip = { x: Math.floor(box.x), y: top, width: Math.ceil(box.width), height: Math.min(viewport.height, Math.ceil(box.y + box.height)) - top };
  // (through the elements' own style: the page's policy allows no style element)
  await page.evaluate(() => {
    const colours = document.querySelector<HTMLElement>('[data-testid="editor-colours"]')!;
    colours.style.color = 'black';
    for (const span of colours.querySelectorAll<HTMLElement>('span'))
      Object.assign(span.style, { background: 'none', color: 'black', textDecoration: 'none', outline: 'none' });
  });
  const backdrop = await page.screenshot({ clip });
  await page.evaluate(() => {
    document.querySelector<HTMLElement>('[data-testid="editor-colours"]')!.style.visibility = 'hidden';
    document.querySelector<HTMLElement>('.dj-editor__input')!.style.setProperty('color', 'black', 'important');
  });
  const textBox = await page.screenshot({ clip });
  if (process.env['DEBUG_SHOTS']) {
    const { writeFileSync } = await import('node:fs');
    const n = Date.now();
    writeFileSync(`/tmp/editor46/shot-${n}-backdrop.png`, backdrop);
    writeFileSync(`/tmp/editor46/shot-${n}-textbox.png`, textBox);
  }
  await page.evaluate(() => {
    const colours = document.querySelector<HTMLElement>('[data-testid="editor-colours"]')!;
    colours.style.visibility = '';
    colours.style.color = '';
    for (const span of colours.querySelectorAll<HTMLElement>('span')) span.style.cssText = '';
    document.querySelector<HTMLElement>('.dj-editor__input')!.style.removeProperty('color');
  });
  return [backdrop, textBox];
}

test('a text of 80,000 characters: the backdrop holds only the lines near the view, each where the text box draws it, after a scroll and a smaller text size too', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/de-jargonizer');
  // Lines of different lengths, so that a line drawn a line too high or low has other letters.
  const lines = Array.from({ length: 640 }, (_, index) => `Paragraph ${index + 1}: ${SENTENCE.repeat(1 + (index % 3)).trim()}`);
  const editor = page.getByRole('textbox', { name: 'Your text' });
  await editor.fill(lines.join('\n'));
  await expect(page.locator('.dj-editor--coloured')).toBeVisible();
  const colours = page.getByTestId('editor-colours');
  const line = (text: string) => colours.locator('.dj-line').filter({ hasText: text });
  // The caret is at the end: the last lines are there, marked; the first ones are not there at all.
  await expect(line('Paragraph 640:').locator('.dj-band--rare').first()).toHaveText('Epigenetics');
  await expect(line('Paragraph 1:')).toHaveCount(0);
  expect(await colours.locator('.dj-line').count()).toBeLessThan(120);
  // On paper the text box draws the whole text itself (the backdrop has only these lines).
  const inkOfBox = () => page.locator('.dj-editor__input').evaluate((element) => getComputedStyle(element).color);
  expect(await inkOfBox()).toBe('rgba(0, 0, 0, 0)');
  await page.emulateMedia({ media: 'print' });
  expect(await inkOfBox()).not.toBe('rgba(0, 0, 0, 0)');
  await expect(colours).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  let [backdrop, textBox] = await bothLayers(page);
  expect((await inkApart(context, backdrop, textBox)).apart).toBeLessThan(0.03);

  // Far up: the lines there come in with their marks, where the text box has them.
  await page.evaluate(() => {
    const box = document.querySelector('.dj-editor')!.getBoundingClientRect();
    scrollTo(0, scrollY + box.top + box.height * 0.37);
  });
  await expect(line('Paragraph 237:').locator('.dj-band--rare').first()).toHaveText('Epigenetics');
  await expect(line('Paragraph 640:')).toHaveCount(0);
  expect(await colours.locator('.dj-line').count()).toBeLessThan(120);
  [backdrop, textBox] = await bothLayers(page);
  const apart = await inkApart(context, backdrop, textBox);
  expect(apart.dark).toBeGreaterThan(1000);
  expect(apart.apart).toBeLessThan(0.03);

  // A word there is picked and its details open next to it.
  const word = colours.locator('.dj-line').filter({ hasText: 'Paragraph 240:' }).locator('.dj-band--rare').first();
  const wordBox = (await word.boundingBox())!;
  await page.mouse.click(wordBox.x + wordBox.width / 2, wordBox.y + wordBox.height / 2);
  const details = page.getByRole('dialog', { name: '“Epigenetics”' });
  await expect(details).toBeVisible();
  const box = (await details.boundingBox())!;
  const gap = box.y >= wordBox.y ? box.y - (wordBox.y + wordBox.height) : wordBox.y - (box.y + box.height);
  expect(gap).toBeGreaterThanOrEqual(-1);
  expect(gap).toBeLessThan(40);
  await page.keyboard.press('Escape');

  // Typed at the line's start, then undone from far below (the backdrop then holds other lines): the line as it was.
  await page.keyboard.press('Home');
  await page.keyboard.insertText('Methylation ');
  await expect(line('Paragraph 240:').locator('.dj-band--rare').filter({ hasText: /^Methylation$/ })).toHaveCount(1);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect(line('Paragraph 240:')).toHaveCount(0);
  await page.keyboard.press('Control+Z');
  await expect(editor).toHaveValue(lines.join('\n'));
  await page.evaluate(() => {
    const box = document.querySelector('.dj-editor')!.getBoundingClientRect();
    scrollTo(0, scrollY + box.top + box.height * 0.37);
  });
  await expect(line('Paragraph 240:')).toHaveText(lines[239]!);
  [backdrop, textBox] = await bothLayers(page);
  expect((await inkApart(context, backdrop, textBox)).apart).toBeLessThan(0.03);

  // A smaller text (as from the widget's text size) wraps every line anew: heights are measured again.
  await page.evaluate(() => (document.documentElement.style.fontSize = '12px'));
  await expect.poll(async () => (await inkApart(context, ...(await bothLayers(page)))).apart, { timeout: 30_000 }).toBeLessThan(0.03);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await expect.poll(async () => (await inkApart(context, ...(await bothLayers(page)))).apart, { timeout: 30_000 }).toBeLessThan(0.03);
});

/** The letters' ink of the two layers now: the share of it apart, and how much there is. */
const inkNow = async (page: Page, context: BrowserContext) => inkApart(context, ...(await bothLayers(page)));

test('one paragraph of 12,000 words: marked only near the view, split above it, and every letter where the text box draws it, typed into at its end and its middle, after a scroll and a smaller text size too', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.goto('/de-jargonizer');
  // Sentences of different lengths, so that a line drawn a line too high or low has other letters.
  const paragraph = Array.from({ length: 700 }, (_, index) => `Sentence ${index + 1}: ${SENTENCE.repeat(1 + (index % 3)).trim()}`).join(' ');
  const editor = page.getByRole('textbox', { name: 'Your text' });
  await editor.fill(paragraph);
  await expect(page.locator('.dj-editor--coloured')).toBeVisible();
  const colours = page.getByTestId('editor-colours');
  const line = colours.locator('.dj-line');
  await expect(line).toHaveCount(1);
  // Typed at the end: the pieces there are marked, the text far above is split off, plain.
  await editor.press('Control+End');
  await editor.pressSequentially(' Methylation');
  await expect(line.locator('.dj-band--rare').last()).toHaveText('Methylation');
  await expect(line.locator(':scope > div')).toHaveCount(2);
  await expect(line.locator(':scope > div').first().locator('span')).toHaveCount(0);
  expect(await line.locator('.dj-band--rare').count()).toBeLessThan(200);
  let apart = await inkNow(page, context);
  expect(apart.dark).toBeGreaterThan(1000);
  expect(apart.apart).toBeLessThan(0.03);

  // Far up: the pieces there come in with their marks, where the text box has them.
  await page.evaluate(() => {
    const box = document.querySelector('.dj-editor')!.getBoundingClientRect();
    scrollTo(0, scrollY + box.top + box.height * 0.37);
  });
  const inView = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid="editor-colours"] .dj-band--rare')].filter((mark) => {
          const box = mark.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= innerHeight;
        }).length,
    );
  await expect.poll(inView).toBeGreaterThan(3);
  apart = await inkNow(page, context);
  expect(apart.dark).toBeGreaterThan(1000);
  expect(apart.apart).toBeLessThan(0.03);

  // A word typed there, in the middle of the paragraph, is painted at once; the text is the box's.
  const word = line.locator('.dj-band--rare').filter({ hasText: /^Epigenetics$/ }).nth(2);
  const wordBox = (await word.boundingBox())!;
  await page.mouse.click(wordBox.x + 1, wordBox.y + wordBox.height / 2);
  await page.keyboard.press('Control+ArrowLeft');
  await page.keyboard.type('Methylation ');
  await expect.poll(async () => (await colours.textContent()) === (await editor.inputValue())).toBe(true);
  await expect.poll(inView).toBeGreaterThan(3);
  expect((await inkNow(page, context)).apart).toBeLessThan(0.03);

  // A smaller text (as from the widget's text size) wraps the paragraph anew: the split is found again.
  await page.evaluate(() => (document.documentElement.style.fontSize = '12px'));
  await expect.poll(async () => (await inkNow(page, context)).apart, { timeout: 30_000 }).toBeLessThan(0.03);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await expect.poll(async () => (await inkNow(page, context)).apart, { timeout: 30_000 }).toBeLessThan(0.03);
});

test('one paragraph in Hebrew, right to left: split above the view, and every letter where the text box draws it, at the end and after a scroll', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.goto('/de-jargonizer');
  const sentence = 'האפיגנטיקה משנה את האופן שבו קוראים את הגנים, והביטוי של התאים משתנה עם עונות השנה.';
  const paragraph = Array.from({ length: 700 }, (_, index) => `משפט ${index + 1}: ${Array.from({ length: 1 + (index % 3) }, () => sentence).join(' ')}`).join(' ');
  const editor = page.getByRole('textbox', { name: 'Your text' });
  await editor.fill(paragraph);
  await expect(page.locator('.dj-editor--coloured')).toBeVisible();
  await expect(editor).toHaveAttribute('dir', 'rtl');
  const line = page.getByTestId('editor-colours').locator('.dj-line');
  await editor.press('Control+End');
  await editor.pressSequentially(' סוף');
  await expect(line.locator(':scope > div')).toHaveCount(2);
  let apart = await inkNow(page, context);
  expect(apart.dark).toBeGreaterThan(1000);
  expect(apart.apart).toBeLessThan(0.03);
  await page.evaluate(() => {
    const box = document.querySelector('.dj-editor')!.getBoundingClientRect();
    scrollTo(0, scrollY + box.top + box.height * 0.37);
  });
  await expect.poll(async () => (await inkNow(page, context)).apart, { timeout: 30_000 }).toBeLessThan(0.03);
  apart = await inkNow(page, context);
  expect(apart.dark).toBeGreaterThan(1000);
});
