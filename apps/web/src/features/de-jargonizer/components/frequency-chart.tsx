// A word's BBC frequency per year, 2012–2024, as a small bar chart, with the figures as a table
// for anyone who cannot see the bars.
import { useTranslation } from 'react-i18next';
import type { WordFrequency } from '../../../lib/de-jargonizer-api/types.ts';
import { DataTable } from '../../../components/data-table.tsx';

const WIDTH = 420;
const HEIGHT = 150;
const TOP = 12;
const BOTTOM = 22;

const format = (value: number) =>
  value >= 10 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(2);

export function FrequencyChart({ report }: { report: WordFrequency }) {
  const { t } = useTranslation('de-jargonizer');
  const years = report.years;
  const max = Math.max(...years.map((year) => year.perMillion), 0);
  const highest = years.reduce(
    (best, year) => (year.perMillion > best.perMillion ? year : best),
    years[0]!,
  );
  const lowest = years.reduce(
    (best, year) => (year.perMillion < best.perMillion ? year : best),
    years[0]!,
  );
  const slot = WIDTH / years.length;
  const plot = HEIGHT - TOP - BOTTOM;
  const summary = t('deJargonizer.word.chartSummary', {
    word: report.word,
    max: format(highest.perMillion),
    maxYear: highest.year,
    min: format(lowest.perMillion),
    minYear: lowest.year,
  });
  return (
    <figure className="dj-figure">
      <figcaption>{t('deJargonizer.word.chartTitle', { word: report.word })}</figcaption>
      <svg
        className="dj-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        direction="ltr"
      >
        <line x1="0" y1={HEIGHT - BOTTOM} x2={WIDTH} y2={HEIGHT - BOTTOM} stroke="#8a94a3" />
        {years.map((year, index) => {
          const height = max > 0 ? (year.perMillion / max) * plot : 0;
          const x = index * slot + slot * 0.15;
          return (
            <g key={year.year}>
              <rect
                x={x}
                y={HEIGHT - BOTTOM - height}
                width={slot * 0.7}
                height={height}
                fill="#0b5cad"
              />
              <text x={x + slot * 0.35} y={HEIGHT - 6} textAnchor="middle">
                {`’${String(year.year).slice(2)}`}
              </text>
            </g>
          );
        })}
        <text x="2" y={TOP - 2}>
          {format(max)}
        </text>
      </svg>
      <details>
        <summary>{t('deJargonizer.word.showFigures')}</summary>
        <DataTable
          className="dj-table"
          rows={years}
          rowKey={(year) => String(year.year)}
          columns={[
            { header: t('deJargonizer.word.year'), cell: (year) => year.year },
            { header: t('deJargonizer.word.perMillion'), cell: (year) => format(year.perMillion), className: 'dj-num' },
            { header: t('deJargonizer.word.count'), cell: (year) => year.count.toLocaleString(), className: 'dj-num' },
          ]}
        />
      </details>
    </figure>
  );
}
