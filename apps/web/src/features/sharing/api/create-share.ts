// POST /api/shares: a new read-only link to one of the signed-in user's tasks. The new link joins
// the task's list in the cache at once, and the list is asked for again.
import { useMutation } from '@tanstack/react-query';
import type { TaskType } from '@scicomm/shared/account-api';
import type { CreateShareBody, Share } from '@scicomm/shared/share-api';
import { requestJson } from '../../../lib/api-client.ts';
import { useSharesChanged } from './get-shares.ts';

export async function createShare(
  taskType: TaskType,
  taskId: string,
  expiresInDays: number | null,
): Promise<Share> {
  const body: CreateShareBody = { taskType, taskId, expiresInDays };
  return requestJson<Share>('/api/shares', { method: 'POST', body });
}

export function useCreateShare(taskType: TaskType, taskId: string) {
  const changed = useSharesChanged(taskType, taskId);
  return useMutation({
    mutationFn: (expiresInDays: number | null) => createShare(taskType, taskId, expiresInDays),
    onSuccess: (share) => changed((shares) => [share, ...shares]),
  });
}
