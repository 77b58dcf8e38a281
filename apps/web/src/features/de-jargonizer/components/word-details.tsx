// What a chosen word shows: its band in the chosen period, simpler words, and its frequency per
// year 2012–2024 (English periods only; the Hebrew list has ranks, not yearly counts).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getWordFrequency } from '../api/get-word-frequency.ts';
import type { WordFrequency } from '../api/types.ts';
import { isEnglishPeriod } from '../periods.ts';
import type { ChosenWord } from './coloured-text.tsx';
import { FrequencyChart } from './frequency-chart.tsx';

interface WordDetailsProps {
  word: ChosenWord;
  period: string;
  periodLabel: string;
  onClose: () => void;
}

export function WordDetails({ word, period, periodLabel, onClose }: WordDetailsProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<{ form: string; report?: WordFrequency; failed?: boolean }>({
    form: word.form,
  });

  useEffect(() => {
    const controller = new AbortController();
    setState({ form: word.form });
    getWordFrequency(word.form, period, controller.signal).then(
      (report) => setState({ form: word.form, report }),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          setState({ form: word.form, failed: true });
      },
    );
    return () => controller.abort();
  }, [word.form, period]);

  useEffect(() => {
    if (word.byKeyboard) heading.current?.focus();
  }, [word]);

  const close = () => {
    onClose();
    word.element.focus();
  };

  const report = state.form === word.form ? state.report : undefined;
  return (
    <section
      className="dj-word-details"
      aria-labelledby="dj-word-title"
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <h3 id="dj-word-title" ref={heading} tabIndex={-1}>
        {t('deJargonizer.word.title', { word: word.form })}
      </h3>
      <p>
        <span className={`dj-band--${word.band}`}>
          {t('deJargonizer.word.bandIn', {
            band: t(`deJargonizer.band.${word.band}`),
            period: periodLabel,
          })}
        </span>
      </p>
      {state.failed && state.form === word.form ? (
        <p role="alert">{t('deJargonizer.word.failed')}</p>
      ) : !report ? (
        <p className="dj-status">{t('deJargonizer.word.loading')}</p>
      ) : (
        <>
          <h4>{t('deJargonizer.word.alternativesTitle')}</h4>
          {report.alternatives.length > 0 ? (
            <ul>
              {report.alternatives.map((alternative) => (
                <li key={alternative.word}>
                  <span className={alternative.band === 'mid' ? 'dj-band--mid' : undefined}>
                    {alternative.word}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('deJargonizer.word.noAlternatives')}</p>
          )}
          {isEnglishPeriod(period) && report.years.length > 0 ? (
            <FrequencyChart report={report} />
          ) : (
            <p>{t('deJargonizer.word.englishOnly')}</p>
          )}
        </>
      )}
      <button type="button" className="button button--secondary button--small" onClick={close}>
        {t('deJargonizer.word.close')}
      </button>
    </section>
  );
}
