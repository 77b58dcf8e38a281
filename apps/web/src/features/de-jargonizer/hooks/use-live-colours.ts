// The colours of the text in the editor, computed in the browser with the period's dictionary
// (the measure's own code, no request), line by line: a keystroke measures again only the line
// it changed (createLineAnalyzer), so even a 100,000-word text is coloured in the same event as
// the key, and the editor repaints only that line.
import { useMemo } from 'react';
import { createLineAnalyzer, type Dictionary, type LineByLineAnalysis } from '@scicomm/jargon';

/** Above this many characters a text is sent with upload progress (about 3,000 words). */
export const LONG_TEXT = 20_000;

export function useLiveColours(text: string, dictionary: Dictionary | undefined): {
  analysis: LineByLineAnalysis | null;
} {
  // One analyser per dictionary: it keeps the last version's lines to reuse.
  const analyzeLines = useMemo(() => (dictionary ? createLineAnalyzer(dictionary) : null), [dictionary]);
  const analysis = useMemo(() => {
    if (!analyzeLines || text.trim() === '') return null;
    return analyzeLines(text);
  }, [analyzeLines, text]);
  return { analysis };
}
