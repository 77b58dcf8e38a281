// The study forms' reader-check choice (docs/reader-check.md "In a study"): whether each
// participant's final text goes to readers after the exercise, how many readers are wanted per
// text and whether readers rate its clarity.
import type { StudyReaderCheck } from '@scicomm/shared/study-api';
import { useTranslation } from 'react-i18next';

export interface ReaderCheckDraft {
  on: boolean;
  targetReaders: string;
  clarityRating: boolean;
}

export const readerCheckDraftOf = (setting: StudyReaderCheck | null): ReaderCheckDraft => ({
  on: setting !== null,
  targetReaders: String(setting?.targetReaders ?? 5),
  clarityRating: setting?.clarityRating ?? true,
});

/** The setting to send; a number out of range is sent as typed, for the server to refuse with its message. */
export const readerCheckOf = (draft: ReaderCheckDraft): StudyReaderCheck | null =>
  draft.on ? { targetReaders: Number.parseInt(draft.targetReaders, 10) || 0, clarityRating: draft.clarityRating } : null;

export function ReaderCheckFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ReaderCheckDraft;
  onChange: (value: ReaderCheckDraft) => void;
}) {
  const { t } = useTranslation('studies');
  return (
    <fieldset className="field" aria-describedby={`${id}-hint`}>
      <legend>{t('studies.readerChecks.legend')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('studies.readerChecks.hint')}
      </p>
      <label className="choice">
        <input type="checkbox" checked={value.on} onChange={(event) => onChange({ ...value, on: event.target.checked })} />{' '}
        {t('studies.readerChecks.add')}
      </label>
      {value.on && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-readers`}>
              {t('studies.readerChecks.target')}
            </label>
            <input
              id={`${id}-readers`}
              className="field__control"
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              value={value.targetReaders}
              onChange={(event) => onChange({ ...value, targetReaders: event.target.value })}
            />
          </div>
          <label className="choice">
            <input
              type="checkbox"
              checked={value.clarityRating}
              onChange={(event) => onChange({ ...value, clarityRating: event.target.checked })}
            />{' '}
            {t('studies.readerChecks.clarity')}
          </label>
        </>
      )}
    </fieldset>
  );
}
