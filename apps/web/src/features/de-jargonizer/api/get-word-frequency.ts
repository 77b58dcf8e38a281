// GET api/words/{word}/frequency: a word's BBC frequency per year, band per period, alternatives.
import { requestJson } from '../../../lib/api-client.ts';
import type { WordFrequency } from './types.ts';

export const getWordFrequency = (word: string, period: string, signal?: AbortSignal) =>
  requestJson<WordFrequency>(
    `/api/words/${encodeURIComponent(word)}/frequency?period=${encodeURIComponent(period)}`,
    signal ? { signal } : {},
  );
