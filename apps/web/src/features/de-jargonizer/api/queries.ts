// The De-Jargonizer's own server data through TanStack Query (the app's one cache,
// app/providers.tsx): a period's dictionary for colouring in the browser. The periods and a
// word's details, which Compare asks for too, are in lib/de-jargonizer-api/.
import { useQuery } from '@tanstack/react-query';
import { dictionaryFromBrowserPayload, type Dictionary } from '@scicomm/jargon';
import { deJargonizerKeys } from '../../../lib/de-jargonizer-api/query-keys.ts';

/**
 * GET /dictionaries/{period}.bin: a period's bands for colouring as the user types, decoded with
 * the measure's own dictionaryFromBrowserPayload, so the browser classifies exactly as the server.
 */
export async function fetchPeriodDictionary(period: string, signal?: AbortSignal): Promise<Dictionary> {
  const response = await fetch(`/dictionaries/${encodeURIComponent(period)}.bin`, {
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`The word list of ${period} could not be loaded (${response.status}).`);
  return dictionaryFromBrowserPayload(await response.arrayBuffer());
}

export type PeriodDictionaryState =
  | { status: 'idle' | 'loading' | 'error'; dictionary?: undefined }
  | { status: 'ready'; dictionary: Dictionary };

/** The dictionary of a period once `enabled`; nothing is fetched before. Kept for the page's life. */
export function usePeriodDictionary(period: string, enabled: boolean): PeriodDictionaryState {
  const query = useQuery({
    queryKey: deJargonizerKeys.dictionary(period),
    queryFn: () => fetchPeriodDictionary(period),
    enabled,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  if (query.data) return { status: 'ready', dictionary: query.data };
  if (!enabled) return { status: 'idle' };
  return { status: query.isError ? 'error' : 'loading' };
}
