// The De-Jargonizer's editor as the specs read it: its text (a contenteditable's, exact, line
// breaks and spaces kept) and the words each of its highlights covers (the browser draws the
// bands and terms as CSS highlights, apps/web/src/features/de-jargonizer/lib/word-highlights.ts).
import type { Locator, Page } from '@playwright/test';

export type Mark = 'mid' | 'rare' | 'key' | 'explained';
const NAMES: Record<Mark, string> = { mid: 'dj-band-mid', rare: 'dj-band-rare', key: 'dj-term-key', explained: 'dj-term-explained' };

export const editorOf = (page: Page, name = 'Your text'): Locator => page.getByRole('textbox', { name });

/** The editor's text, exactly. */
export const editorText = (editor: Locator): Promise<string> => editor.evaluate((element) => element.textContent ?? '');

/** The words a highlight of the editor covers, in the text's order. */
export function highlighted(page: Page, mark: Mark): Promise<string[]> {
  return page.evaluate((name) => {
    const highlight = CSS.highlights.get(name);
    if (!highlight) return [];
    return [...highlight].map((range) => {
      const live = document.createRange();
      live.setStart(range.startContainer, range.startOffset);
      live.setEnd(range.endContainer, range.endOffset);
      return live.toString();
    });
  }, NAMES[mark]);
}

/** Where the n-th use of a word is drawn in the editor (its first line box), in CSS pixels of the viewport. */
export function boxOfWord(editor: Locator, word: string, nth = 0): Promise<{ x: number; y: number; width: number; height: number }> {
  return editor.evaluate(
    (element, { word, nth }) => {
      const text = element.textContent ?? '';
      let at = -1;
      for (let index = 0; index <= nth; index++) at = text.indexOf(word, at + 1);
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
    { word, nth },
  );
}
