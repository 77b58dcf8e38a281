// The De-Jargonizer's measure for the summary at the end of an exercise (docs/exercises.md): each
// version is measured with the word list of its script, as the server's coach measured it
// (`periodForText`: the Hebrew list for a Hebrew text, the default period otherwise), from the
// browser payloads the De-Jargonizer's editor loads (/dictionaries/{period}.bin). Read through
// TanStack Query: each list fetched once per page, kept while the page is open.
import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { dictionaryFromBrowserPayload, type Dictionary } from '@scicomm/jargon';

export async function getSummaryDictionary(period: string, signal?: AbortSignal): Promise<Dictionary> {
  const response = await fetch(`/dictionaries/${encodeURIComponent(period)}.bin`, {
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`The word list of ${period} could not be loaded (${response.status}).`);
  return dictionaryFromBrowserPayload(await response.arrayBuffer());
}

export interface SummaryDictionaries {
  /** The lists by period once every one has loaded; null until then (or after a failure). */
  byPeriod: ReadonlyMap<string, Dictionary> | null;
  isPending: boolean;
  isError: boolean;
}

/** Every list once all have loaded; a module-level function, so TanStack Query reruns it only when a query changes. */
function combineLists(results: readonly UseQueryResult<Dictionary>[]) {
  const isError = results.some((result) => result.isError);
  const complete = !isError && results.every((result) => result.data !== undefined);
  return {
    lists: complete ? results.map((result) => result.data as Dictionary) : null,
    isPending: results.some((result) => result.isPending),
    isError,
  };
}

/** The word lists of the given periods (distinct codes, a stable array). */
export function useSummaryDictionaries(periods: readonly string[]): SummaryDictionaries {
  const { lists, isPending, isError } = useQueries({
    queries: periods.map((period) => ({
      queryKey: ['exercises', 'summary-dictionary', period],
      queryFn: ({ signal }: { signal: AbortSignal }) => getSummaryDictionary(period, signal),
      staleTime: Infinity,
      gcTime: Infinity,
    })),
    combine: combineLists,
  });
  const byPeriod = useMemo(
    () => (lists ? new Map(periods.map((period, index) => [period, lists[index] as Dictionary])) : null),
    [lists, periods],
  );
  return { byPeriod, isPending, isError };
}
