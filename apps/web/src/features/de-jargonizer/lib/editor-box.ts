// The editor's text box: a contenteditable="plaintext-only" element whose only content is its text
// (text nodes, "\n" for a line break), so the browser lays out and draws the text once and the
// colours are drawn over it as highlights (word-highlights.ts). React puts its HTML in once (in
// the prerendered page too, so the box is there before the script runs) and never touches it
// again: the editor listens to the box itself and reads its text once a key.
//
// A multi-line insertion (a paste, a drop, dictation, a script's insertText) would be split by
// the browser into a <div> per line; the editor puts its text in as lines itself instead (one
// input event), or, with no caret in the box, as one insertHTML of the escaped text.
//
// The text is kept one text node per line (`splitLines`): the browser lays out again every line a
// changed text node spans, so with the whole text in one node each key laid the whole text out
// (a textarea keeps its lines apart too). The browser's undo cannot follow those splits, so the
// editor keeps its own (box-history.ts), applied with `replaceText`.

export interface EditorBox {
  id: string;
  direction: 'ltr' | 'rtl';
  /** The id of the box's label: a contenteditable is named by aria-labelledby, not <label for>. */
  labelledBy?: string | undefined;
  describedBy?: string | undefined;
  /** Read-only until the app runs on a prerendered page (a text typed before then would be dropped). */
  readOnly: boolean;
}

/** The form field that carries the text under the original's name (the box itself is no form field): filled when its form is sent. */
export const FORM_FIELD_NAME = 'ContentTA';

export function editorBoxMarkup({ id, direction, labelledBy, describedBy, readOnly }: EditorBox): string {
  const attributes = [
    `id="${escapeAttribute(id)}"`,
    'class="dj-editor__input"',
    'role="textbox"',
    'aria-multiline="true"',
    `contenteditable="${readOnly ? 'false' : 'plaintext-only'}"`,
    `dir="${direction}"`,
    'spellcheck="false"',
    'autocorrect="off"',
    'autocapitalize="off"',
    'translate="no"',
    ...(labelledBy ? [`aria-labelledby="${escapeAttribute(labelledBy)}"`] : []),
    ...(describedBy ? [`aria-describedby="${escapeAttribute(describedBy)}"`] : []),
    ...(readOnly ? ['aria-readonly="true"'] : []),
  ];
  return `<div ${attributes.join(' ')}></div><input type="hidden" name="${FORM_FIELD_NAME}" value="">`;
}

/** Sets the attributes that may change after the markup was made (the text's script changes its direction). */
export function updateBoxAttributes(box: HTMLElement, { id, direction, labelledBy, describedBy, readOnly }: EditorBox): void {
  box.id = id;
  box.dir = direction;
  box.setAttribute('contenteditable', readOnly ? 'false' : 'plaintext-only');
  setOrRemove(box, 'aria-readonly', readOnly ? 'true' : undefined);
  setOrRemove(box, 'aria-labelledby', labelledBy);
  setOrRemove(box, 'aria-describedby', describedBy);
}

function setOrRemove(element: HTMLElement, name: string, value: string | undefined): void {
  if (value) element.setAttribute(name, value);
  else element.removeAttribute(name);
}

/**
 * The box's text. Its content is text nodes alone, but a browser's own edit may still leave an
 * element in it (a <br> for an emptied box, a line's <div> where insertHTML was refused): those
 * are turned back into "\n" in one text node.
 */
export function textOf(box: HTMLElement): string {
  let onlyText = true;
  // (a last <br> keeps an empty last line open, and has no text)
  for (let node = box.firstChild; node && onlyText; node = node.nextSibling) onlyText = node.nodeType === Node.TEXT_NODE || (node.nodeName === 'BR' && !node.nextSibling);
  if (onlyText) return box.textContent ?? '';
  const text = flatText(box);
  const caret = caretOffset(box);
  setBoxText(box, text);
  if (caret !== null) placeCaret(box, Math.min(caret, text.length));
  return text;
}

