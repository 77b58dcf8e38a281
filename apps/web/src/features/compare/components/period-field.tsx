// The period (and language) of a comparison, as on the analyser: English windows "2012 - 2015"
// oldest first, then Hebrew and any period built from a corpus. Both texts use the same one.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodInfo } from '@scicomm/shared/de-jargonizer-api';
import type { ToolFormFields } from '../../../lib/tool-form-fields.ts';

interface PeriodFieldProps {
  periods: readonly PeriodInfo[];
  /** The form's period, shown and set by the select. */
  field: ToolFormFields<string>['period'];
  disabled: boolean;
  /** The translation key of the hint under the field. */
  hint?: 'compare.periodHint' | 'compare.periodHintGroups';
}

export function PeriodField({ periods, field, disabled, hint = 'compare.periodHint' }: PeriodFieldProps) {
  const { t } = useTranslation('compare');
  const id = useId();
  const english = periods.filter((period) => period.language === 'English');
  const others = periods.filter((period) => period.language !== 'English');
  return (
    <div className="cmp-field">
      <label htmlFor={id}>{t('compare.period')}</label>
      <select
        id={id}
        name="period"
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <optgroup label={t('compare.english')}>
          {english.map((period) => (
            <option key={period.code} value={period.code}>
              {period.label}
            </option>
          ))}
        </optgroup>
        {others.map((period) => (
          <option key={period.code} value={period.code}>
            {period.language === 'Hebrew' ? t('compare.hebrew') : period.language === 'Arabic' ? t('compare.arabic') : `${period.language} ${period.label}`}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="cmp-hint">
        {t(hint)}
      </p>
    </div>
  );
}
