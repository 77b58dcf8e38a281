// The result panel (spec §2): the coloured text, the table of counts and percentages, the score
// with its message, the gauge, Download, and Share (given by the page) when the result is stored
// for the signed-in user.
import { forwardRef, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadResult } from '../api/download-result.ts';
import { getGaugeUrl } from '../api/get-gauge-url.ts';
import type { GradingResult } from '../api/types.ts';
import { BandLegend } from './band-legend.tsx';
import { ColouredText, type ChosenWord } from './coloured-text.tsx';
import { WordDetails } from './word-details.tsx';

interface ResultPanelProps {
  result: GradingResult;
  periodLabel: string;
  /** The page's Share for a stored result (only when the result has a taskId). */
  share?: ReactNode;
}

export const ResultPanel = forwardRef<HTMLHeadingElement, ResultPanelProps>(function ResultPanel(
  { result, periodLabel, share },
  headingRef,
) {
  const { t } = useTranslation();
  const helpId = useId();
  const [chosen, setChosen] = useState<ChosenWord | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { counts, percentages } = result;

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadResult(result);
    } catch {
      setDownloadError(t('deJargonizer.result.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const rows = [
    { key: 'common', className: undefined, count: counts.common, percent: percentages.common },
    { key: 'mid', className: 'dj-band--mid', count: counts.mid, percent: percentages.mid },
    { key: 'rare', className: 'dj-band--rare', count: counts.rare, percent: percentages.rare },
  ] as const;

  return (
    <section className="dj-card" aria-labelledby="dj-result-title">
      <h2 id="dj-result-title" ref={headingRef} tabIndex={-1}>
        {t('deJargonizer.result.title')}
        {result.name ? `: ${result.name}` : ''}
      </h2>
      <div className="dj-result-grid">
        <div>
          <h3>{t('deJargonizer.result.text')}</h3>
          <BandLegend />
          <p id={helpId} className="dj-hint">
            {t('deJargonizer.result.textHelp')}
          </p>
          <ColouredText
            html={result.htmlResult}
            alternatives={result.alternatives}
            direction={result.direction}
            label={t('deJargonizer.result.text')}
            describedBy={helpId}
            chosen={chosen?.form ?? null}
            onChoose={setChosen}
          />
          {chosen && (
            <WordDetails
              word={chosen}
              period={result.period}
              periodLabel={periodLabel}
              onClose={() => setChosen(null)}
            />
          )}
        </div>
        <div>
          <table className="dj-table">
            <caption>{t('deJargonizer.result.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deJargonizer.result.band')}</th>
                <th scope="col" className="dj-num">
                  {t('deJargonizer.result.words')}
                </th>
                <th scope="col" className="dj-num">
                  {t('deJargonizer.result.percent')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <span className={row.className}>{t(`deJargonizer.result.${row.key}`)}</span>
                  </th>
                  <td className="dj-num">{row.count}</td>
                  <td className="dj-num">{row.percent}%</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('deJargonizer.result.total')}</th>
                <td className="dj-num">{counts.total}</td>
                <td className="dj-num" />
              </tr>
            </tbody>
          </table>
          <p className="dj-score">{t('deJargonizer.result.score', { score: result.score })}</p>
          <p className="dj-score-message">
            {t(result.score > 90 ? 'deJargonizer.result.praise' : 'deJargonizer.result.encourage')}
          </p>
          <p className="dj-hint">{t('deJargonizer.result.scoreHelp')}</p>
          <img
            className="dj-gauge"
            src={getGaugeUrl(percentages.rare)}
            width="352"
            height="200"
            alt={t('deJargonizer.result.gauge', { percent: percentages.rare })}
          />
          <div className="dj-actions">
            <button
              type="button"
              className="button"
              onClick={download}
              disabled={downloading}
              aria-busy={downloading}
            >
              {downloading
                ? t('deJargonizer.result.downloading')
                : t('deJargonizer.result.download')}
            </button>
            {share}
          </div>
          {downloadError && (
            <p className="dj-error" role="alert">
              {downloadError}
            </p>
          )}
        </div>
      </div>
    </section>
  );
});
