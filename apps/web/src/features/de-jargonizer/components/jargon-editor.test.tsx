// The editor's text box is its own, not React's: on a key's events nothing but the editor reads the
// box, and the editor reads its text once (a read of a 600 kB box's text or selection walks the
// whole text in Chromium; docs/de-jargonizer.md "How the editor paints").
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JargonEditor } from './jargon-editor.tsx';

/**
 * Counts reads of every textarea's text and selection, whoever makes them; installed before the
 * editor renders, so that a tracker wrapping the element's own `value` calls the counting getter.
 */
function countReads() {
  const reads = { value: 0, selection: 0 };
  const prototype = HTMLTextAreaElement.prototype;
  const spy = (name: 'value' | 'selectionStart' | 'selectionEnd', kind: keyof typeof reads) => {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
    vi.spyOn(prototype, name, 'get').mockImplementation(function (this: HTMLTextAreaElement) {
      reads[kind]++;
      return descriptor.get!.call(this) as never;
    });
  };
  spy('value', 'value');
  spy('selectionStart', 'selection');
  spy('selectionEnd', 'selection');
  return {
    during(events: () => void) {
      reads.value = 0;
      reads.selection = 0;
      events();
      return { ...reads };
    },
  };
}

afterEach(() => vi.restoreAllMocks());

function editor(onTextChange: (text: string) => void, readOnly = false) {
  return (
    <>
      <label htmlFor="text">Your text</label>
      <JargonEditor
        id="text"
        text="The gene"
        revision={0}
        onTextChange={onTextChange}
        onMeasured={() => {}}
        liveMeasure={null}
        analyzer={null}
        coloured={null}
        direction="ltr"
        readOnly={readOnly}
        onPick={() => {}}
        onCaret={() => {}}
      />
    </>
  );
}

function renderEditor(onTextChange: (text: string) => void) {
  render(editor(onTextChange));
  return screen.getByRole('textbox', { name: 'Your text' }) as HTMLTextAreaElement;
}

describe('the editor’s text box', () => {
  it('is read once per key, by the editor, and its selection not at all', () => {
    const onTextChange = vi.fn();
    const counter = countReads();
    const box = renderEditor(onTextChange);
    expect(box.value).toBe('The gene');
    box.focus();
    box.setSelectionRange(8, 8);
    const reads = counter.during(() => {
      fireEvent.keyDown(box, { key: 's' });
      fireEvent.keyPress(box, { key: 's', charCode: 115 });
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, 'The genes');
      fireEvent.input(box, { inputType: 'insertText', data: 's' });
      fireEvent.keyUp(box, { key: 's' });
      fireEvent(document, new Event('selectionchange'));
    });
    expect(onTextChange).toHaveBeenCalledWith('The genes');
    expect(reads).toEqual({ value: 1, selection: 0 });
  });

  it('hears a change event as an edit, as React’s onChange did', () => {
    const onTextChange = vi.fn();
    const box = renderEditor(onTextChange);
    fireEvent.change(box, { target: { value: 'Another text' } });
    expect(onTextChange).toHaveBeenCalledWith('Another text');
  });

  it('keeps its label, its script direction and what describes it', () => {
    const box = renderEditor(() => {});
    expect(box).toHaveAttribute('dir', 'ltr');
    expect(box).toHaveAttribute('name', 'ContentTA');
    expect(box).toHaveAttribute('spellcheck', 'false');
  });

  it('is read-only while the page says so, and editable once it no longer does', () => {
    const { rerender } = render(editor(() => {}, true));
    const box = screen.getByRole('textbox', { name: 'Your text' });
    expect(box).toHaveAttribute('readonly');
    rerender(editor(() => {}, false));
    expect(box).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Your text' })).toBe(box);
  });
});
