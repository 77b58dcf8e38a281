// The editor box's history (edit-history.ts) over the box: each input event recorded as the text
// it changed, a pasted or typed line break split off into its own node (editor-box.ts), and an undo
// or a redo asked by key, menu or gesture applied to the box in place of the browser's.
import { editBetween, EditHistory, historyKey } from './edit-history.ts';
import { replaceText, splitLines, textOf } from './editor-box.ts';

export class BoxHistory {
  private readonly history = new EditHistory();
  /** The box's text as the history last saw it. */
  private recorded: string;

  constructor(text: string) {
    this.recorded = text;
  }

  /** The box's text after an input event of `inputType`, recorded. */
  input(box: HTMLElement, inputType: string): string {
    const value = textOf(box);
    const edit = editBetween(this.recorded, value);
    this.recorded = value;
    if (edit) {
      this.history.record(edit, inputType);
      // A line break typed is split off its node where the caret is; a pasted text's lines, anywhere.
      if (edit.inserted.includes('\n'))
        splitLines(
          box,
          edit.inserted.length === 1 ? box.ownerDocument.getSelection()?.anchorNode : undefined,
        );
    }
    return value;
  }

  /**
   * An undo or a redo the event asks for (a key, or the browser's beforeinput from its menu or a
   * gesture), done on the box in place of the browser's: the box's text after it, or null when the
   * event asks for none or there was nothing to do.
   */
  travel(box: HTMLElement, event: Event): string | null {
    const way = wayOf(event);
    if (!way || box.getAttribute('contenteditable') === 'false') return null;
    event.preventDefault();
    const edit = way === 'undo' ? this.history.undo() : this.history.redo();
    if (!edit) return null;
    replaceText(box, edit);
    this.recorded = textOf(box);
    return this.recorded;
  }

  /** The page put another text in the box: the steps before it are forgotten. */
  reset(text: string): void {
    if (text !== this.recorded) this.history.clear();
    this.recorded = text;
  }
}

function wayOf(event: Event): 'undo' | 'redo' | null {
  if (event.type === 'keydown')
    return (event as KeyboardEvent).isComposing ? null : historyKey(event as KeyboardEvent);
  const { inputType } = event as InputEvent;
  return inputType === 'historyUndo' ? 'undo' : inputType === 'historyRedo' ? 'redo' : null;
}
