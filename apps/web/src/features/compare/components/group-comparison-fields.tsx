// The form of two groups of files (docs/compare.md "Paired groups") as the page shows it: one
// period, a "before" and an "after" set, the key terms, and the upload's progress. Its fields come
// from react-hook-form once the form's code is in (group-comparison-form.tsx); until then
// (GROUP_FIELDS_LOCKED) the same form shows locked, as the prerendered page does before hydration.
import { useId, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PERIOD } from '@scicomm/jargon/period-code';
import type { PeriodInfo } from '@scicomm/shared/de-jargonizer-api';
import { KeyTermsField } from '../../../components/key-terms-field.tsx';
import { ignoreChange, lockedToolForm, type ToolFormFields } from '../../../lib/tool-form-fields.ts';
import type { GroupProgress } from '../api/compare-groups.ts';
import { ACCEPT_FILES } from '../lib/files.ts';
import { SIDES, type GroupsForm, type Side } from '../lib/forms.ts';
import { PeriodField } from './period-field.tsx';

export interface GroupFields extends ToolFormFields<keyof GroupsForm> {
  /** A set's files; `ref` lets the form put the cursor there. */
  set: (side: Side) => { value: File[]; onChange: (files: File[]) => void; ref?: RefCallback<HTMLInputElement> };
}

export const GROUP_FIELDS_LOCKED: GroupFields = {
  ...lockedToolForm(DEFAULT_PERIOD),
  set: () => ({ value: [], onChange: ignoreChange }),
};

interface GroupComparisonFieldsProps {
  fields: GroupFields;
  periods: readonly PeriodInfo[];
  progress: GroupProgress;
  /** The files are on their way or being graded. */
  busy: boolean;
  serverError: string | null;
}

export function GroupComparisonFields({ fields, periods, progress, busy, serverError }: GroupComparisonFieldsProps) {
  const { t } = useTranslation(['compare', 'server-errors']);
  const id = useId();
  const locked = busy || !fields.live;
  return (
    <form className="cmp-card" onSubmit={fields.onSubmit} aria-busy={busy} noValidate>
      <PeriodField
        periods={periods}
        hint="compare.periodHintGroups"
        field={fields.period}
        disabled={locked}
      />
      <div className="cmp-sides">
        {SIDES.map((side) => {
          const message = fields.message(side);
          const set = fields.set(side);
          return (
            <div key={side} className="cmp-field cmp-side">
              <label htmlFor={`${id}-${side}`}>{t(`compare.groups.${side}Files`)}</label>
              <input
                id={`${id}-${side}`}
                ref={set.ref}
                name={side}
                type="file"
                multiple
                accept={ACCEPT_FILES}
                disabled={locked}
                aria-invalid={message ? true : undefined}
                aria-describedby={`${id}-${side}-hint${message ? ` ${id}-${side}-error` : ''}`}
                onChange={(event) => set.onChange(Array.from(event.target.files ?? []))}
              />
              <p id={`${id}-${side}-hint`} className="cmp-hint">
                {set.value.length > 0 ? t('compare.groups.chosen', { count: set.value.length }) : t('compare.groups.filesHint')}
              </p>
              {message && (
                <p id={`${id}-${side}-error`} className="cmp-field-error">
                  {t(message)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <p className="cmp-hint">{t('compare.groups.pairingHint')}</p>
      {/* Left out of every file's adjusted score, before and after (docs/compare.md). */}
      <KeyTermsField className="cmp-field" terms={fields.keyTerms.value} onChange={fields.keyTerms.onChange} disabled={locked} />
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
            <progress max={100} value={progress.phase === 'uploading' ? progress.percent : 0} aria-label={t('compare.groups.progress')} />
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
  );
}
