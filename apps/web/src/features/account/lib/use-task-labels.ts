// How a task is named and dated wherever one is shown (Your Tasks, a shared task): its type in
// the page's language and its time as the page's locale writes it.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskSummary } from '@scicomm/shared/account-api';

export function useTaskLabels() {
  const { t, i18n } = useTranslation(['account', 'account-forms']);
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const dateOf = useCallback((iso: string) => dateFormat.format(new Date(iso)), [dateFormat]);
  const labelOf = useCallback((task: Pick<TaskSummary, 'type'>) => t(`account.tasks.types.${task.type}`), [t]);
  return { dateOf, labelOf };
}
