// The slope chart of a paired group: one line per student from the "before" value to the
// "after" value of the chosen measure. An SVG image with a title and a description; rising,
// falling and flat lines differ in their pattern (solid, dashed, dotted) and not only in colour,
// and the table of pairs next to it holds every value as text.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparedPair, GroupMeasure } from '@scicomm/shared/compare-api';
import { formatNumber, trendOf } from '../lib/format.ts';
import { scaleFor } from '../lib/slope-scale.ts';

const WIDTH = 520;
const HEIGHT = 340;
const TOP = 24;
const BOTTOM = 40;
const LEFT = 140;
const RIGHT = 380;
/** Vertical room of one name beside the chart. */
const LABEL_GAP = 15;
/** Above this many lines the names are left to the table: they would not fit. */
const MAX_LABELLED = 12;

interface SlopeChartProps {
  pairs: readonly ComparedPair[];
  measure: GroupMeasure;
  /** The id of the table that holds the same values. */
  tableId: string;
}

export function SlopeChart({ pairs, measure, tableId }: SlopeChartProps) {
  const { t, i18n } = useTranslation('compare');
  const id = useId();
  const lines = pairs.flatMap((pair) =>
    pair.before && pair.after ? [{ name: pair.name, before: pair.before[measure], after: pair.after[measure] }] : [],
  );
  const scale = scaleFor(lines.flatMap((line) => [line.before, line.after]));
  const y = (value: number) => TOP + ((scale.max - value) / (scale.max - scale.min)) * (HEIGHT - TOP - BOTTOM);
  // Names beside the "after" ends, moved apart where ends are close so that they never overlap.
  const labelY = new Map<string, number>();
  let previous = -Infinity;
  for (const line of [...lines].sort((a, b) => y(a.after) - y(b.after))) {
    const at = Math.max(y(line.after), previous + LABEL_GAP);
    labelY.set(line.name, at);
    previous = at;
  }
  const number = (value: number) => formatNumber(value, i18n.language);
  const measureName = t(`compare.groupMeasures.${measure}`);
  const counts = {
    up: lines.filter((line) => trendOf(line.after - line.before) === 'up').length,
    down: lines.filter((line) => trendOf(line.after - line.before) === 'down').length,
    same: lines.filter((line) => trendOf(line.after - line.before) === 'same').length,
  };
  return (
    <figure className="cmp-chart">
      {/* Before on the left, after on the right in every language, as the description says. */}
      <div dir="ltr">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="cmp-chart-svg"
      >
        <title id={`${id}-title`}>{t('compare.chart.title', { measure: measureName })}</title>
        <desc id={`${id}-desc`}>{t('compare.chart.description', { ...counts, count: lines.length })}</desc>
        {scale.ticks.map((tick) => (
          <g key={tick} className="cmp-chart-grid">
            <line x1={LEFT - 8} x2={RIGHT + 8} y1={y(tick)} y2={y(tick)} />
            <text x={LEFT - 14} y={y(tick)} dy="0.35em" textAnchor="end">
              {number(tick)}
            </text>
          </g>
        ))}
        <line className="cmp-chart-axis" x1={LEFT} x2={LEFT} y1={TOP - 8} y2={HEIGHT - BOTTOM + 8} />
        <line className="cmp-chart-axis" x1={RIGHT} x2={RIGHT} y1={TOP - 8} y2={HEIGHT - BOTTOM + 8} />
        <text className="cmp-chart-label" x={LEFT} y={HEIGHT - 12} textAnchor="middle">
          {t('compare.before')}
        </text>
        <text className="cmp-chart-label" x={RIGHT} y={HEIGHT - 12} textAnchor="middle">
          {t('compare.after')}
        </text>
        {lines.map((line) => {
          const trend = trendOf(line.after - line.before);
          return (
            <g key={line.name} className={`cmp-slope cmp-slope--${trend}`}>
              <title>
                {t('compare.chart.line', { name: line.name, before: number(line.before), after: number(line.after) })}
              </title>
              <line x1={LEFT} x2={RIGHT} y1={y(line.before)} y2={y(line.after)} />
              <circle cx={LEFT} cy={y(line.before)} r={4} />
              <circle cx={RIGHT} cy={y(line.after)} r={4} />
              {lines.length <= MAX_LABELLED && (
                <text x={RIGHT + 12} y={labelY.get(line.name) ?? y(line.after)} dy="0.35em" className="cmp-chart-name">
                  {line.name}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      </div>
      <figcaption>
        {t('compare.chart.caption', { measure: measureName })}{' '}
        <a href={`#${tableId}`}>{t('compare.chart.tableLink')}</a>
      </figcaption>
    </figure>
  );
}
