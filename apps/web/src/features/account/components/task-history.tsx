// "Your Tasks" (docs/product.md §2 Profile, §4): the user's past tasks, newest first, each with its type,
// time and how far it got (whether an exercise was finished, in the writer's words rather than
// the script's stage number; an analysis's score). Choosing one loads it once, keeps it, and shows it read-only beside the list.
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail, TaskSummary } from '@scicomm/shared/account-api';
import { useTask, useTasks } from '../api/get-tasks.ts';
import { useTaskLabels } from '../lib/use-task-labels.ts';
import { TaskViewer, type RenderAnalysedText } from './task-viewer.tsx';

const keyOf = (task: Pick<TaskSummary, 'type' | 'id'>) => `${task.type}/${task.id}`;

export interface TaskHistoryProps {
  /** Actions for the open task, shown in its viewer (the profile page's Share). */
  taskActions?: (task: TaskDetail) => ReactNode;
  /** Colours a stored De-Jargonizer text (the route gives the De-Jargonizer's). */
  renderAnalysedText?: RenderAnalysedText;
}

export function TaskHistory({ taskActions, renderAnalysedText }: TaskHistoryProps = {}) {
  const { t } = useTranslation(['account', 'account-forms']);
  const load = useTasks();
  const [chosen, setChosen] = useState<Pick<TaskSummary, 'type' | 'id'> | null>(null);
  const opened = useTask(chosen);
  const open = chosen && opened ? { key: keyOf(chosen), ...opened } : null;

  const { dateOf, labelOf } = useTaskLabels();

  /** How far the task got: whether an exercise was finished, an analysis's score. */
  const progressOf = useCallback(
    (task: TaskSummary) => {
      if (task.type === 'dejargonizer') return task.score === null ? '' : t('account.tasks.scoreValue', { score: task.score });
      if (task.finished === null) return '';
      return task.finished ? t('account.tasks.finished') : t('account.tasks.notFinished');
    },
    [t],
  );

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
                  onClick={() => setChosen({ type: task.type, id: task.id })}
                >
                  <span className="task-list__label">{labelOf(task)}</span>
                  <span className="task-list__date">{dateOf(task.createdAt)}</span>
                  {progressOf(task) !== '' && <span className="task-list__progress">{progressOf(task)}</span>}
                </button>
              </li>
            ))}
          </ul>
          <div className="task-history__view" aria-live="polite">
            {open?.status === 'loading' && <p role="status">{t('account.tasks.opening')}</p>}
            {open?.status === 'error' && <p role="alert">{t('account.tasks.openFailed')}</p>}
            {open?.status === 'shown' && (
              <TaskViewer
                task={open.task}
                labelOf={labelOf}
                dateOf={dateOf}
                actions={taskActions?.(open.task)}
                {...(renderAnalysedText ? { renderAnalysedText } : {})}
              />
            )}
            {!open && <p className="field__hint">{t('account.tasks.choose')}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
