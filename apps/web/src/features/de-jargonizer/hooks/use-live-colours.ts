// The figures of the text in the editor, computed in the browser with the period's dictionary
// (the measure's own code, no request). The editor measures its text line by line with the
// analyser made here (a keystroke measures one line again; createLineAnalyzer) and hands the
// lines over; the figures (counts, score) are summed from the lines when the page renders the
// text, in time proportional to the number of lines.
import { useMemo } from 'react';
import type { Dictionary } from '@scicomm/jargon/dictionary';
import { createLineAnalyzer, figuresOfLines, type LineAnalyzer, type TextLines } from '@scicomm/jargon/line-analysis';

/** Above this many characters a text is sent with upload progress (about 3,000 words). */
export const LONG_TEXT = 20_000;

export function useLiveColours(
  dictionary: Dictionary | undefined,
  measured: TextLines | null,
): {
  /** Measures a text line by line with the dictionary (null while it loads). */
  analyzer: LineAnalyzer | null;
  /** The figures of the measured lines, when they were measured with this dictionary. */
  figures: ReturnType<typeof figuresOfLines> | null;
} {
  // One analyser per dictionary: it keeps the last version's lines to reuse.
  const analyzer = useMemo(() => (dictionary ? createLineAnalyzer(dictionary) : null), [dictionary]);
  const lines = analyzer && measured?.period === analyzer.period ? measured : null;
  const figures = useMemo(() => (lines ? figuresOfLines(lines) : null), [lines]);
  return { analyzer, figures };
}
