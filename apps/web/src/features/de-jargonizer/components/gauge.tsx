// The scale gauge, drawn in the page so its labels are in the site's language and it follows the
// text live: the needle points at the rounded rare-word percentage (0 far left, 5 straight up,
// 10 or more far right; the same geometry as the server's GET api/TextGrading/Scala).
import { useTranslation } from 'react-i18next';
import { GAUGE_BAND_WIDTH, GAUGE_CENTRE, GAUGE_DIAL, gaugeArc, gaugeLabelPosition, needleTip } from '@scicomm/shared/gauge-geometry';

/** The end labels sit this far below the centre (the server's SVG has its own). */
const END_LABEL_DROP = 20;
const { x: CX, y: CY } = GAUGE_CENTRE;


export function Gauge({ rarePercent }: { rarePercent: number }) {
  const { t } = useTranslation('de-jargonizer');
  const percent = Math.round(rarePercent);
  const [tipX, tipY] = needleTip(percent);
  return (
    <svg
      className="dj-gauge"
      viewBox="-16 0 352 200"
      role="img"
      aria-label={t('deJargonizer.result.gauge', { percent })}
      data-percent={percent}
    >
      <g fontFamily="system-ui, sans-serif" fontSize="13" fill="currentColor">
        {GAUGE_DIAL.map((band) => (
          <path key={band.from} d={gaugeArc(band.from, band.to)} stroke={band.colour} strokeWidth={GAUGE_BAND_WIDTH} fill="none" />
        ))}
        {[0, 2, 5, 10].map((value) => {
          const [x, y] = gaugeLabelPosition(value, END_LABEL_DROP);
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
