// The cache keys of the sharing feature's data in the app's one query cache (app/query-client.ts),
// from the most general part to the most specific: a user's live links to one task, and a shared
// record as anyone with its link sees it.
import type { TaskType } from '@scicomm/shared/account-api';

export const sharingKeys = {
  all: ['sharing'] as const,
  links: (userId: string, taskType: TaskType, taskId: string) =>
    [...sharingKeys.all, 'links', userId, taskType, taskId] as const,
  shared: (token: string) => [...sharingKeys.all, 'shared', token] as const,
};
