// The editor box's history (edit-history.ts) over the box: each input event recorded as the text
// it changed, a pasted or typed line break split off into its own node (editor-box.ts), and an undo
// or a redo asked by key, menu or gesture applied to the box in place of the browser's, whose menu
// then offers what the editor's history can do (native-history.ts). A drag that moves text in the
// box (its deletion, then its insertion, in one task) is one step.
import { editBetween, EditHistory, historyKey } from './edit-history.ts';
import { insertAsText, replaceText, splitLines, textOf } from './editor-box.ts';
import { followInBrowser } from './native-history.ts';

export class BoxHistory {
  private readonly history = new EditHistory();
  /** The box's text as the history last saw it. */
  private recorded: string;
  /** A drag's deletion in this task: its insertion, next, joins its step. */
  private dragDeleted = false;
  /** Whether the editor is putting a text in itself (editor-box.ts insertAsText): the browser records no step of it. */
  private inserting = false;

  constructor(text: string) {
    this.recorded = text;
  }

  /** The box's text as the last change left it (read in its input event: the box is read once a key). */
  get text(): string {
    return this.recorded;
  }

  /** The box's text after an input event of `inputType`, recorded. */
  input(box: HTMLElement, inputType: string): string {
    const value = textOf(box);
    const edit = editBetween(this.recorded, value);
    this.recorded = value;
    if (edit) {
      this.history.record(edit, inputType, inputType === 'insertFromDrop' && this.dragDeleted);
      this.dragDeleted = inputType === 'deleteByDrag';
      if (this.dragDeleted) setTimeout(() => (this.dragDeleted = false));
      // A line break typed is split off its node where the caret is; a pasted text's lines, anywhere.
      if (edit.inserted.includes('\n'))
        splitLines(
          box,
          edit.inserted.length === 1 ? box.ownerDocument.getSelection()?.anchorNode : undefined,
        );
      if (this.inserting) followInBrowser(box, this.history.canUndo, this.history.canRedo);
    }
    return value;
  }

  /**
   * An undo or a redo the event asks for (a key, or the browser's beforeinput from its menu or a
   * gesture), done on the box in place of the browser's: the box's text after it, or null when the
   * event asks for none or there was nothing to do. Another beforeinput may be a multi-line
   * insertion, which the editor makes itself.
   */
  travel(box: HTMLElement, event: Event): string | null {
    const way = wayOf(event);
    if (!way && event.type === 'beforeinput') this.insertOwn(event as InputEvent);
    if (!way || box.getAttribute('contenteditable') === 'false') return null;
    event.preventDefault();
    const edits = way === 'undo' ? this.history.undo() : this.history.redo();
    if (edits) for (const edit of edits) replaceText(box, edit);
    followInBrowser(box, this.history.canUndo, this.history.canRedo);
    if (!edits) return null;
    this.recorded = textOf(box);
    return this.recorded;
  }

  /** A multi-line insertion the editor makes itself (editor-box.ts insertAsText): its input event is the editor's, not the browser's. */
  private insertOwn(event: InputEvent): void {
    this.inserting = true;
    try {
      insertAsText(event);
    } finally {
      this.inserting = false;
    }
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
