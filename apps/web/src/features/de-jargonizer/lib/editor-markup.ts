// The editor's own elements, the backdrop and the textarea, as HTML that React puts in once
// (in the prerendered page too, so the box is there before the script runs) and never touches
// again. A textarea React renders is one React manages: on every keydown, input, keyup and
// selectionchange anywhere in the page React compares its value with the last one it saw and reads
// its selection, and in Chromium each read of a 600 kB box's value or selection walks the text
// and first lays it out. The editor listens to its textarea itself and reads it once a key.

export interface EditorMarkup {
  id: string;
  direction: 'ltr' | 'rtl';
  describedBy?: string | undefined;
  /** Read-only until the app runs on a prerendered page (a text typed before then would be dropped). */
  readOnly: boolean;
}

export const BACKDROP_SELECTOR = '.dj-editor__backdrop';

export function editorMarkup({ id, direction, describedBy, readOnly }: EditorMarkup): string {
  const attributes = [
    `id="${escapeAttribute(id)}"`,
    'name="ContentTA"',
    'class="dj-editor__input"',
    `dir="${direction}"`,
    'spellcheck="false"',
    ...(describedBy ? [`aria-describedby="${escapeAttribute(describedBy)}"`] : []),
    ...(readOnly ? ['readonly=""'] : []),
  ];
  return `<div class="dj-editor__backdrop" aria-hidden="true" data-testid="editor-colours"></div><textarea ${attributes.join(' ')}></textarea>`;
}

/** Sets the attributes that may change after the markup was made (the text's script changes its direction). */
export function updateBoxAttributes(box: HTMLTextAreaElement, { id, direction, describedBy, readOnly }: EditorMarkup): void {
  box.id = id;
  box.dir = direction;
  box.readOnly = readOnly;
  if (describedBy) box.setAttribute('aria-describedby', describedBy);
  else box.removeAttribute('aria-describedby');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
