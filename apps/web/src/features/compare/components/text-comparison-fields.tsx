// The form of two texts (docs/compare.md) as the page shows it: a period for both, each text pasted
// or uploaded (.txt/.docx), the key terms. Its fields come from react-hook-form once the form's
// code is in (text-comparison-form.tsx); until then (TEXT_FIELDS_LOCKED) the same form shows
// locked, as the prerendered page does before hydration.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DEFAULT_PERIOD } from '@scicomm/jargon/period-code';
import type { PeriodInfo } from '@scicomm/shared/de-jargonizer-api';
import { directionOf } from '../../../lib/de-jargonizer-api/get-periods.ts';
import { KeyTermsField } from '../../../components/key-terms-field.tsx';
import { ignoreChange, lockedToolForm, type ToolFormFields } from '../../../lib/tool-form-fields.ts';
import { ACCEPT_FILES } from '../lib/files.ts';
import { SIDES, type Side, type TextsForm } from '../lib/forms.ts';
import { PeriodField } from './period-field.tsx';

export interface TextFields extends ToolFormFields<keyof TextsForm> {
  /** A text box's props (react-hook-form's register). */
  text: (side: Side) => UseFormRegisterReturn<`${Side}Text`> | { name: string };
  file: (side: Side) => { value: File | null; onChange: (file: File | null) => void };
}

export const TEXT_FIELDS_LOCKED: TextFields = {
  ...lockedToolForm(DEFAULT_PERIOD),
  text: (side) => ({ name: `${side}Text` }),
  file: () => ({ value: null, onChange: ignoreChange }),
};

interface TextComparisonFieldsProps {
  fields: TextFields;
  periods: readonly PeriodInfo[];
  /** A comparison is running. */
  busy: boolean;
  /** What the server said when it refused, under the form. */
  serverError: string | null;
}

export function TextComparisonFields({ fields, periods, busy, serverError }: TextComparisonFieldsProps) {
  const { t } = useTranslation(['compare', 'server-errors']);
  const id = useId();
  const fileInputs = useRef<Record<Side, HTMLInputElement | null>>({ before: null, after: null });
  const locked = busy || !fields.live;
  const direction = directionOf(periods, fields.period.value);
  return (
    <form className="cmp-card" onSubmit={fields.onSubmit} aria-busy={busy} noValidate>
      <PeriodField
        periods={periods}
        field={fields.period}
        disabled={locked}
      />
      <div className="cmp-sides">
        {SIDES.map((side) => {
          const textError = fields.message(`${side}Text`);
          const fileError = fields.message(`${side}File`);
          const file = fields.file(side).value;
          return (
            <fieldset key={side} className="cmp-side" disabled={!fields.live}>
              <legend>{t(`compare.texts.${side}`)}</legend>
              <div className="cmp-field">
                <label htmlFor={`${id}-${side}-text`}>{t(`compare.texts.${side}Text`)}</label>
                <textarea
                  id={`${id}-${side}-text`}
                  dir={direction}
                  rows={8}
                  aria-invalid={textError ? true : undefined}
                  aria-describedby={textError ? `${id}-${side}-text-error` : undefined}
                  {...fields.text(side)}
                />
                {textError && (
                  <p id={`${id}-${side}-text-error`} className="cmp-field-error">
                    {t(textError)}
                  </p>
                )}
              </div>
              <div className="cmp-field">
                <label htmlFor={`${id}-${side}-file`}>{t(`compare.texts.${side}File`)}</label>
                <input
                  id={`${id}-${side}-file`}
                  ref={(element) => {
                    fileInputs.current[side] = element;
                  }}
                  type="file"
                  accept={ACCEPT_FILES}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={`${id}-${side}-file-hint${fileError ? ` ${id}-${side}-file-error` : ''}`}
                  onChange={(event) => fields.file(side).onChange(event.target.files?.[0] ?? null)}
                />
                <p id={`${id}-${side}-file-hint`} className="cmp-hint">
                  {file ? t('compare.texts.fileWins', { name: file.name }) : t('compare.texts.fileHint')}
                </p>
                {file && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      fields.file(side).onChange(null);
                      const input = fileInputs.current[side];
                      if (input) {
                        input.value = '';
                        input.focus();
                      }
                    }}
                  >
                    {t('compare.texts.removeFile', { name: file.name })}
                  </button>
                )}
                {fileError && (
                  <p id={`${id}-${side}-file-error`} className="cmp-field-error">
                    {t(fileError)}
                  </p>
                )}
              </div>
            </fieldset>
          );
        })}
      </div>
      {/* Left out of both texts' adjusted scores (docs/compare.md). */}
      <KeyTermsField className="cmp-field" terms={fields.keyTerms.value} onChange={fields.keyTerms.onChange} disabled={locked} />
      <div className="cmp-actions">
        <button type="submit" className="button" disabled={locked}>
          {t('compare.texts.start')}
        </button>
        {busy && <span role="status">{t('compare.texts.working')}</span>}
      </div>
      <div className="cmp-error" role="alert">
        {serverError}
      </div>
    </form>
  );
}
