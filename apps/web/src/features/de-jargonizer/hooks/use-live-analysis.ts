// Live mode (issue 4): the text is analysed in the browser with the period's dictionary on every
// change, with no request. useDeferredValue lets React keep the text box responsive and skip
// stale intermediate texts when the user types faster than the preview renders.
import { useDeferredValue, useMemo } from 'react';
import { analyze, type Analysis, type Dictionary } from '@scicomm/jargon';

export function useLiveAnalysis(text: string, dictionary: Dictionary | undefined): Analysis | null {
  const deferred = useDeferredValue(text);
  return useMemo(() => {
    if (!dictionary || deferred.trim() === '') return null;
    return analyze(deferred, dictionary);
  }, [deferred, dictionary]);
}
