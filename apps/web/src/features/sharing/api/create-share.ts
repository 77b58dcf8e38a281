// POST /api/shares: a new read-only link to one of the signed-in user's tasks.
import type { TaskType } from '@scicomm/shared/account-api';
import type { CreateShareBody, Share } from '@scicomm/shared/share-api';
import { requestJson } from '../../../lib/api-client.ts';

export async function createShare(
  taskType: TaskType,
  taskId: string,
  expiresInDays: number | null,
): Promise<Share> {
  const body: CreateShareBody = { taskType, taskId, expiresInDays };
  return requestJson<Share>('/api/shares', { method: 'POST', body });
}
