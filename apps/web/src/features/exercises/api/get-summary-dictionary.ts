// The De-Jargonizer's measure for the summary at the end of an exercise (docs/exercises.md): each
// version is measured with the word list of its script, as the server's coach measured it
// (`periodForText`: the Hebrew list for a Hebrew text, the default period otherwise). The lists
// are the De-Jargonizer editor's own query (lib/de-jargonizer-api/get-period-dictionary.ts): one
// key, so a list either page fetched is not fetched again.
import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { Dictionary } from '@scicomm/jargon/dictionary';
import { periodDictionaryQuery } from '../../../lib/de-jargonizer-api/get-period-dictionary.ts';

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
    queries: periods.map(periodDictionaryQuery),
    combine: combineLists,
  });
  const byPeriod = useMemo(
    () => (lists ? new Map(periods.map((period, index) => [period, lists[index] as Dictionary])) : null),
    [lists, periods],
  );
  return { byPeriod, isPending, isError };
}
