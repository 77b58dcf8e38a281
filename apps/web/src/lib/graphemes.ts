// Text cut by user-perceived characters (graphemes), so a letter with its combining marks, a
// Hebrew letter with its points or an emoji sequence is never split: a person's initial for the
// account menu's circle, and a name shortened to fit a chart.

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const firstGrapheme = (text: string): string | null => {
  const first = graphemes.segment(text)[Symbol.iterator]().next();
  return first.done ? null : first.value.segment;
};

/** Arabic presentation forms: a ligature here can be a whole phrase in one very wide glyph (U+FDFD). */
const PRESENTATION_FORM = /[\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/**
 * The first grapheme of the text, trimmed and upper-cased where the script has case; null when
 * there is none. A ligature gives its own first letter (NFKC: "ﬁ" → F); one with none (U+FDFD)
 * gives no initial, so the caller's other one is used and no glyph outgrows the circle.
 */
export function initialOf(text: string | null | undefined): string | null {
  const first = firstGrapheme(text?.trim() ?? '');
  if (first === null) return null;
  const letter = firstGrapheme(first.normalize('NFKC').trim());
  return letter === null || PRESENTATION_FORM.test(letter) ? null : letter.toLocaleUpperCase();
}

/** The text, or its first `max - 1` graphemes and an ellipsis when it is longer than `max`. */
export function shortened(text: string, max: number): string {
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  return parts.length <= max ? text : `${parts.slice(0, max - 1).join('').trimEnd()}…`;
}
