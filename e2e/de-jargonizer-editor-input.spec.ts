// The De-Jargonizer's editor against what Chromium does to a text box: a long text arriving in one
// input event (dictation, an extension, a test driver's insertText) and the editor's marks on a
// 1× screen, where nothing rounds the layers' positions away.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { acceptConsents } from './support/consent.ts';

test.beforeEach(async ({ context, baseURL }) => acceptConsents(context, baseURL!));

const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Your text' });

test('a long text inserted in one input event is one command, as a paste: the text exact, one input event, one step to undo', async ({ page }) => {
  await page.goto('/de-jargonizer');
  const editor = editorOf(page);
  await editor.focus();
  await page.keyboard.type('Start. ');
  const lines = Array.from(
    { length: 120 },
    (_, index) => `  Line ${index}: the laboratory measured <b>photosynthesis</b> & chloroplasts,\tagain  and again.`,
  );
  const text = lines.join('\n');
  await editor.evaluate((element) => {
    const w = window as unknown as { inputs: string[] };
    w.inputs = [];
    element.addEventListener('input', (event) => w.inputs.push((event as InputEvent).inputType));
  });
  await page.keyboard.insertText(text);
  await expect(editor).toHaveValue(`Start. ${text}`);
  // Chromium inserts a multi-line insertText line by line: 239 input events here, one per line
  // and per line break, and as many layouts of the text.
  expect(await page.evaluate(() => (window as unknown as { inputs: string[] }).inputs.length)).toBe(1);
  await expect(page.getByTestId('editor-colours').locator('.dj-band--rare').filter({ hasText: /^photosynthesis$/ }).first()).toBeVisible();
  await page.keyboard.press('Control+Z');
  await expect(editor).toHaveValue('Start. ');
});

interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * For each band of a screenshot, the columns [first, last] holding dark pixels (the letters), or
 * null: the PNG is decoded by a blank page of the browser (no decoder among the dependencies).
 */
async function inkIn(context: BrowserContext, png: Buffer, bands: Band[]): Promise<([number, number] | null)[]> {
  const decoder = await context.newPage();
  try {
    return await decoder.evaluate(
      async ({ base64, bands }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const drawing = canvas.getContext('2d')!;
        drawing.drawImage(bitmap, 0, 0);
        const { data, width, height } = drawing.getImageData(0, 0, bitmap.width, bitmap.height);
        return bands.map(({ top, bottom, left, right }) => {
          let first = -1;
          let last = -1;
          for (let x = Math.max(0, left); x < Math.min(width, right); x++)
            for (let y = Math.max(0, top); y < Math.min(height, bottom); y++) {
              const at = (y * width + x) * 4;
              if (data[at]! < 110 && data[at + 1]! < 110 && data[at + 2]! < 110) {
                if (first < 0) first = x;
                last = x;
                break;
              }
            }
          return first < 0 ? null : ([first, last] as [number, number]);
        });
      },
      { base64: png.toString('base64'), bands },
    );
  } finally {
    await decoder.close();
  }
}