/** The text of a box that holds elements: a <br> or a block (a line's <div>) is a line break. */
function flatText(box: HTMLElement): string {
  let text = '';
  const walk = (parent: Node) => {
    for (let node = parent.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === Node.TEXT_NODE) text += (node as Text).data;
      else if (node.nodeName === 'BR') {
        // A <br> last in the box or in its line's block keeps that line open: no text of its own.
        if (node.nextSibling) text += '\n';
      } else if (node.nodeName === 'DIV' || node.nodeName === 'P') {
        if (text !== '' && !text.endsWith('\n')) text += '\n';
        walk(node);
        text += '\n';
      } else walk(node);
    }
  };
  walk(box);
  const lastIsBlock = box.lastChild?.nodeName === 'DIV' || box.lastChild?.nodeName === 'P';
  if (lastIsBlock) text = text.slice(0, -1);
  return text;
}

/** A text as text nodes, one a line, each line's break ending its node. */
export function lineNodes(text: string): Text[] {
  const nodes: Text[] = [];
  for (let start = 0; start < text.length; ) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end + 1;
    nodes.push(document.createTextNode(text.slice(start, stop)));
    start = stop;
  }
  return nodes;
}

/** Puts a text in the box, one text node a line. */
export function setBoxText(box: HTMLElement, text: string): void {
  box.replaceChildren(...lineNodes(text));
}

/**
 * Splits the box's text nodes after each line break inside them (an edit of the browser puts a
 * line break, or a pasted text's lines, in one node): `near`, the node the caret is in and the one
 * before it (a key), or all of them. A node is replaced by its lines at once (splitting it a line
 * at a time copies its rest each time), the caret kept where it was.
 */
export function splitLines(box: HTMLElement, near?: Node | null): void {
  const selection = box.ownerDocument.getSelection();
  const split = (node: ChildNode | null) => {
    if (node?.nodeType !== Node.TEXT_NODE) return;
    const text = node as Text;
    const at = text.data.indexOf('\n');
    if (at < 0 || at === text.length - 1) return;
    let caret = selection?.isCollapsed && selection.anchorNode === text ? selection.anchorOffset : null;
    const lines = lineNodes(text.data);
    text.replaceWith(...lines);
    if (caret === null) return;
    // After a line's break is the next line's start.
    for (const line of lines) {
      if (caret < line.length || line === lines.at(-1)) return selection!.collapse(line, Math.min(caret, line.length));
      caret -= line.length;
    }
  };
  if (near !== undefined) {
    const node = near?.parentNode === box ? (near as ChildNode) : null;
    split(node?.previousSibling ?? null);
    split(node);
    return;
  }
  for (let node = box.firstChild; node; ) {
    const next = node.nextSibling;
    split(node);
    node = next;
  }
}

/**
 * Replaces [start, start + removed length) of the box's text with `inserted` (an undo or a redo),
 * the lines touched put back one node a line, and selects what was inserted (a caret after an
 * edit that inserted nothing).
 */
export function replaceText(box: HTMLElement, edit: { start: number; removed: string; inserted: string }): void {
  const positions = new TextPositions(box);
  const from = positions.at(edit.start);
  const to = positions.at(edit.start + edit.removed.length);
  const fromNode = from.node.nodeType === Node.TEXT_NODE ? (from.node as Text) : null;
  const toNode = to.node.nodeType === Node.TEXT_NODE ? (to.node as Text) : null;
  const text = (fromNode ? fromNode.data.slice(0, from.offset) : '') + edit.inserted + (toNode ? toNode.data.slice(to.offset) : '');
  const after = toNode ? toNode.nextSibling : null;
  for (let node: ChildNode | null = fromNode && toNode ? fromNode : null; node && node !== after; ) {
    const next: ChildNode | null = node.nextSibling;
    node.remove();
    node = next;
  }
  for (const node of lineNodes(text)) box.insertBefore(node, after);
  const changed = new TextPositions(box);
  const end = edit.start + edit.inserted.length;
  const start = changed.at(edit.inserted === '' ? end : edit.start, edit.inserted !== '');
  const stop = changed.at(end);
  box.ownerDocument.getSelection()?.setBaseAndExtent(start.node, start.offset, stop.node, stop.offset);
}

/** Where each of the box's text nodes begins in its text. */
export class TextPositions {
  private readonly nodes: Text[] = [];
  private readonly starts: number[] = [];
  private readonly box: HTMLElement;

