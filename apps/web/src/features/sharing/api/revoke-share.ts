// DELETE /api/shares/{token}: the link stops working at once. It leaves the task's list in the
// cache at once, and the list is asked for again.
import { useMutation } from '@tanstack/react-query';
import type { TaskType } from '@scicomm/shared/account-api';
import { requestJson } from '../../../lib/api-client.ts';
import { useSharesChanged } from './get-shares.ts';

export async function revokeShare(token: string): Promise<void> {
  await requestJson<void>(`/api/shares/${encodeURIComponent(token)}`, { method: 'DELETE' });
}

export function useRevokeShare(taskType: TaskType, taskId: string) {
  const changed = useSharesChanged(taskType, taskId);
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: (_, token) => changed((shares) => shares.filter((share) => share.token !== token)),
  });
}
