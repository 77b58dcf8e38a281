// GET /api/shares?taskType=…&taskId=…: the user's live links to one task. A 404 means the task
// is not the user's stored task (a guest's or a decliner's exercise), so it cannot be shared.
import { useEffect, useState } from 'react';
import type { TaskType } from '@scicomm/shared/account-api';
import type { Share } from '@scicomm/shared/share-api';
import { requestJson } from '../../../lib/api-client.ts';

export async function getShares(taskType: TaskType, taskId: string): Promise<Share[]> {
  const query = new URLSearchParams({ taskType, taskId });
  return (await requestJson<{ shares: Share[] }>(`/api/shares?${query}`)).shares;
}

export type SharesLoad =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'loaded'; shares: Share[] };

/** The live links of a task, loaded once per task while `enabled`. */
export function useShares(taskType: TaskType, taskId: string, enabled: boolean) {
  const [load, setLoad] = useState<SharesLoad>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    setLoad({ status: 'loading' });
    getShares(taskType, taskId).then(
      (shares) => live && setLoad({ status: 'loaded', shares }),
      () => live && setLoad({ status: 'unavailable' }),
    );
    return () => {
      live = false;
    };
  }, [taskType, taskId, enabled]);
  return [load, setLoad] as const;
}
