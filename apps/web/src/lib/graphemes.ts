// Text cut by user-perceived characters (graphemes), so a letter with its combining marks, a
// Hebrew letter with its points or an emoji sequence is never split: a person's initial for the
// account menu's circle, and a name shortened to fit a chart.

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first grapheme of the text, trimmed and upper-cased where the script has case; null when there is none. */
export function initialOf(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  const first = graphemes.segment(trimmed)[Symbol.iterator]().next();
  return first.done ? null : first.value.segment.toLocaleUpperCase();
}

/** The text, or its first `max - 1` graphemes and an ellipsis when it is longer than `max`. */
export function shortened(text: string, max: number): string {
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  return parts.length <= max ? text : `${parts.slice(0, max - 1).join('').trimEnd()}…`;
}