  constructor(box: HTMLElement) {
    this.box = box;
    let start = 0;
    for (let node = box.firstChild; node; node = node.nextSibling) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      this.nodes.push(node as Text);
      this.starts.push(start);
      start += (node as Text).length;
    }
  }

  /**
   * The text node and the offset in it of an offset of the text: at a node's end, that node's end,
   * or the next node's start for the start of a range (`starting`).
   */
  at(offset: number, starting = false): { node: Node; offset: number } {
    if (this.nodes.length === 0) return { node: this.box, offset: 0 };
    let low = 0;
    let high = this.nodes.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      const end = this.starts[middle]! + this.nodes[middle]!.length;
      if (end < offset || (starting && end === offset)) low = middle + 1;
      else high = middle;
    }
    const node = this.nodes[low]!;
    return { node, offset: Math.max(0, Math.min(offset - this.starts[low]!, node.length)) };
  }

  /** The offset in the text of a DOM position inside the box. */
  offsetOf(node: Node, offset: number): number {
    if (node === this.box) {
      let total = 0;
      for (let index = 0; index < offset && index < this.nodes.length; index++) total += this.nodes[index]!.length;
      return total;
    }
    const index = this.nodes.indexOf(node as Text);
    return index < 0 ? 0 : this.starts[index]! + offset;
  }

  /** A live range over [start, end) of the text (it follows the text as it is edited). */
  range(start: number, end: number): Range {
    const range = document.createRange();
    const from = this.at(start, true);
    const to = this.at(end);
    range.setStart(from.node, from.offset);
    range.setEnd(to.node, to.offset);
    return range;
  }

  /** A static range over [start, end): what a highlight holds, cheap to make and never updated by edits. */
  staticRange(start: number, end: number): StaticRange {
    const from = this.at(start, true);
    const to = this.at(end);
    return new StaticRange({ startContainer: from.node, startOffset: from.offset, endContainer: to.node, endOffset: to.offset });
  }
}

/** The caret's offset in the box's text, or null when the selection is not a caret in the box. */
export function caretOffset(box: HTMLElement): number | null {
  const selection = box.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || !selection.isCollapsed) return null;
  const node = selection.anchorNode;
  if (!node || !box.contains(node)) return null;
  return new TextPositions(box).offsetOf(node, selection.anchorOffset);
}

function placeCaret(box: HTMLElement, offset: number): void {
  const selection = box.ownerDocument.getSelection();
  if (!selection || box.ownerDocument.activeElement !== box) return;
  const { node, offset: at } = new TextPositions(box).at(offset);
  selection.collapse(node, at);
}

const MULTI_LINE_INPUTS = new Set(['insertText', 'insertFromPaste', 'insertFromDrop', 'insertReplacementText', 'insertFromYank']);

/**
 * A multi-line insertion made one insertHTML of its text, escaped (the command parses HTML; the
 * box keeps text alone): the line breaks stay "\n" in a text node, one step to undo.
 */
export function insertAsText(event: InputEvent): void {
  if (!MULTI_LINE_INPUTS.has(event.inputType) || event.isComposing) return;
  const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
  if (!data || !/[\r\n]/.test(data)) return;
  event.preventDefault();
  // A drop inserts where it lands, not where the caret was.
  const [target] = typeof event.getTargetRanges === 'function' ? event.getTargetRanges() : [];
  const selection = document.getSelection();
  if (target && selection) {
    const range = document.createRange();
    range.setStart(target.startContainer, target.startOffset);
    range.setEnd(target.endContainer, target.endOffset);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  const text = data.replace(/\r\n?/g, '\n');
  const box = event.target;
  const at = selection?.rangeCount ? selection.getRangeAt(0) : null;
  if (box instanceof HTMLElement && at && box.contains(at.startContainer) && box.contains(at.endContainer)) {
    // Put in as lines by the editor itself (it keeps its own undo): the browser's command would lay
    // the text out as one node, and again once split into lines.
    const positions = new TextPositions(box);
    const start = positions.offsetOf(at.startContainer, at.startOffset);
    const end = positions.offsetOf(at.endContainer, at.endOffset);
    replaceText(box, { start, removed: textOf(box).slice(start, end), inserted: text });
    selection!.collapseToEnd();
    box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: event.inputType, data: text }));
  } else if (!document.execCommand('insertHTML', false, text.replace(/&/g, '&amp;').replace(/</g, '&lt;'))) document.execCommand('insertText', false, text);
  // A script's command does not bring the caret into view as the browser's own does.
  if (box instanceof HTMLElement && caretOffset(box) === (box.textContent ?? '').length) box.scrollIntoView({ block: 'end' });
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
