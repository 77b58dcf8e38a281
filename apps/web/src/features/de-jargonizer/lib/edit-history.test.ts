import { describe, expect, it } from 'vitest';
import { editBetween, EditHistory, historyKey, MAX_STEPS, type TextEdit } from './edit-history.ts';

/** Applies edits to a text, in order. */
const apply = (text: string, edits: TextEdit | readonly TextEdit[] | null): string =>
  edits === null
    ? text
    : ('start' in edits ? [edits] : edits).reduce(
        (result, edit) => result.slice(0, edit.start) + edit.inserted + result.slice(edit.start + edit.removed.length),
        text,
      );

describe('the change between two texts', () => {
  it('is what differs once their common start and end are set aside, in long texts too', () => {
    const long = 'word '.repeat(3_000);
    expect(editBetween('abc', 'abc')).toBeNull();
    expect(editBetween('abc', 'abXc')).toEqual({ start: 2, removed: '', inserted: 'X' });
    expect(editBetween(`${long}one${long}`, `${long}two${long}`)).toEqual({
      start: long.length,
      removed: 'one',
      inserted: 'two',
    });
    expect(editBetween('aaa', 'aa')).toEqual({ start: 2, removed: 'a', inserted: '' });
    for (const [before, after] of [
      [long, `${long}x`],
      [`x${long}`, long],
      ['', long],
      [long, ''],
    ] as const)
      expect(apply(before, editBetween(before, after))).toBe(after);
  });
});

/** Types into a text as the editor records it: each change recorded with its input type. */
function writer() {
  const history = new EditHistory();
  let text = '';
  return {
    change(next: string, inputType = 'insertText', withLast = false) {
      const edit = editBetween(text, next);
      if (edit) history.record(edit, inputType, withLast);
      text = next;
    },
    undo() {
      text = apply(text, history.undo());
      return text;
    },
    redo() {
      text = apply(text, history.redo());
      return text;
    },
  };
}

describe('the editor’s history', () => {
  it('undoes a paste whole, and the keys typed after it as one step', () => {
    const w = writer();
    w.change('first line\nsecond line\n', 'insertFromPaste');
    for (const text of [
      'first line\nsecond line\nH',
      'first line\nsecond line\nHi',
      'first line\nsecond line\nHi\n',
      'first line\nsecond line\nHi\n!',
    ])
      w.change(text);
    expect(w.undo()).toBe('first line\nsecond line\n');
    expect(w.undo()).toBe('');
    expect(w.undo()).toBe('');
    expect(w.redo()).toBe('first line\nsecond line\n');
    expect(w.redo()).toBe('first line\nsecond line\nHi\n!');
  });

  it('joins deletions back and forward from the caret to the typing before them, not a key elsewhere', () => {
    const w = writer();
    w.change('abc def', 'insertFromPaste');
    w.change('abc deXf');
    w.change('abc deXYf');
    w.change('abc deXf', 'deleteContentBackward');
    w.change('abc dXf', 'deleteContentBackward');
    w.change('abc dX', 'deleteContentForward');
    w.change('Qabc dX');
    expect(w.undo()).toBe('abc dX');
    expect(w.undo()).toBe('abc def');
  });

  it('keeps several lines inserted at once a step of their own, between the keys typed', () => {
    const w = writer();
    w.change('S');
    w.change('St');
    w.change('St\nline two\n');
    w.change('St\nline two\n!');
    expect(w.undo()).toBe('St\nline two\n');
    expect(w.undo()).toBe('St');
    expect(w.undo()).toBe('');
  });

  it('keeps a composed word one step, and forgets what was undone once the writer changes the text', () => {
    const w = writer();
    w.change('go', 'insertFromPaste');
    for (const text of ['go h', 'go he', 'go hel', 'go help'])
      w.change(text, 'insertCompositionText');
    expect(w.undo()).toBe('go');
    w.change('go!');
    expect(w.redo()).toBe('go!');
  });

  it('undoes and redoes a drag’s move, its deletion and its insertion, as one step', () => {
    const w = writer();
    w.change('one two three', 'insertFromPaste');
    w.change('one three', 'deleteByDrag');
    w.change('one three two ', 'insertFromDrop', true);
    expect(w.undo()).toBe('one two three');
    expect(w.redo()).toBe('one three two ');
    expect(w.undo()).toBe('one two three');
    expect(w.undo()).toBe('');
  });

  it('keeps the last steps only', () => {
    const w = writer();
    let text = '';
    for (let step = 0; step <= MAX_STEPS; step++) w.change((text += 'x'), 'insertFromPaste');
    for (let step = 0; step < MAX_STEPS; step++) w.undo();
    expect(w.undo()).toBe('x');
  });
});

describe('the history keys', () => {
  const key = (key: string, modifiers: Partial<KeyboardEvent> = {}) =>
    historyKey({
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...modifiers,
    });
  it('are Ctrl or ⌘ with Z to undo, with Shift (or Ctrl+Y) to do again', () => {
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z')).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('y', { metaKey: true })).toBeNull();
  });
});
