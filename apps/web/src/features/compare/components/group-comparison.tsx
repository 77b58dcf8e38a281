// Two groups of files, before and after (docs/compare.md "Paired groups"): a "before" set and an
// "after" set of .txt/.docx files (15 MB in total, as Multiple Texts), one period, the key terms; an upload
// progress bar, then the server grades the pairs. The files chosen stay chosen through errors.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/server-message.ts';
import { usePeriods } from '../../../lib/de-jargonizer-api/get-periods.ts';
import { useFormCode } from '../../../lib/use-form-code.ts';
import { useCompareGroups } from '../api/compare-groups.ts';
import type { GroupsForm } from '../lib/forms.ts';
import { GROUP_FIELDS_LOCKED, GroupComparisonFields } from './group-comparison-fields.tsx';

// The form's code (react-hook-form, zod, the checks) comes when the form can be used.
const loadForm = () => import('./group-comparison-form.tsx');

// The result view (statistics, slope chart, table of pairs) is fetched when the files are sent.
const loadResult = () => import('./group-comparison-result.tsx');
const GroupComparisonResult = lazy(async () => ({ default: (await loadResult()).GroupComparisonResult }));

export function GroupComparison() {
  const { t, i18n } = useTranslation(['compare', 'server-errors']);
  const periods = usePeriods();
  const comparison = useCompareGroups();
  const formCode = useFormCode(loadForm);
  const { progress } = comparison;
  const busy = progress.phase !== 'idle' || comparison.isPending;

  const send = (sent: GroupsForm) => {
    void loadResult();
    comparison.mutate(sent);
  };
  const serverError = comparison.error ? serverErrorText(i18n, comparison.error, t('compare.unexpected')) : null;
  const shown = { periods, progress, busy, serverError };

  return (
    <>
      {formCode ? (
        <formCode.GroupComparisonForm {...shown} onSend={send} />
      ) : (
        <GroupComparisonFields fields={GROUP_FIELDS_LOCKED} {...shown} />
      )}
      {comparison.data && (
        <Suspense fallback={null}>
          <GroupComparisonResult comparison={comparison.data} />
        </Suspense>
      )}
    </>
  );
}
