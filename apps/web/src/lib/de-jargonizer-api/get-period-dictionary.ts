// GET /dictionaries/{period}.bin: a period's word list in its browser form, for the De-Jargonizer's
// colouring as the user types and the summary at the end of an exercise. One query (one key, one
// fetch, one decoded list) whichever asks first: decoded with the measure's own
// dictionaryFromBrowserPayload, so the browser classifies exactly as the server. The
// De-Jargonizer reads it through usePeriodDictionary, only once it needs it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dictionary } from '@scicomm/jargon/dictionary';
import { deJargonizerKeys } from './query-keys.ts';

export async function getPeriodDictionary(period: string, signal?: AbortSignal): Promise<Dictionary> {
  // The decoder is the measure's (its chunk, apps/web/vite.config.ts), fetched beside the list
  // rather than with the page that asks for it.
  const decoder = import('@scicomm/jargon/browser-payload');
  // Its failure is this function's only once the list is in.
  decoder.catch(() => undefined);
  const response = await fetch(`/dictionaries/${encodeURIComponent(period)}.bin`, {
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`The word list of ${period} could not be loaded (${response.status}).`);
  const [{ dictionaryFromBrowserPayload }, payload] = await Promise.all([decoder, response.arrayBuffer()]);
  return dictionaryFromBrowserPayload(payload);
}

/** The query of a period's list: never stale (a period's list does not change while the page is open). */
export const periodDictionaryQuery = (period: string) =>
  queryOptions({
    queryKey: deJargonizerKeys.dictionary(period),
    queryFn: ({ signal }) => getPeriodDictionary(period, signal),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });

export type PeriodDictionaryState =
  | { status: 'idle' | 'loading' | 'error'; dictionary?: undefined }
  | { status: 'ready'; dictionary: Dictionary };

/** The dictionary of a period once `enabled`; nothing is fetched before. Kept for the page's life. */
export function usePeriodDictionary(period: string, enabled: boolean): PeriodDictionaryState {
  const query = useQuery({ ...periodDictionaryQuery(period), enabled });
  if (query.data) return { status: 'ready', dictionary: query.data };
  if (!enabled) return { status: 'idle' };
  return { status: query.isError ? 'error' : 'loading' };
}