for (const width of [1280, 390]) {
  test(`at 1× and ${width} px the shades sit on the letters, and the backdrop's letters on the text box's`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    await acceptConsents(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/de-jargonizer');
    const editor = editorOf(page);
    await editor.focus();
    await editor.fill(
      'The laboratory measured photosynthesis in chloroplasts of the mitochondria. Researchers studied epigenetics and phylogenetic relationships in the laboratory.',
    );
    await expect(page.locator('.dj-editor--coloured .dj-band--rare').first()).toBeVisible();
    await editor.blur();
    const box = (await page.locator('.dj-editor').boundingBox())!;
    const clip = { x: Math.floor(box.x), y: Math.floor(box.y), width: Math.ceil(box.width) + 1, height: Math.ceil(box.height) + 1 };
    // Each marked word's shade (its span's box) and the client rects of a range over its text.
    const marks = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="editor-colours"] .dj-band--rare, [data-testid="editor-colours"] .dj-band--mid')].map((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        const rects = [...range.getClientRects()];
        const shade = span.getBoundingClientRect();
        return {
          word: span.textContent,
          // A space on either side: no neighbour's letters in the columns looked at.
          spaced: /\s$/.test(span.previousSibling?.textContent ?? ' ') && /^\s/.test(span.nextSibling?.textContent ?? ''),
          shade: { left: shade.left, right: shade.right, top: shade.top, bottom: shade.bottom },
          text: { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) },
          lines: rects.length,
        };
      }),
    );
    expect(marks.length).toBeGreaterThan(4);
    // The letters alone, first as the backdrop draws them, then as the text box does.
    await page.evaluate(() => {
      for (const span of document.querySelectorAll<HTMLElement>('[data-testid="editor-colours"] span'))
        Object.assign(span.style, { background: 'none', color: 'black', textDecoration: 'none', outline: 'none' });
    });
    const backdropShot = await page.screenshot({ clip });
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('[data-testid="editor-colours"]')!.style.visibility = 'hidden';
      document.querySelector<HTMLElement>('.dj-editor__input')!.style.setProperty('color', 'black', 'important');
    });
    const textBoxShot = await page.screenshot({ clip });
    const measured = marks.filter((candidate) => candidate.lines === 1 && candidate.spaced);
    expect(measured.length).toBeGreaterThan(3);
    // The letters' columns, a little either side of the shade (a space on both sides of the word).
    const bands = measured.map((mark) => ({
      top: Math.round(mark.shade.top - clip.y) + 2,
      bottom: Math.round(mark.shade.bottom - clip.y) - 2,
      left: Math.round(mark.shade.left - clip.x) - 3,
      right: Math.round(mark.shade.right - clip.x) + 3,
    }));
    const drawnInk = await inkIn(context, backdropShot, bands);
    const typedInk = await inkIn(context, textBoxShot, bands);
    measured.forEach((mark, index) => {
      expect(Math.abs(mark.shade.left - mark.text.left), `${mark.word}: shade and text begin together`).toBeLessThan(0.5);
      expect(Math.abs(mark.shade.right - mark.text.right), `${mark.word}: shade and text end together`).toBeLessThan(0.5);
      const drawn = drawnInk[index];
      const typed = typedInk[index];
      const left = Math.round(mark.shade.left - clip.x);
      const right = Math.round(mark.shade.right - clip.x);
      expect(drawn, `${mark.word}: the backdrop's letters`).toBeTruthy();
      expect(drawn![0], `${mark.word}: first letter inside its shade`).toBeGreaterThanOrEqual(left - 1);
      expect(drawn![1], `${mark.word}: last letter inside its shade`).toBeLessThanOrEqual(right);
      expect(typed, `${mark.word}: the text box's letters`).toBeTruthy();
      expect(Math.abs(typed![0] - drawn![0]), `${mark.word}: the text box's letters begin where the backdrop's do`).toBeLessThanOrEqual(1);
      expect(Math.abs(typed![1] - drawn![1]), `${mark.word}: and end there`).toBeLessThanOrEqual(1);
    });
    await context.close();
  });
}

test('the colours’ code failing to load is said beside the box, the text stays as typed, and Try again brings the colours', async ({ page }) => {
  let fail = true;
  await page.route(/\/assets\/live-measure-[^/]+\.js$/, (route) => (fail ? route.abort('connectionreset') : route.continue()));
  await page.goto('/de-jargonizer');
  const editor = editorOf(page);
  await editor.fill('Epigenetics changes how roots grow.');
  const alert = page.getByRole('alert').filter({ hasText: 'The colouring could not be loaded. START still works.' });
  await expect(alert).toBeVisible();
  await expect(editor).toHaveValue('Epigenetics changes how roots grow.');
  await expect(page.locator('.dj-editor .dj-band--rare')).toHaveCount(0);
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.dj-editor .dj-band--rare').filter({ hasText: /^Epigenetics$/ })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(editor).toHaveValue('Epigenetics changes how roots grow.');
});
