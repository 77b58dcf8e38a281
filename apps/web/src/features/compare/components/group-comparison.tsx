// Two groups of files, before and after (docs/compare.md "Paired groups"): a "before" set and an
// "after" set of .txt/.docx files (15 MB in total, as Multiple Texts), one period, the key terms; an upload
// progress bar, then the server grades the pairs. The files chosen stay chosen through errors.
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PERIOD } from '@scicomm/jargon/period-code';
import { serverErrorText } from '../../../lib/server-message.ts';
import { usePeriods } from '../../../lib/de-jargonizer-api/get-periods.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCompareGroups } from '../api/compare-groups.ts';
import { useCheckedForm } from '../../../lib/checked-form.ts';
import { ACCEPT_FILES } from '../lib/files.ts';
import { checkGroups, type GroupsForm } from '../lib/form-checks.ts';
import { KeyTermsField } from '../../../components/key-terms-field.tsx';
import { PeriodField } from './period-field.tsx';

const SETS = ['before', 'after'] as const;

// The result view (statistics, slope chart, table of pairs) is fetched when the files are sent.
const loadResult = () => import('./group-comparison-result.tsx');
const GroupComparisonResult = lazy(async () => ({ default: (await loadResult()).GroupComparisonResult }));

export function GroupComparison() {
  const { t, i18n } = useTranslation(['compare', 'server-errors']);
  const id = useId();
  const periods = usePeriods();
  const comparison = useCompareGroups();
  const form = useCheckedForm<GroupsForm>(() => ({ period: DEFAULT_PERIOD, before: [], after: [], keyTerms: [] }), checkGroups, SETS);
  const { values, messages } = form;
  const { progress } = comparison;
  const busy = progress.phase !== 'idle' || comparison.isPending;
  // The page is prerendered: files chosen before the app runs would sit in the inputs unknown to
  // the form, which would then ask for them. Until then nothing takes a choice.
  const hydrated = useHydrated();
  const locked = busy || !hydrated;

  const submit = form.submit((sent) => {
    void loadResult();
    comparison.mutate(sent);
  });

  const serverError = comparison.error ? serverErrorText(i18n, comparison.error, t('compare.unexpected')) : null;

  return (
    <>
      <form className="cmp-card" onSubmit={submit} aria-busy={busy} noValidate>
        <PeriodField
          periods={periods}
          hint="compare.periodHintGroups"
          disabled={locked}
          name="period"
          value={values.period}
          onChange={(event) => form.set('period', event.target.value)}
        />
        <div className="cmp-sides">
          {SETS.map((set) => {
            const message = messages[set];
            return (
              <div key={set} className="cmp-field cmp-side">
                <label htmlFor={`${id}-${set}`}>{t(`compare.groups.${set}Files`)}</label>
                <input
                  id={`${id}-${set}`}
                  ref={form.field(set)}
                  name={set}
                  type="file"
                  multiple
                  accept={ACCEPT_FILES}
                  disabled={locked}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={`${id}-${set}-hint${message ? ` ${id}-${set}-error` : ''}`}
                  onChange={(event) => form.set(set, Array.from(event.target.files ?? []))}
                />
                <p id={`${id}-${set}-hint`} className="cmp-hint">
                  {values[set].length > 0 ? t('compare.groups.chosen', { count: values[set].length }) : t('compare.groups.filesHint')}
                </p>
                {message && (
                  <p id={`${id}-${set}-error`} className="cmp-field-error">
                    {t(message)}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <p className="cmp-hint">{t('compare.groups.pairingHint')}</p>
        {/* Left out of every file's adjusted score, before and after (docs/compare.md). */}
        <KeyTermsField className="cmp-field" terms={values.keyTerms} onChange={(terms) => form.set('keyTerms', terms)} disabled={locked} />
        <div className="cmp-actions">
          <button type="submit" className="button" disabled={locked}>
            {t('compare.groups.start')}
          </button>
        </div>
        {busy && (
          <div className="cmp-progress">
            {progress.phase === 'grading' ? (
              <progress
                max={progress.total ?? undefined}
                value={progress.total ? progress.done : undefined}
                aria-label={t('compare.groups.progress')}
              />
            ) : (
              <progress
                max={100}
                value={progress.phase === 'uploading' ? progress.percent : 0}
                aria-label={t('compare.groups.progress')}
              />
            )}
            <span role="status">
              {progress.phase === 'grading'
                ? progress.total
                  ? t('compare.groups.graded', { done: progress.done, total: progress.total })
                  : t('compare.groups.grading')
                : t('compare.groups.uploading', { percent: progress.phase === 'uploading' ? progress.percent : 0 })}
            </span>
          </div>
        )}
        <div className="cmp-error" role="alert">
          {serverError}
        </div>
      </form>
      {comparison.data && (
        <Suspense fallback={null}>
          <GroupComparisonResult comparison={comparison.data} />
        </Suspense>
      )}
    </>
  );
}
