// The De-Jargonizer's editor in jsdom, which edits no contenteditable (user-event types only into
// contenteditable="true") and has no CSS.highlights: the tests write into the editor's box as the
// browser does (the text changed at the caret, then the input event), and read its colours from a
// registry of the highlight API's shape that stands in for the browser's.
import { fireEvent } from '@testing-library/react';
import { caretOffset, TextPositions, textOf } from '../lib/editor-box.ts';
import { HIGHLIGHT_NAMES } from '../lib/word-highlights.ts';

class TestHighlight extends Set<AbstractRange> {
  priority = 0;
}
const registry = new Map<string, TestHighlight>();

/** Puts the highlight API in jsdom (its registry emptied), and the box of a range the popover sits by (jsdom lays nothing out). */
export function installHighlights(): void {
  if (typeof Range.prototype.getBoundingClientRect !== 'function') Range.prototype.getBoundingClientRect = () => new DOMRect();
  const globals = globalThis as unknown as { Highlight?: unknown; CSS?: { highlights?: unknown } };
  globals.Highlight = TestHighlight;
  globals.CSS = { ...globals.CSS, highlights: registry };
  registry.clear();
}

/** The words one of the editor's highlights covers, in the text's order. */
export function highlightedWords(mark: keyof typeof HIGHLIGHT_NAMES): string[] {
  return [...(registry.get(HIGHLIGHT_NAMES[mark]) ?? [])].map((range) => {
    const live = document.createRange();
    live.setStart(range.startContainer, range.startOffset);
    live.setEnd(range.endContainer, range.endOffset);
    return live.toString();
  });
}

/** Types `text` at the caret (at the end when the caret is elsewhere), as one input event. */
export function typeInto(box: HTMLElement, text: string, inputType = 'insertText'): void {
  box.focus();
  const value = textOf(box);
  const at = caretOffset(box) ?? value.length;
  box.replaceChildren(value.slice(0, at) + text + value.slice(at));
  placeCaret(box, at + text.length);
  fireEvent.input(box, { inputType, data: text });
  fireEvent.keyUp(box, { key: text.at(-1) ?? '' });
}

/** Replaces the whole text (select all, then type or paste), as one input event. */
export function replaceText(box: HTMLElement, text: string): void {
  box.focus();
  box.replaceChildren(text);
  placeCaret(box, text.length);
  fireEvent.input(box, { inputType: text === '' ? 'deleteContentBackward' : 'insertFromPaste' });
}

/** Puts the caret at an offset of the text, and clicks there when `click` (a click on a word). */
export function placeCaret(box: HTMLElement, offset: number, click = false): void {
  const { node, offset: at } = new TextPositions(box).at(offset);
  document.getSelection()?.collapse(node, at);
  if (click) fireEvent.click(box);
}

/** Moves the caret by `by` characters, as arrow keys do. */
export function moveCaret(box: HTMLElement, by: number): void {
  placeCaret(box, Math.max(0, (caretOffset(box) ?? textOf(box).length) + by));
  fireEvent.keyUp(box, { key: by < 0 ? 'ArrowLeft' : 'ArrowRight' });
}
