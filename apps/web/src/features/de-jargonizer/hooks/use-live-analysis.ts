// Live mode (issue 4): the text is analysed in the browser with the period's dictionary on every
// change, with no request. Up to SYNC_LIMIT characters (about 15,000 words) the colouring follows
// in the same event, a few milliseconds for 2,000 words; beyond that useDeferredValue lets React
// keep the text box responsive and skip stale intermediate texts.
import { useDeferredValue, useMemo } from 'react';
import { analyze, type Analysis, type Dictionary } from '@scicomm/jargon';

export const SYNC_LIMIT = 100_000;

export function useLiveAnalysis(text: string, dictionary: Dictionary | undefined): Analysis | null {
  const deferred = useDeferredValue(text);
  const source = text.length <= SYNC_LIMIT ? text : deferred;
  return useMemo(() => {
    if (!dictionary || source.trim() === '') return null;
    return analyze(source, dictionary);
  }, [source, dictionary]);
}
