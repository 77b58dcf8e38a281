// GET api/de-jargonizer/periods, for every page with a period choice (the De-Jargonizer and
// Compare). The periods of the dropdown (docs/product.md §9): ten English windows shown as
// "2012 - 2015", oldest first, default 2021 - 2024; then Hebrew and Arabic. These are known from the
// measure itself, so the dropdown never waits for the server; the server's list only adds
// periods built from a corpus.
import { useQuery } from '@tanstack/react-query';
import { ARABIC_PERIOD, ENGLISH_PERIODS, HEBREW_PERIOD } from '@scicomm/jargon/period-code';
import type { z } from 'zod';
import type { PeriodInfo, periodsReplySchema } from '@scicomm/shared/de-jargonizer-api';
import { requestJson } from '../api-client.ts';
import { deJargonizerKeys } from './query-keys.ts';

export type { PeriodInfo };

type PeriodsReply = z.infer<typeof periodsReplySchema>;

const dictionaryUrl = (code: string) => `/dictionaries/${code}.bin`;

export const BUILT_IN_PERIODS: readonly PeriodInfo[] = [
  ...ENGLISH_PERIODS.map(({ code, label }) => ({
    code,
    label,
    language: 'English',
    direction: 'ltr' as const,
    dictionaryUrl: dictionaryUrl(code),
  })),
  {
    code: HEBREW_PERIOD,
    label: 'Hebrew',
    language: 'Hebrew',
    direction: 'rtl',
    dictionaryUrl: dictionaryUrl(HEBREW_PERIOD),
  },
  {
    code: ARABIC_PERIOD,
    label: 'Arabic',
    language: 'Arabic',
    direction: 'rtl',
    dictionaryUrl: dictionaryUrl(ARABIC_PERIOD),
  },
];

export const getPeriods = (signal?: AbortSignal) =>
  requestJson<PeriodsReply>('/api/de-jargonizer/periods', signal ? { signal } : {});

function withServerPeriods(reply: PeriodsReply): readonly PeriodInfo[] {
  const known = new Set(BUILT_IN_PERIODS.map((period) => period.code));
  const extra = reply.periods.filter((period) => !known.has(period.code));
  return extra.length > 0 ? [...BUILT_IN_PERIODS, ...extra] : BUILT_IN_PERIODS;
}

/** The periods to choose from: the built-in ones at once, the server's extra ones when they arrive. */
export function usePeriods(): readonly PeriodInfo[] {
  const { data } = useQuery({
    queryKey: deJargonizerKeys.periods(),
    queryFn: ({ signal }) => getPeriods(signal),
    select: withServerPeriods,
    staleTime: 5 * 60_000,
  });
  return data ?? BUILT_IN_PERIODS;
}

export const directionOf = (periods: readonly PeriodInfo[], code: string): 'ltr' | 'rtl' =>
  periods.find((period) => period.code === code)?.direction ?? 'ltr';
