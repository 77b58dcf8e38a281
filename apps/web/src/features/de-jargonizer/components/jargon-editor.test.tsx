// The editor's text box is its own, not React's: on a key's events nothing but the editor reads the
// box, and the editor reads its text once (docs/de-jargonizer.md "How the editor colours").
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caretOffset } from '../lib/editor-box.ts';
import { JargonEditor } from './jargon-editor.tsx';

afterEach(() => vi.restoreAllMocks());

function editor(props: { onTextChange?: (text: string) => void; readOnly?: boolean; onDropFile?: (file: File) => void } = {}) {
  return (
    <>
      <label id="text-label">Your text</label>
      <JargonEditor
        id="text"
        text="The gene"
        revision={0}
        onTextChange={props.onTextChange ?? (() => {})}
        onMeasured={() => {}}
        liveMeasure={null}
        analyzer={null}
        coloured={null}
        direction="ltr"
        labelledBy="text-label"
        readOnly={props.readOnly ?? false}
        onPick={() => {}}
        onCaret={() => {}}
        {...(props.onDropFile ? { onDropFile: props.onDropFile } : {})}
      />
    </>
  );
}

const textBox = () => screen.getByRole('textbox', { name: 'Your text' });

describe('the editor’s text box', () => {
  it('is read once per key, by the editor, and its selection not at all', () => {
    const onTextChange = vi.fn();
    render(editor({ onTextChange }));
    const box = textBox();
    expect(box).toHaveTextContent('The gene');
    box.focus();
    const descriptor = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent')!;
    let reads = 0;
    vi.spyOn(Node.prototype, 'textContent', 'get').mockImplementation(function (this: Node) {
      reads++;
      return descriptor.get!.call(this) as string;
    });
    const selection = vi.spyOn(document, 'getSelection');
    fireEvent.keyDown(box, { key: 's' });
    (box.firstChild as Text).appendData('s');
    fireEvent.input(box, { inputType: 'insertText', data: 's' });
    fireEvent.keyUp(box, { key: 's' });
    fireEvent(document, new Event('selectionchange'));
    expect(onTextChange).toHaveBeenCalledWith('The genes');
    expect(reads).toBe(1);
    expect(selection).not.toHaveBeenCalled();
  });

  it('keeps a pasted text one node a line, and undoes and redoes the paste whole with its own history', () => {
    const onTextChange = vi.fn();
    render(editor({ onTextChange }));
    const box = textBox();
    box.focus();
    (box.firstChild as Text).appendData(' works.\nA second line.\nA third');
    fireEvent.input(box, { inputType: 'insertFromPaste' });
    expect([...box.childNodes].map((node) => node.textContent)).toEqual([
      'The gene works.\n',
      'A second line.\n',
      'A third',
    ]);
    fireEvent.keyDown(box, { key: 'z', ctrlKey: true });
    expect(box.textContent).toBe('The gene');
    expect(onTextChange).toHaveBeenLastCalledWith('The gene');
    const redo = new InputEvent('beforeinput', { inputType: 'historyRedo', cancelable: true });
    box.dispatchEvent(redo);
    expect(redo.defaultPrevented).toBe(true);
    expect(box.textContent).toBe('The gene works.\nA second line.\nA third');
    expect(onTextChange).toHaveBeenLastCalledWith('The gene works.\nA second line.\nA third');
  });

  it('keeps its label, its script direction, spellcheck off, and is a plain-text editable box', () => {
    render(editor());
    const box = textBox();
    expect(box).toHaveAttribute('dir', 'ltr');
    expect(box).toHaveAttribute('spellcheck', 'false');
    expect(box).toHaveAttribute('contenteditable', 'plaintext-only');
    expect(box).toHaveAttribute('aria-multiline', 'true');
  });

  it('carries its text in a form under the original’s field name, ContentTA', () => {
    const { container } = render(<form>{editor()}</form>);
    (textBox().firstChild as Text).appendData('s are read');
    fireEvent.input(textBox(), { inputType: 'insertText', data: 'x' });
    const form = container.querySelector('form')!;
    let sent: FormData | null = null;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent = new FormData(form);
    });
    form.requestSubmit();
    expect(sent!.get('ContentTA')).toBe('The genes are read');
  });

  it('is read-only while the page says so, and editable once it no longer does', () => {
    const { rerender } = render(editor({ readOnly: true }));
    const box = textBox();
    expect(box).toHaveAttribute('aria-readonly', 'true');
    expect(box).toHaveAttribute('contenteditable', 'false');
    rerender(editor({ readOnly: false }));
    expect(box).not.toHaveAttribute('aria-readonly');
    expect(box).toHaveAttribute('contenteditable', 'plaintext-only');
    expect(textBox()).toBe(box);
  });

  it('inserts a pasted text of several lines as plain text, its line breaks kept, in one command', () => {
    render(editor());
    const box = textBox();
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const paste = new InputEvent('beforeinput', { inputType: 'insertText', data: 'a <b>bold</b> &\r\nline two', bubbles: true, cancelable: true });
    box.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('insertHTML', false, 'a &lt;b>bold&lt;/b> &amp;\nline two');
    // With the caret in the box, the editor puts the lines in itself: one input event.
    const inputs = vi.fn();
    box.addEventListener('input', (event) => inputs((event as InputEvent).inputType));
    box.focus();
    document.getSelection()!.collapse(box.firstChild!, 4);
    const dropped = new InputEvent('beforeinput', { inputType: 'insertFromPaste', data: 'first\r\nsecond ', bubbles: true, cancelable: true });
    box.dispatchEvent(dropped);
    expect(dropped.defaultPrevented).toBe(true);
    expect([...box.childNodes].map((node) => node.textContent)).toEqual(['The first\n', 'second gene']);
    expect(inputs.mock.calls).toEqual([['insertFromPaste']]);
    expect(caretOffset(box)).toBe(17);
    expect(execCommand).toHaveBeenCalledTimes(1);
    // One line: the browser's own insertion, as typed.
    const typed = new InputEvent('beforeinput', { inputType: 'insertText', data: 'word', bubbles: true, cancelable: true });
    box.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
  });

  it('hands a file dropped on it to the page', () => {
    const onDropFile = vi.fn();
    render(editor({ onDropFile }));
    const file = new File(['Epigenetics changes how genes work.'], 'draft.txt', { type: 'text/plain' });
    fireEvent.drop(textBox(), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(onDropFile).toHaveBeenCalledWith(file);
  });
});
