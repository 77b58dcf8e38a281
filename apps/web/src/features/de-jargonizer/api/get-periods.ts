// GET api/de-jargonizer/periods: the server's period dictionaries. The built-in ones are known
// without asking (periods.ts), so the list is only merged in to show dictionaries built from a
// corpus ("Build your own").
import { useEffect, useState } from 'react';
import { requestJson } from '../../../lib/api-client.ts';
import { BUILT_IN_PERIODS } from '../periods.ts';
import type { PeriodInfo } from './types.ts';

export const getPeriods = (signal?: AbortSignal) =>
  requestJson<{ defaultPeriod: string; periods: PeriodInfo[] }>(
    '/api/de-jargonizer/periods',
    signal ? { signal } : {},
  );

export function usePeriods(): readonly PeriodInfo[] {
  const [periods, setPeriods] = useState<readonly PeriodInfo[]>(BUILT_IN_PERIODS);
  useEffect(() => {
    const controller = new AbortController();
    getPeriods(controller.signal).then(
      (reply) => {
        const known = new Set(BUILT_IN_PERIODS.map((period) => period.code));
        const extra = reply.periods.filter((period) => !known.has(period.code));
        if (extra.length > 0) setPeriods([...BUILT_IN_PERIODS, ...extra]);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return periods;
}
