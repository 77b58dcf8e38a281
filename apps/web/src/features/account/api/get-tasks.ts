// GET /api/account/tasks: "Your Tasks", newest first.
import { useEffect, useState } from 'react';
import type { TaskSummary } from '@scicomm/shared/account-api';
import { requestJson } from '../../../lib/api-client.ts';

export async function getTasks(): Promise<TaskSummary[]> {
  return (await requestJson<{ tasks: TaskSummary[] }>('/api/account/tasks')).tasks;
}

export type TasksLoad =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; tasks: TaskSummary[] };

/** Loads the list; `version` changing loads it again. */
export function useTasks(version: number): TasksLoad {
  const [load, setLoad] = useState<TasksLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getTasks().then(
      (tasks) => live && setLoad({ status: 'loaded', tasks }),
      () => live && setLoad({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [version]);
  return load;
}
