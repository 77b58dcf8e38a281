// The language of the text and, for English, the period whose BBC counts the words are measured
// against: two controls, so the language is never hidden among the periods. Labels in the
// site's language; periods oldest first, default 2021 - 2024.
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextScript } from '@scicomm/jargon/text-script';
import type { PeriodInfo } from '../../../lib/de-jargonizer-api/types.ts';
import { DEFAULT_PERIOD } from '../lib/periods.ts';
import { ScriptNote } from './script-note.tsx';

interface LanguagePeriodControlsProps {
  periods: readonly PeriodInfo[];
  /** The period code in use. */
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  /** The script the period was switched for automatically (its note shows under the language choice), and how the writer undoes it. */
  autoScript?: TextScript | null;
  /** The script of the period the writer chose (the note's button goes back to it). */
  chosenScript?: TextScript;
  onDecline?: (script: TextScript) => void;
}

/** "2012 - 2015" in the site's language, for a period code with two years. */
export function usePeriodLabel() {
  const { t } = useTranslation('de-jargonizer');
  return (period: Pick<PeriodInfo, 'code' | 'language'>): string => {
    const years = /(\d{4})_(\d{4})$/.exec(period.code);
    if (period.language === 'Hebrew' || period.language === 'Arabic') return t(`deJargonizerEditor.language.${period.language}`);
    return years ? t('deJargonizerEditor.periodRange', { from: years[1], to: years[2] }) : period.code;
  };
}

// Memoised: the Analyser renders on every follow of the text, which leaves these props alone.
export const LanguagePeriodControls = memo(function LanguagePeriodControls({
  periods,
  value,
  onChange,
  disabled = false,
  autoScript = null,
  chosenScript = 'Latin',
  onDecline,
}: LanguagePeriodControlsProps) {
  const { t } = useTranslation('de-jargonizer');
  const id = useId();
  const periodLabel = usePeriodLabel();
  const current = periods.find((period) => period.code === value);
  const language = current?.language ?? 'English';
  const languages = [...new Set(periods.map((period) => period.language))];
  const ofLanguage = periods.filter((period) => period.language === language);
  const languageName = (name: string) => t(`deJargonizerEditor.language.${name}`, { defaultValue: name });

  const chooseLanguage = (next: string) => {
    if (next === language) return;
    const first = periods.find((period) => period.language === next);
    if (next === 'English') onChange(DEFAULT_PERIOD);
    else if (first) onChange(first.code);
  };

  return (
    <div className="dj-controls">
      <fieldset className="dj-field dj-language" disabled={disabled}>
        <legend>{t('deJargonizerEditor.languageLabel')}</legend>
        <div className="dj-segmented">
          {languages.map((name) => (
            <label key={name} className="dj-segmented__option">
              <input
                type="radio"
                name={`${id}-language`}
                value={name}
                checked={name === language}
                onChange={() => chooseLanguage(name)}
              />
              <span>{languageName(name)}</span>
            </label>
          ))}
        </div>
        {onDecline && <ScriptNote script={autoScript} chosenScript={chosenScript} onDecline={onDecline} />}
      </fieldset>
      {ofLanguage.length > 1 && (
        <div className="dj-field">
          <label htmlFor={`${id}-period`}>{t('deJargonizer.analyser.period')}</label>
          <select
            id={`${id}-period`}
            name="timePriodDDL"
            value={value}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.value)}
          >
            {ofLanguage.map((period) => (
              <option key={period.code} value={period.code}>
                {periodLabel(period)}
              </option>
            ))}
          </select>
          <p id={`${id}-hint`} className="dj-hint">
            {t('deJargonizerEditor.periodHint')}
          </p>
        </div>
      )}
    </div>
  );
});
