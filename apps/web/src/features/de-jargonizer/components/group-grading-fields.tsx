// Multiple Texts' form as the page shows it: the language and period, the files (15 MB in all),
// the key terms, and the upload's progress. Its fields come from react-hook-form once the form's
// code is in (group-grading-form.tsx); until then (GROUP_FIELDS_LOCKED) the same form shows
// locked, as the prerendered page does before hydration.
import { useId, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodInfo } from '@scicomm/shared/de-jargonizer-api';
import { KeyTermsField } from '../../../components/key-terms-field.tsx';
import { ignoreChange, lockedToolForm, type ToolFormFields } from '../../../lib/tool-form-fields.ts';
import type { GroupForm } from '../lib/group-form.ts';
import { DEFAULT_PERIOD } from '../lib/periods.ts';
import { LanguagePeriodControls } from './language-period-controls.tsx';

export interface GroupFields extends ToolFormFields<keyof GroupForm> {
  /** The files; `ref` lets the form put the cursor there. */
  files: { value: File[]; onChange: (files: File[]) => void; ref?: RefCallback<HTMLInputElement> };
}

export const GROUP_FIELDS_LOCKED: GroupFields = {
  ...lockedToolForm(DEFAULT_PERIOD),
  files: { value: [], onChange: ignoreChange },
};

export type GroupPhase = 'idle' | 'uploading' | 'grading';

interface GroupGradingFieldsProps {
  fields: GroupFields;
  periods: readonly PeriodInfo[];
  phase: GroupPhase;
  /** The upload's percentage. */
  progress: number;
  /** What went wrong with the last sending, under the form. */
  error: string | null;
  /** Files were chosen: the last sending's error no longer applies. */
  onFilesChosen: () => void;
}

export function GroupGradingFields({ fields, periods, phase, progress, error, onFilesChosen }: GroupGradingFieldsProps) {
  const { t } = useTranslation(['de-jargonizer', 'server-errors']);
  const ids = { files: useId(), progress: useId() };
  const busy = phase !== 'idle';
  const locked = busy || !fields.live;
  const filesMessage = fields.message('files');
  return (
    <form className="dj-card" onSubmit={fields.onSubmit} aria-busy={busy} noValidate>
      <LanguagePeriodControls periods={periods} value={fields.period.value} onChange={fields.period.onChange} disabled={locked} />
      <div className="dj-field">
        <label htmlFor={ids.files}>{t('deJargonizer.group.files')}</label>
        <input
          id={ids.files}
          type="file"
          name="ArticlesGroupFU"
          multiple
          disabled={locked}
          accept=".txt,.docx,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          ref={fields.files.ref}
          aria-invalid={filesMessage ? true : undefined}
          aria-describedby={filesMessage ? `${ids.files}-error` : undefined}
          onChange={(event) => {
            onFilesChosen();
            fields.files.onChange(Array.from(event.target.files ?? []));
          }}
        />
        {fields.files.value.length > 0 && <p className="dj-hint">{t('deJargonizer.group.chosen', { count: fields.files.value.length })}</p>}
        {filesMessage && (
          <p id={`${ids.files}-error`} className="dj-field-error">
            {t(filesMessage)}
          </p>
        )}
      </div>
      {/* Left out of every file's adjusted score (docs/de-jargonizer.md "Key terms and explained terms"). */}
      <KeyTermsField className="dj-field" terms={fields.keyTerms.value} onChange={fields.keyTerms.onChange} disabled={locked} />
      <div className="dj-actions">
        <button type="submit" className="button" disabled={locked}>
          {t('deJargonizer.group.start')}
        </button>
      </div>
      {busy && (
        <div className="dj-progress">
          <progress id={ids.progress} max={100} value={phase === 'grading' ? undefined : progress} aria-label={t('deJargonizer.group.progress')} />
          <span role="status">{phase === 'grading' ? t('deJargonizer.group.grading') : t('deJargonizer.group.uploading', { percent: progress })}</span>
        </div>
      )}
      <div className="dj-error" role="alert">
        {error}
      </div>
    </form>
  );
}
