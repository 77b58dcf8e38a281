// The time-period dropdown (spec §2, §9): English windows as "2012 - 2015", oldest first, then
// Hebrew and any period built from a corpus.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodInfo } from '../api/types.ts';

interface PeriodSelectProps {
  periods: readonly PeriodInfo[];
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

export function PeriodSelect({ periods, value, onChange, disabled = false }: PeriodSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const english = periods.filter((period) => period.language === 'English');
  const others = periods.filter((period) => period.language !== 'English');
  const labelOf = (period: PeriodInfo) =>
    period.language === 'Hebrew'
      ? t('deJargonizer.analyser.hebrew')
      : `${period.language} ${period.label}`;
  return (
    <div className="dj-field">
      <label htmlFor={id}>{t('deJargonizer.analyser.period')}</label>
      <select
        id={id}
        name="timePriodDDL"
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      >
        <optgroup label={t('deJargonizer.analyser.english')}>
          {english.map((period) => (
            <option key={period.code} value={period.code}>
              {period.label}
            </option>
          ))}
        </optgroup>
        {others.map((period) => (
          <option key={period.code} value={period.code}>
            {labelOf(period)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="dj-hint">
        {t('deJargonizer.analyser.periodHint')}
      </p>
    </div>
  );
}
