// GET /api/account/tasks ("Your Tasks", newest first) and GET /api/account/tasks/:type/:id (one
// past task), through the app's query cache: an opened task is loaded once and kept.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TaskDetail, TaskSummary, TaskType } from '@scicomm/shared/account-api';
import { requestJson } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { accountKeys } from './query-keys.ts';
import { getTask } from './get-task.ts';

export async function getTasks(signal?: AbortSignal): Promise<TaskSummary[]> {
  return (await requestJson<{ tasks: TaskSummary[] }>('/api/account/tasks', signal ? { signal } : {})).tasks;
}

export type TasksLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; tasks: TaskSummary[] };

export function useTasks(): TasksLoad {
  const { state } = useAuth();
  const query = useQuery({ queryKey: accountKeys.tasks(state.user?.id), queryFn: ({ signal }) => getTasks(signal) });
  if (query.data) return { status: 'loaded', tasks: query.data };
  return query.isError ? { status: 'error' } : { status: 'loading' };
}

export type TaskLoad = { status: 'loading' } | { status: 'error' } | { status: 'shown'; task: TaskDetail };

/** One past task, loaded when first opened and kept (a stored task does not change). */
export function useTask(task: { type: TaskType; id: string } | null): TaskLoad | null {
  const { state } = useAuth();
  const query = useQuery({
    queryKey: accountKeys.task(state.user?.id, task?.type, task?.id),
    queryFn: () => getTask(task!.type, task!.id),
    enabled: task !== null,
    staleTime: Infinity,
  });
  if (!task) return null;
  if (query.data) return { status: 'shown', task: query.data };
  return query.isError ? { status: 'error' } : { status: 'loading' };
}

/** Forgets the task list and every opened task (after "Don't Save Data" anonymised them). */
export function useForgetTasks(): () => Promise<void> {
  const { state } = useAuth();
  const client = useQueryClient();
  const userId = state.user?.id;
  return useCallback(() => client.resetQueries({ queryKey: accountKeys.tasks(userId) }), [client, userId]);
}
