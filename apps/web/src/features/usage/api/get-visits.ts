import { useEffect, useState } from 'react';
import { requestJson } from '../../../lib/api-client.ts';

export const getVisits = (signal?: AbortSignal) =>
  requestJson<number>('/GetVisits', signal ? { signal } : {});

/** The footer's counter; a failed call leaves it at 0 (spec §8 "Visit count fails"). */
export function useVisits(): number {
  const [visits, setVisits] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getVisits(controller.signal).then(
      (count) => setVisits(typeof count === 'number' && Number.isFinite(count) ? count : 0),
      () => setVisits(0),
    );
    return () => controller.abort();
  }, []);
  return visits;
}
