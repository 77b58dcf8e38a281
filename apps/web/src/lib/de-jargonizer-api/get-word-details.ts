// GET api/words/{word}/frequency: a word's details (BBC frequency per year, band per period,
// simpler words), for the De-Jargonizer's word popover and Compare's kept rare words. Fetched
// when asked for; the same word in the same period (and sentence, when the simpler words are
// to fit the sense it has there) is asked for once a day at most.
import { useQuery } from '@tanstack/react-query';
import { MAX_SENTENCE_LENGTH } from '@scicomm/jargon/sentence-of';
import type { WordFrequency } from '@scicomm/shared/de-jargonizer-api';
import { requestJson } from '../api-client.ts';
import { deJargonizerKeys } from './query-keys.ts';

export type { WordFrequency };

export const getWordDetails = (word: string, period: string, signal?: AbortSignal, sentence?: string) => {
  const query = new URLSearchParams({ period });
  if (sentence) query.set('sentence', sentence.slice(0, MAX_SENTENCE_LENGTH));
  return requestJson<WordFrequency>(`/api/words/${encodeURIComponent(word)}/frequency?${query}`, signal ? { signal } : {});
};

/** The details of `word` in `period` (simpler words for its sense in `sentence`, if given); nothing is fetched until `enabled`. */
export function useWordDetails(word: string, period: string, enabled = true, sentence?: string) {
  return useQuery({
    queryKey: sentence ? [...deJargonizerKeys.wordDetails(period, word), sentence] : deJargonizerKeys.wordDetails(period, word),
    queryFn: ({ signal }) => getWordDetails(word, period, signal, sentence),
    enabled,
    staleTime: 24 * 60 * 60_000,
  });
}
