// The colours of the text in the editor, computed in the browser with the period's dictionary
// (the measure's own code, no request), line by line: a keystroke measures again only the line
// it changed (createLineAnalyzer), so even a 100,000-word text is coloured in the same event as
// the key; the editor does that itself with the analyser, and this page's render of the same text
// gets the same lines back. The whole text's word lists and figures (counts, score) come from a
// deferred render.
import { useDeferredValue, useMemo } from 'react';
import {
  createLineAnalyzer,
  wholeTextAnalysis,
  type Dictionary,
  type LineAnalyzer,
  type LineByLineAnalysis,
  type TextLines,
} from '@scicomm/jargon';

/** Above this many characters a text is sent with upload progress (about 3,000 words). */
export const LONG_TEXT = 20_000;

export function useLiveColours(
  text: string,
  dictionary: Dictionary | undefined,
): {
  /** Measures a text line by line with the dictionary (null while it loads). */
  analyzer: LineAnalyzer | null;
  /** The lines of `text` and their words' bands, for painting; null for blank text. */
  lines: TextLines | null;
  /** The whole analysis of the text, or of a text typed a moment ago while it catches up. */
  analysis: LineByLineAnalysis | null;
} {
  // One analyser per dictionary: it keeps the last version's lines to reuse.
  const analyzer = useMemo(() => (dictionary ? createLineAnalyzer(dictionary) : null), [dictionary]);
  const lines = useMemo(() => (analyzer && text.trim() !== '' ? analyzer.lines(text) : null), [analyzer, text]);
  const deferredLines = useDeferredValue(lines);
  const analysis = useMemo(() => (deferredLines ? wholeTextAnalysis(deferredLines) : null), [deferredLines]);
  return { analyzer, lines, analysis };
}
