// The colours of the text in the editor, computed in the browser with the period's dictionary
// (the measure's own code, no request). A short text is coloured in the same event as the
// keystroke; a long one (over LONG_TEXT characters, about 3,000 words) once typing pauses, so
// typing in a 30,000-word text never waits for a full re-analysis.
import { useEffect, useMemo, useState } from 'react';
import { analyze, type Analysis, type Dictionary } from '@scicomm/jargon';

export const LONG_TEXT = 20_000;
export const PAUSE_MS = 300;

export function useLiveColours(text: string, dictionary: Dictionary | undefined): {
  analysis: Analysis | null;
  /** True while a long text waits for its colours. */
  pending: boolean;
} {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text.length <= LONG_TEXT) return;
    const timer = setTimeout(() => setSettled(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const source = text.length <= LONG_TEXT ? text : settled;
  const analysis = useMemo(() => {
    if (!dictionary || source.trim() === '') return null;
    return analyze(source, dictionary);
  }, [source, dictionary]);
  return { analysis, pending: dictionary !== undefined && text.trim() !== '' && source !== text };
}
