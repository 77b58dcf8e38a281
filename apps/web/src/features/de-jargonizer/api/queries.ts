// The De-Jargonizer's server data through TanStack Query (the app's one cache, app/providers.tsx):
// the periods, a period's dictionary for colouring in the browser, a word's details.
import { useQuery } from '@tanstack/react-query';
import { dictionaryFromBrowserPayload, type Dictionary } from '@scicomm/jargon';
import { requestJson } from '../../../lib/api-client.ts';
import { BUILT_IN_PERIODS } from '../periods.ts';
import type { PeriodInfo, WordFrequency } from './types.ts';

const periodsKey = ['de-jargonizer', 'periods'] as const;

/**
 * GET api/de-jargonizer/periods. The built-in periods are known without asking (periods.ts), so
 * the page never waits; the server's list only adds periods built from a corpus.
 */
export function usePeriods(): readonly PeriodInfo[] {
  const { data } = useQuery({
    queryKey: periodsKey,
    queryFn: ({ signal }) =>
      requestJson<{ defaultPeriod: string; periods: PeriodInfo[] }>('/api/de-jargonizer/periods', { signal }),
    staleTime: 5 * 60_000,
    select: (reply): readonly PeriodInfo[] => {
      const known = new Set(BUILT_IN_PERIODS.map((period) => period.code));
      const extra = reply.periods.filter((period) => !known.has(period.code));
      return extra.length > 0 ? [...BUILT_IN_PERIODS, ...extra] : BUILT_IN_PERIODS;
    },
  });
  return data ?? BUILT_IN_PERIODS;
}

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
    queryKey: ['de-jargonizer', 'dictionary', period],
    queryFn: () => fetchPeriodDictionary(period),
    enabled,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  if (query.data) return { status: 'ready', dictionary: query.data };
  if (!enabled) return { status: 'idle' };
  return { status: query.isError ? 'error' : 'loading' };
}

/** GET api/words/{word}/frequency: BBC frequency per year, band per period, alternatives. */
export function useWordFrequency(word: string, period: string) {
  return useQuery({
    queryKey: ['de-jargonizer', 'word', period, word],
    queryFn: ({ signal }) =>
      requestJson<WordFrequency>(
        `/api/words/${encodeURIComponent(word)}/frequency?period=${encodeURIComponent(period)}`,
        { signal },
      ),
    staleTime: 24 * 60 * 60_000,
  });
}
