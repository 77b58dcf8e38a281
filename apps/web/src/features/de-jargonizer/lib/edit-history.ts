// The editor's own undo and redo. The box keeps its text one text node per line (editor-box.ts),
// split by the editor after the browser's edits; the browser's own undo records its edits by node
// and offset, so after a split it would undo the wrong characters (a paste's undo took its first
// line away alone). The editor records each change as the text it replaced instead, found by
// comparing the text before and after, and groups typing as the browser does: keys, deletions and
// line breaks one after the other, each starting where the last left off, are one step.

/** A change of the text: `removed` at `start` replaced by `inserted`. */
export interface TextEdit {
  readonly start: number;
  readonly removed: string;
  readonly inserted: string;
}

/** Steps kept, as the browser keeps them. */
export const MAX_STEPS = 1_000;

/** Characters compared at once while looking for where two texts differ (a native comparison). */
const CHUNK = 512;

/** The change that makes `after` of `before` (null when they are the same): the common start and end kept. */
export function editBetween(before: string, after: string): TextEdit | null {
  if (before === after) return null;
  const shortest = Math.min(before.length, after.length);
  let prefix = 0;
  while (
    prefix + CHUNK <= shortest &&
    before.slice(prefix, prefix + CHUNK) === after.slice(prefix, prefix + CHUNK)
  )
    prefix += CHUNK;
  while (prefix < shortest && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  const room = shortest - prefix;
  let suffix = 0;
  while (
    suffix + CHUNK <= room &&
    before.slice(before.length - suffix - CHUNK, before.length - suffix) ===
      after.slice(after.length - suffix - CHUNK, after.length - suffix)
  )
    suffix += CHUNK;
  while (
    suffix < room &&
    before.charCodeAt(before.length - suffix - 1) === after.charCodeAt(after.length - suffix - 1)
  )
    suffix++;
  return {
    start: prefix,
    removed: before.slice(prefix, before.length - suffix),
    inserted: after.slice(prefix, after.length - suffix),
  };
}

/** The edit that takes `edit` back. */
export const inverseOf = (edit: TextEdit): TextEdit => ({
  start: edit.start,
  removed: edit.inserted,
  inserted: edit.removed,
});

/**
 * `next` made after `last` as one edit, when it touches the text `last` inserted or its ends
 * (typing on, deleting back or forward from where the last key left the caret); else null.
 */
export function joined(last: TextEdit, next: TextEdit): TextEdit | null {
  const end = last.start + last.inserted.length;
  if (next.start >= last.start && next.start + next.removed.length <= end) {
    const at = next.start - last.start;
    return {
      start: last.start,
      removed: last.removed,
      inserted:
        last.inserted.slice(0, at) + next.inserted + last.inserted.slice(at + next.removed.length),
    };
  }
  if (next.start === end)
    return {
      start: last.start,
      removed: last.removed + next.removed,
      inserted: last.inserted + next.inserted,
    };
  if (next.start + next.removed.length === last.start)
    return {
      start: next.start,
      removed: next.removed + last.removed,
      inserted: next.inserted + last.inserted,
    };
  return null;
}

/** The input types that are typing: one after the other at the caret, they make one step. */
const TYPING = new Set([
  'insertText',
  'insertLineBreak',
  'insertParagraph',
  'insertCompositionText',
  'deleteContentBackward',
  'deleteContentForward',
  'deleteWordBackward',
  'deleteWordForward',
]);

/** A step: its edits in the order they were made (one, but for a drag's move: its deletion and its insertion). */
type Step = TextEdit[];

export class EditHistory {
  private done: Step[] = [];
  private undone: Step[] = [];
  /** Whether the last step done is typing that the next key may join. */
  private open = false;

  /**
   * Records a change the writer made (an input event of `inputType`); `withLast`: as a part of the
   * last step (a drag's insertion after its deletion: one move).
   */
  record(edit: TextEdit, inputType: string, withLast = false): void {
    this.undone = [];
    const last = this.done.at(-1);
    if (withLast && last) {
      last.push(edit);
      this.open = false;
      return;
    }
    // A text of several lines put in at once (insertText from a script or dictation) is a step of its own.
    const typing = TYPING.has(inputType) && !(edit.inserted.length > 1 && edit.inserted.includes('\n'));
    const together = typing && this.open && last?.length === 1 ? joined(last[0]!, edit) : null;
    if (together) last![0] = together;
    else {
      this.done.push([edit]);
      if (this.done.length > MAX_STEPS) this.done.shift();
    }
    this.open = typing;
  }

  /** The edits that undo the last step, in the order to make them, or null when there is none. */
  undo(): readonly TextEdit[] | null {
    const step = this.done.pop();
    if (!step) return null;
    this.undone.push(step);
    this.open = false;
    return step.map(inverseOf).reverse();
  }

  /** The edits that do again the last step undone, or null. */
  redo(): readonly TextEdit[] | null {
    const step = this.undone.pop();
    if (!step) return null;
    this.done.push(step);
    this.open = false;
    return step;
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Forgets every step (the page put another text in the box). */
  clear(): void {
    this.done = [];
    this.undone = [];
    this.open = false;
  }
}

/** The history a key asks for: Ctrl/⌘+Z undoes; Ctrl/⌘+Shift+Z and Ctrl+Y do again. */
export function historyKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && event.ctrlKey && !event.shiftKey ? 'redo' : null;
}
