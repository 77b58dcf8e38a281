// The scale gauge, drawn in the page so its labels are in the site's language and it follows the
// text live: the needle points at the rounded rare-word percentage (0 far left, 5 straight up,
// 10 or more far right; the same geometry as the server's GET api/TextGrading/Scala).
import { useTranslation } from 'react-i18next';

const SWEEP = 85;
const CX = 160;
const CY = 150;
const RADIUS = 118;
const BAND_WIDTH = 26;
const DIAL = [
  { from: 0, to: 2, colour: '#2f9e44' },
  { from: 2, to: 5, colour: '#94c11f' },
  { from: 5, to: 8, colour: '#f59f00' },
  { from: 8, to: 10, colour: '#d9480f' },
] as const;

const angleOf = (percent: number) => ((Math.min(10, Math.max(0, percent)) - 5) / 5) * SWEEP;
const round = (value: number) => Math.round(value * 100) / 100;
function point(angle: number, radius: number): [number, number] {
  const radians = (angle * Math.PI) / 180;
  return [round(CX + radius * Math.sin(radians)), round(CY - radius * Math.cos(radians))];
}
function arc(from: number, to: number): string {
  const [x1, y1] = point(angleOf(from), RADIUS);
  const [x2, y2] = point(angleOf(to), RADIUS);
  return `M${x1} ${y1}A${RADIUS} ${RADIUS} 0 0 1 ${x2} ${y2}`;
}

/**
 * Where a scale label sits: outside the dial, except at the two ends, where it sits under the
 * band's end. The needle at 0 or at 10 or more lies almost flat, so a label beside the end would
 * be on the needle's own line.
 */
function labelPosition(value: number): [number, number] {
  if (value > 0 && value < 10) return point(angleOf(value), RADIUS + BAND_WIDTH / 2 + 12);
  const [x] = point(angleOf(value), RADIUS);
  return [x, CY + 20];
}

export function Gauge({ rarePercent }: { rarePercent: number }) {
  const { t } = useTranslation('de-jargonizer');
  const percent = Math.round(rarePercent);
  const [tipX, tipY] = point(angleOf(percent), RADIUS - BAND_WIDTH / 2 - 6);
  return (
    <svg
      className="dj-gauge"
      viewBox="-16 0 352 200"
      role="img"
      aria-label={t('deJargonizer.result.gauge', { percent })}
      data-percent={percent}
    >
      <g fontFamily="system-ui, sans-serif" fontSize="13" fill="currentColor">
        {DIAL.map((band) => (
          <path key={band.from} d={arc(band.from, band.to)} stroke={band.colour} strokeWidth={BAND_WIDTH} fill="none" />
        ))}
        {[0, 2, 5, 10].map((value) => {
          const [x, y] = labelPosition(value);
          return (
            <text key={value} x={x} y={y} textAnchor="middle" dominantBaseline="middle">
              {value === 10 ? '10%+' : `${value}%`}
            </text>
          );
        })}
        <line x1={CX} y1={CY} x2={tipX} y2={tipY} stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <circle cx={CX} cy={CY} r="9" />
        <text x={CX} y={CY + 34} textAnchor="middle" fontSize="16" fontWeight="700">
          {t('deJargonizerEditor.gaugeLabel', { percent })}
        </text>
      </g>
    </svg>
  );
}
