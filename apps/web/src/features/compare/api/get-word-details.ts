// GET api/words/{word}/frequency: the De-Jargonizer's word details (BBC frequency per year, band
// per period, simpler words), for a rare word the revision kept. Fetched when asked for, cached.
import { useQuery } from '@tanstack/react-query';
import type { WordFrequency } from '@scicomm/shared/de-jargonizer-api';
import { requestJson } from '../../../lib/api-client.ts';

export const getWordDetails = (word: string, period: string, signal?: AbortSignal) =>
  requestJson<WordFrequency>(
    `/api/words/${encodeURIComponent(word)}/frequency?period=${encodeURIComponent(period)}`,
    signal ? { signal } : {},
  );

export function useWordDetails(word: string, period: string, enabled: boolean) {
  return useQuery({
    queryKey: ['de-jargonizer', 'word', word, period],
    queryFn: ({ signal }) => getWordDetails(word, period, signal),
    enabled,
    staleTime: 60 * 60_000,
  });
}
