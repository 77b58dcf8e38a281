// The browser's own Undo and Redo (its context menu's and Edit menu's) offered as the editor's
// history (box-history.ts) can undo and redo. The browser enables those items from its own
// history of edits, which the editor's undo and redo, made by script, leave as they were: after an
// undo by key the menu's Redo stayed greyed. So, at the caret, the browser is made to record a
// step of its own: one character inserted by its editing command and undone by its own undo (its
// Redo is then offered), or taken out again by script (its Redo is then withdrawn: a new edit
// clears it). The box's text and selection are the same after; the input events of these steps
// reach no one. The browser's Undo and Redo, chosen, come to the editor as beforeinput events.
import { editBetween } from './edit-history.ts';
import { replaceText, TextPositions } from './editor-box.ts';

/** The character the browser's recorded step inserts (taken out again in the same task: never drawn). */
const STEP_CHARACTER = '\u200b';

/** Makes the browser offer Undo when `canUndo` and Redo exactly when `canRedo`, if the caret is in the box. */
export function followInBrowser(box: HTMLElement, canUndo: boolean, canRedo: boolean): void {
  const document = box.ownerDocument;
  const selection = document.getSelection();
  if (document.activeElement !== box || !selection || selection.rangeCount === 0 || !box.contains(selection.anchorNode)) return;
  if (typeof document.queryCommandEnabled !== 'function') return;
  const offersRedo = document.queryCommandEnabled('redo');
  const offersUndo = document.queryCommandEnabled('undo');
  const recordStep = (canUndo && !offersUndo) || (!canRedo && offersRedo);
  const undoneStep = canRedo && !offersRedo;
  if (!recordStep && !undoneStep) return;
  const text = box.textContent ?? '';
  const positions = new TextPositions(box);
  const anchor = positions.offsetOf(selection.anchorNode!, selection.anchorOffset);
  const focus = positions.offsetOf(selection.focusNode!, selection.focusOffset);
  const silence = (event: Event) => event.stopImmediatePropagation();
  window.addEventListener('input', silence, true);
  try {
    selection.collapseToEnd();
    if (recordStep && document.execCommand('insertText', false, STEP_CHARACTER)) takeStepCharacterOut(selection);
    if (undoneStep && document.execCommand('insertText', false, STEP_CHARACTER)) document.execCommand('undo');
  } finally {
    window.removeEventListener('input', silence, true);
    // Should the browser have put the character elsewhere, the text is put back as it was.
    const changed = editBetween(box.textContent ?? '', text);
    if (changed) replaceText(box, changed);
    const after = new TextPositions(box);
    const from = after.at(anchor);
    const to = after.at(focus);
    selection.setBaseAndExtent(from.node, from.offset, to.node, to.offset);
  }
}

/** Takes the character just inserted before the caret out, by script (the browser records nothing). */
function takeStepCharacterOut(selection: Selection): void {
  const node = selection.anchorNode;
  const offset = selection.anchorOffset;
  if (node?.nodeType !== Node.TEXT_NODE || offset === 0) return;
  const text = node as Text;
  if (text.data[offset - 1] !== STEP_CHARACTER) return;
  if (text.length === 1) text.remove();
  else text.deleteData(offset - 1, 1);
}
