// GET api/words/{word}/frequency: a word's details (BBC frequency per year, band per period,
// simpler words), for the De-Jargonizer's word popover and Compare's kept rare words. Fetched
// when asked for; the same word in the same period is asked for once a day at most.
import { useQuery } from '@tanstack/react-query';
import type { WordFrequency } from '@scicomm/shared/de-jargonizer-api';
import { requestJson } from '../api-client.ts';
import { deJargonizerKeys } from './query-keys.ts';

export type { WordFrequency };

export const getWordDetails = (word: string, period: string, signal?: AbortSignal) =>
  requestJson<WordFrequency>(
    `/api/words/${encodeURIComponent(word)}/frequency?period=${encodeURIComponent(period)}`,
    signal ? { signal } : {},
  );

/** The details of `word` in `period`; nothing is fetched until `enabled`. */
export function useWordDetails(word: string, period: string, enabled = true) {
  return useQuery({
    queryKey: deJargonizerKeys.wordDetails(period, word),
    queryFn: ({ signal }) => getWordDetails(word, period, signal),
    enabled,
    staleTime: 24 * 60 * 60_000,
  });
}
