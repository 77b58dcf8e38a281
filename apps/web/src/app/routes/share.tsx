// /share/{token} (docs/product.md §2 "Shared view", §4 "Share", §8 "Shared link"): a shared task, read-only,
// for anyone with the link: no consent gate, no sign-in. States: 'Loading…', a link that does not
// open a task (no token, or not found: its owner may have ended it, or it does not exist — the
// server says no more), 'This link has been revoked.', 'This link has expired.', a lookup that
// failed, and the task under the title '{task type} (Shared)'. Where the sharing feature
// (the lookup) meets the account feature's read-only task viewer.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TaskDetail } from '@scicomm/shared/account-api';
import { TaskViewer } from '../../features/account/components/task-viewer.tsx';
import { useTaskLabels } from '../../features/account/lib/use-task-labels.ts';
import { AnalysedText } from '../../features/de-jargonizer/components/analysed-text.tsx';
import { Gauge } from '../../features/de-jargonizer/components/gauge.tsx';
import { useSharedTask } from '../../features/sharing/api/get-shared-task.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useNoIndex } from '../../lib/use-no-index.ts';

export function SharedTaskRoute() {
  const { t } = useTranslation(['account', 'account-forms', 'sharing']);
  const { token } = useParams();
  const load = useSharedTask(token);
  useNoIndex();

  const { dateOf, labelOf } = useTaskLabels();
  const typeLabel = load.status === 'shown' ? labelOf(load.task) : null;
  const title = typeLabel ? t('sharing.view.title', { type: typeLabel }) : undefined;
  usePageTitle(title);

  if (load.status === 'shown') {
    // The viewer names its heading by id; a shared record has no row id, so one of its own.
    const task: TaskDetail = { ...load.task, id: 'shared' };
    return (
      <div className="shared-view">
        <h1>{title}</h1>
        <TaskViewer
          task={task}
          labelOf={labelOf}
          dateOf={dateOf}
          headingLevel={2}
          readOnlyHint={t('sharing.view.note')}
          reportPlace="shared"
          renderAnalysedText={(record) => (
            <AnalysedText text={record.text} period={record.dictionary} keyTerms={record.keyTerms} className="task-record__text" />
          )}
          renderGauge={(rarePercent) => <Gauge rarePercent={rarePercent} />}
        />
      </div>
    );
  }
  return (
    <div className="message-page shared-view">
      {/* The heading from the first render (the prerendered page's first paint), kept by every state but the task's. */}
      <h1>{t('sharing.view.heading')}</h1>
      {load.status === 'loading' ? (
        <p role="status">{t('sharing.view.loading')}</p>
      ) : (
        <p role="alert">{t(`sharing.view.${load.status}`)}</p>
      )}
    </div>
  );
}
