// GET /api/account/tasks/:type/:id: one past task, read-only.
import type { TaskDetail, TaskType } from '@scicomm/shared/account-api';
import { requestJson } from '../../../lib/api-client.ts';

export async function getTask(type: TaskType, id: string): Promise<TaskDetail> {
  return (
    await requestJson<{ task: TaskDetail }>(
      `/api/account/tasks/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
    )
  ).task;
}
