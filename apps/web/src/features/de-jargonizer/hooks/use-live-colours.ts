// The figures of the text in the editor, computed in the browser with the period's dictionary
// (the measure's own code, no request). The editor measures its text line by line with the
// analyser made here (a keystroke measures one line again; createLineAnalyzer) and hands the
// lines over; the figures (counts, score) are summed from the lines when the page renders the
// text, in time proportional to the number of lines.
//
// The measure's code (lib/live-measure.ts) is fetched with the word list, not with the page:
// until both are in, there is no analyser and the box shows its text plain.
import { useMemo } from 'react';
import type { Dictionary } from '@scicomm/jargon/dictionary';
import type { figuresOfLines, LineAnalyzer, TextLines } from '@scicomm/jargon/line-analysis';
import { codeWhenWanted, type CodeState } from '../lib/code-when-wanted.ts';
import type * as liveMeasureModule from '../lib/live-measure.ts';

/** Above this many characters a text is sent with upload progress (about 3,000 words). */
export const LONG_TEXT = 20_000;

/** The measure's and the colours' code in the browser (lib/live-measure.ts). */
export type LiveMeasure = typeof liveMeasureModule;

const measureCode = codeWhenWanted(() => import('../lib/live-measure.ts'));

/** The measure's code, fetched once `wanted` (when the word list is): null until it is in, with whether fetching it failed. */
export function useLiveMeasure(wanted: boolean): CodeState<LiveMeasure> {
  return measureCode.useCodeState(wanted);
}

export function useLiveColours(
  liveMeasure: LiveMeasure | null,
  dictionary: Dictionary | undefined,
  measured: TextLines | null,
): {
  /** Measures a text line by line with the dictionary (null while it or the measure's code loads). */
  analyzer: LineAnalyzer | null;
  /** The figures of the measured lines, when they were measured with this dictionary. */
  figures: ReturnType<typeof figuresOfLines> | null;
} {
  // One analyser per dictionary: it keeps the last version's lines to reuse.
  const analyzer = useMemo(() => (liveMeasure && dictionary ? liveMeasure.createLineAnalyzer(dictionary) : null), [liveMeasure, dictionary]);
  const lines = analyzer && measured?.period === analyzer.period ? measured : null;
  const figures = useMemo(() => (liveMeasure && lines ? liveMeasure.figuresOfLines(lines) : null), [liveMeasure, lines]);
  return { analyzer, figures };
}
