// "Your Tasks" (spec §2 Profile, §4): the user's past tasks, newest first, each with its type,
// time and how far it got (an exercise's stage and whether it was finished, an analysis's
// score). Choosing one loads it once, keeps it, and shows it read-only beside the list.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail, TaskSummary } from '@scicomm/shared/account-api';
import { getTask } from '../api/get-task.ts';
import { useTasks } from '../api/get-tasks.ts';
import { TaskViewer } from './task-viewer.tsx';

type Open =
  | { key: string; state: 'loading' }
  | { key: string; state: 'error' }
  | { key: string; state: 'shown'; task: TaskDetail };

const keyOf = (task: Pick<TaskSummary, 'type' | 'id'>) => `${task.type}/${task.id}`;

export function TaskHistory({
  taskActions,
}: {
  /** Actions for the open task, shown in its viewer (the profile page's Share). */
  taskActions?: (task: TaskDetail) => ReactNode;
} = {}) {
  const { t, i18n } = useTranslation();
  const load = useTasks(0);
  const cache = useRef(new Map<string, TaskDetail>());
  const [open, setOpen] = useState<Open | null>(null);

  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const dateOf = useCallback((iso: string) => dateFormat.format(new Date(iso)), [dateFormat]);
  const labelOf = useCallback(
    (task: Pick<TaskSummary, 'type'>) => t(`account.tasks.types.${task.type}`),
    [t],
  );

  /** How far the task got: an exercise's stage and whether it was finished, an analysis's score. */
  const progressOf = useCallback(
    (task: TaskSummary) => {
      if (task.type === 'dejargonizer') return task.score === null ? '' : t('account.tasks.scoreValue', { score: task.score });
      const parts = [
        ...(task.stage === null ? [] : [t('account.tasks.stage', { stage: task.stage })]),
        ...(task.finished === null ? [] : [task.finished ? t('account.tasks.finished') : t('account.tasks.notFinished')]),
      ];
      return parts.join(' · ');
    },
    [t],
  );

  const choose = async (summary: TaskSummary) => {
    const key = keyOf(summary);
    const cached = cache.current.get(key);
    if (cached) {
      setOpen({ key, state: 'shown', task: cached });
      return;
    }
    setOpen({ key, state: 'loading' });
    try {
      const task = await getTask(summary.type, summary.id);
      cache.current.set(key, task);
      setOpen((current) => (current?.key === key ? { key, state: 'shown', task } : current));
    } catch {
      setOpen((current) => (current?.key === key ? { key, state: 'error' } : current));
    }
  };

  return (
    <section className="account-section task-history" aria-labelledby="your-tasks">
      <h2 id="your-tasks">{t('account.tasks.heading')}</h2>
      {load.status === 'loading' && <p role="status">{t('account.tasks.loading')}</p>}
      {load.status === 'error' && <p role="alert">{t('account.tasks.loadFailed')}</p>}
      {load.status === 'loaded' && load.tasks.length === 0 && <p>{t('account.tasks.none')}</p>}
      {load.status === 'loaded' && load.tasks.length > 0 && (
        <div className="task-history__layout">
          <ul className="task-list">
            {load.tasks.map((task) => (
              <li key={keyOf(task)}>
                <button
                  type="button"
                  className="task-list__item"
                  aria-current={open?.key === keyOf(task) ? 'true' : undefined}
                  onClick={() => void choose(task)}
                >
                  <span className="task-list__label">{labelOf(task)}</span>
                  <span className="task-list__date">{dateOf(task.createdAt)}</span>
                  {progressOf(task) !== '' && <span className="task-list__progress">{progressOf(task)}</span>}
                </button>
              </li>
            ))}
          </ul>
          <div className="task-history__view" aria-live="polite">
            {open?.state === 'loading' && <p role="status">{t('account.tasks.opening')}</p>}
            {open?.state === 'error' && <p role="alert">{t('account.tasks.openFailed')}</p>}
            {open?.state === 'shown' && (
              <TaskViewer
                task={open.task}
                labelOf={labelOf}
                dateOf={dateOf}
                actions={taskActions?.(open.task)}
              />
            )}
            {!open && <p className="field__hint">{t('account.tasks.choose')}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
