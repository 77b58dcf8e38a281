// The De-Jargonizer's editor as the specs read it: its text (a contenteditable's, exact, line
// breaks and spaces kept) and the words each of its highlights covers (the browser draws the
// bands and terms as CSS highlights, apps/web/src/features/de-jargonizer/lib/word-highlights.ts).
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export type Mark = 'mid' | 'rare' | 'key' | 'explained';
const NAMES: Record<Mark, string> = { mid: 'dj-band-mid', rare: 'dj-band-rare', key: 'dj-term-key', explained: 'dj-term-explained' };

export const editorOf = (page: Page, name = 'Your text'): Locator => page.getByRole('textbox', { name });

/**
 * The editor once the app has started: the page's HTML shows the box read-only until then, and a
 * key sent to it before (a focus or a click does not wait, as a fill does) goes nowhere.
 */
export async function editableEditorOf(page: Page, name?: string): Promise<Locator> {
  const editor = editorOf(page, name);
  await expect(editor).toBeEditable();
  return editor;
}

/** The editor's text, exactly. */
export const editorText = (editor: Locator): Promise<string> => editor.evaluate((element) => element.textContent ?? '');

/** The words a highlight of the editor covers, in the text's order. */
export function highlighted(page: Page, mark: Mark): Promise<string[]> {
  return page.evaluate((name) => {
    const highlight = CSS.highlights.get(name);
    if (!highlight) return [];
    const ranges = [...highlight].map((range) => {
      const live = document.createRange();
      live.setStart(range.startContainer, range.startOffset);
      live.setEnd(range.endContainer, range.endOffset);
      return live;
    });
    // In the text's order (a highlight's own order is the order its ranges were added in).
    ranges.sort((a, b) => a.compareBoundaryPoints(Range.START_TO_START, b));
    return ranges.map((range) => range.toString());
  }, NAMES[mark]);
}

/** Where the n-th use of a word (after the first `after`) is drawn in the editor (its first line box), in CSS pixels of the viewport. */
export function boxOfWord(editor: Locator, word: string, nth = 0, after = ''): Promise<{ x: number; y: number; width: number; height: number }> {
  return editor.evaluate(
    (element, { word, nth, after }) => {
      const text = element.textContent ?? '';
      // A use of the word as a whole word ("gene" is not the one in "Epigenetics").
      const letter = /[\p{L}\p{M}]/u;
      const whole = (from: number) => {
        let found = text.indexOf(word, from);
        while (found >= 0 && (letter.test(text[found - 1] ?? '') || letter.test(text[found + word.length] ?? ''))) found = text.indexOf(word, found + 1);
        return found;
      };
      let at = after === '' ? -1 : text.indexOf(after);
      for (let index = 0; index <= nth; index++) at = whole(at + 1);
      if (at < 0) throw new Error(`${word} is not in the text`);
      let offset = at;
      for (let node = element.firstChild; node; node = node.nextSibling) {
        const length = node.textContent?.length ?? 0;
        if (node.nodeType === Node.TEXT_NODE && offset < length) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, Math.min(length, offset + word.length));
          const box = range.getClientRects()[0]!;
          return { x: box.left, y: box.top, width: box.width, height: box.height };
        }
        offset -= length;
      }
      throw new Error(`${word} is not in a text node`);
    },
    { word, nth, after },
  );
}

/** A highlight's style as the page's stylesheets give it (its ::highlight() rule): what the browser draws its words with. */
export function highlightStyle(page: Page, mark: Mark): Promise<Record<string, string>> {
  return page.evaluate((name) => {
    for (const sheet of document.styleSheets) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of rules)
        if (rule instanceof CSSStyleRule && rule.selectorText === `::highlight(${name})`)
          return Object.fromEntries([...rule.style].map((property) => [property, rule.style.getPropertyValue(property)]));
    }
    return {};
  }, NAMES[mark]);
}

/** For each box of a screenshot, the share of its pixels of a colour (a band's shade), the PNG decoded by a blank page. */
export async function shadesIn(context: BrowserContext, png: Buffer, boxes: { x: number; y: number; width: number; height: number }[]): Promise<number[]> {
  const decoder = await context.newPage();
  try {
    return await decoder.evaluate(
      async ({ base64, boxes }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const drawing = canvas.getContext('2d')!;
        drawing.drawImage(bitmap, 0, 0);
        return boxes.map(({ x, y, width, height }) => {
          const { data } = drawing.getImageData(Math.round(x), Math.round(y), Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
          let shaded = 0;
          for (let at = 0; at < data.length; at += 4) {
            const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
            // A shade has a hue; the letters' edges are grey.
            if (Math.max(r, g, b) - Math.min(r, g, b) > 24) shaded++;
          }
          return shaded / (data.length / 4);
        });
      },
      { base64: png.toString('base64'), boxes },
    );
  } finally {
    await decoder.close();
  }
}

/** The share of a word's box shaded on screen now (the n-th use of the word in the editor, after the first `after`). */
export async function shadeOfWord(page: Page, editor: Locator, word: string, nth = 0, after = ''): Promise<number> {
  const box = await boxOfWord(editor, word, nth, after);
  const png = await page.screenshot();
  // Device pixels per CSS pixel (the PNG's width is in its header).
  const scale = png.readUInt32BE(16) / page.viewportSize()!.width;
  const [shade] = await shadesIn(page.context(), png, [{ x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale }]);
  return shade!;
}

/** Scrolls the page so that the n-th use of a word (after the first `after`) is in the middle of the screen. */
export async function scrollToWord(page: Page, editor: Locator, word: string, nth = 0, after = ''): Promise<void> {
  const box = await boxOfWord(editor, word, nth, after);
  await page.evaluate((top) => scrollBy(0, top - innerHeight / 2), box.y);
}
