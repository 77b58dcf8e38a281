// The De-Jargonizer's server data through TanStack Query (the app's one cache,
// app/providers.tsx): a period's dictionary for colouring in the browser. Its query, the
// periods and a word's details, which Compare and the exercises ask for too, are in
// lib/de-jargonizer-api/.
import { useQuery } from '@tanstack/react-query';
import type { Dictionary } from '@scicomm/jargon/dictionary';
import { periodDictionaryQuery } from '../../../lib/de-jargonizer-api/get-period-dictionary.ts';

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
