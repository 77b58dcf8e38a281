// GET /dictionaries/{period}.bin: a period's bands for colouring as the user types (live mode).
// Fetched once per period and page (the browser's HTTP cache keeps it across visits), decoded
// with the measure's own dictionaryFromBrowserPayload, so the browser classifies exactly as the
// server does.
import { useEffect, useState } from 'react';
import { dictionaryFromBrowserPayload, type Dictionary } from '@scicomm/jargon';

const cache = new Map<string, Promise<Dictionary>>();

export function getPeriodDictionary(period: string): Promise<Dictionary> {
  let dictionary = cache.get(period);
  if (!dictionary) {
    dictionary = fetch(`/dictionaries/${encodeURIComponent(period)}.bin`, {
      credentials: 'same-origin',
    }).then(async (response) => {
      if (!response.ok)
        throw new Error(`The word list of ${period} could not be loaded (${response.status}).`);
      return dictionaryFromBrowserPayload(await response.arrayBuffer());
    });
    cache.set(period, dictionary);
    dictionary.catch(() => cache.delete(period));
  }
  return dictionary;
}

export type PeriodDictionaryState =
  | { status: 'idle' | 'loading' | 'error'; dictionary?: undefined }
  | { status: 'ready'; dictionary: Dictionary };

/** The dictionary of a period once `enabled`; nothing is fetched before. */
export function usePeriodDictionary(period: string, enabled: boolean): PeriodDictionaryState {
  const [state, setState] = useState<{ period: string; value: PeriodDictionaryState }>({
    period,
    value: { status: 'idle' },
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((current) =>
      current.period === period && current.value.status === 'ready'
        ? current
        : { period, value: { status: 'loading' } },
    );
    getPeriodDictionary(period).then(
      (dictionary) => live && setState({ period, value: { status: 'ready', dictionary } }),
      () => live && setState({ period, value: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [period, enabled]);
  if (!enabled) return { status: 'idle' };
  return state.period === period ? state.value : { status: 'loading' };
}
