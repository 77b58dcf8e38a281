// GET api/de-jargonizer/periods: the server's period dictionaries. The built-in ones are known
// from the measure itself, so the dropdown never waits; the server's list adds any dictionary
// built from a corpus.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PERIOD, ENGLISH_PERIODS, HEBREW_PERIOD } from '@scicomm/jargon';
import type { z } from 'zod';
import type { PeriodInfo, periodsReplySchema } from '@scicomm/shared/de-jargonizer-api';
import { requestJson } from '../../../lib/api-client.ts';

export { DEFAULT_PERIOD };

type PeriodsReply = z.infer<typeof periodsReplySchema>;

const BUILT_IN: readonly PeriodInfo[] = [
  ...ENGLISH_PERIODS.map(({ code, label }) => ({
    code,
    label,
    language: 'English',
    direction: 'ltr' as const,
    dictionaryUrl: `/dictionaries/${code}.bin`,
  })),
  { code: HEBREW_PERIOD, label: 'Hebrew', language: 'Hebrew', direction: 'rtl', dictionaryUrl: `/dictionaries/${HEBREW_PERIOD}.bin` },
];

export const getPeriods = (signal?: AbortSignal) =>
  requestJson<PeriodsReply>('/api/de-jargonizer/periods', signal ? { signal } : {});

function withServerPeriods(reply: PeriodsReply): readonly PeriodInfo[] {
  const known = new Set(BUILT_IN.map((period) => period.code));
  return [...BUILT_IN, ...reply.periods.filter((period) => !known.has(period.code))];
}

/** The periods to choose from: the built-in ones at once, the server's extra ones when they arrive. */
export function usePeriods(): readonly PeriodInfo[] {
  const query = useQuery({
    queryKey: ['de-jargonizer', 'periods'],
    queryFn: ({ signal }) => getPeriods(signal),
    select: withServerPeriods,
    staleTime: 5 * 60_000,
  });
  return query.data ?? BUILT_IN;
}

export const directionOf = (periods: readonly PeriodInfo[], code: string): 'ltr' | 'rtl' =>
  periods.find((period) => period.code === code)?.direction ?? 'ltr';
