// GET /api/shares?taskType=…&taskId=…: the user's live links to one task. A 404 means the task
// is not the user's stored task (a guest's or a decliner's exercise), so it cannot be shared.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TaskType } from '@scicomm/shared/account-api';
import type { Share } from '@scicomm/shared/share-api';
import { requestJson } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { sharingKeys } from './query-keys.ts';

export async function getShares(taskType: TaskType, taskId: string, signal?: AbortSignal): Promise<Share[]> {
  const query = new URLSearchParams({ taskType, taskId });
  return (await requestJson<{ shares: Share[] }>(`/api/shares?${query}`, signal ? { signal } : {})).shares;
}

export type SharesLoad =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'loaded'; shares: Share[] };

/** The live links of a task, for the signed-in user only. */
export function useShares(taskType: TaskType, taskId: string): SharesLoad {
  const { state } = useAuth();
  const userId = state.user?.id ?? '';
  const query = useQuery({
    queryKey: sharingKeys.links(userId, taskType, taskId),
    queryFn: ({ signal }) => getShares(taskType, taskId, signal),
    enabled: state.status === 'signed-in',
  });
  if (query.data) return { status: 'loaded', shares: query.data };
  return query.isError ? { status: 'unavailable' } : { status: 'loading' };
}

/**
 * After a link was created or revoked: the list shows the server's answer at once, then is
 * asked for again, so it matches what the server keeps.
 */
export function useSharesChanged(taskType: TaskType, taskId: string): (change: (shares: Share[]) => Share[]) => void {
  const { state } = useAuth();
  const userId = state.user?.id ?? '';
  const client = useQueryClient();
  return useCallback(
    (change: (shares: Share[]) => Share[]) => {
      const queryKey = sharingKeys.links(userId, taskType, taskId);
      client.setQueryData<Share[]>(queryKey, (shares) => change(shares ?? []));
      void client.invalidateQueries({ queryKey });
    },
    [client, userId, taskType, taskId],
  );
}
