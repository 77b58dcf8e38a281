// The De-Jargonizer's measure for the summary at the end of an exercise (docs/exercises.md): the default
// period's dictionary, the one the server's coach measures with (DEFAULT_PERIOD), as the
// browser payload the De-Jargonizer's live preview loads (/dictionaries/{period}.bin). Read
// through TanStack Query: fetched once per page, kept while the page is open.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PERIOD, dictionaryFromBrowserPayload, type Dictionary } from '@scicomm/jargon';

export const SUMMARY_PERIOD = DEFAULT_PERIOD;

export async function getSummaryDictionary(signal?: AbortSignal): Promise<Dictionary> {
  const response = await fetch(`/dictionaries/${encodeURIComponent(SUMMARY_PERIOD)}.bin`, {
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`The word list of ${SUMMARY_PERIOD} could not be loaded (${response.status}).`);
  return dictionaryFromBrowserPayload(await response.arrayBuffer());
}

export function useSummaryDictionary(enabled: boolean) {
  return useQuery({
    queryKey: ['exercises', 'summary-dictionary', SUMMARY_PERIOD],
    queryFn: ({ signal }) => getSummaryDictionary(signal),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
