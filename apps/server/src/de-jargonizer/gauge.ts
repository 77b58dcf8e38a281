// The result scale (docs/product.md §7 "GET api/TextGrading/Scala"): a gauge whose needle points at the
// rounded percentage of rare words (docs/decisions.md: 0 → far left, 5 → straight up, ≥ 10 → far
// right) when the text's length is known. The original's client knows only the number of rare
// words when it asks (`Scala?score=<rareWords.length>`): for it the gauge reads that number on a
// dial of counts, the needle where the original put it, and says so, never a percentage
// (docs/de-jargonizer.md "The gauge"). An SVG: sharp at any size, a few hundred bytes, and the
// same URL always gives the same picture, so it is cached for a year. The dial's geometry is the
// page's too (@scicomm/shared/gauge-geometry).
import { GAUGE_BAND_WIDTH, GAUGE_CENTRE, GAUGE_DIAL, gaugeArc, gaugeLabelPosition, needleTip } from '@scicomm/shared/gauge-geometry';

/** The end labels sit this far below the centre (the page's gauge has its own). */
const END_LABEL_DROP = 12;
const { x: CX, y: CY } = GAUGE_CENTRE;

/**
 * What the gauge reads: the rounded rare-word percentage, or, when only the count is known, the
 * number of rare words. The dial's geometry is the same (0 far left, 5 up, 10 or more far right).
 */
export type GaugeUnit = 'percent' | 'count';

const SAYS: Readonly<Record<GaugeUnit, { readonly suffix: string; readonly scale: string }>> = {
  percent: { suffix: '%', scale: 'The needle is at the far left for 0%, straight up for 5% and at the far right for 10% or more.' },
  count: {
    suffix: '',
    scale: 'The number of rare words, not their share of the text: the needle is at the far left for none, straight up for 5 and at the far right for 10 or more.',
  },
};

/** The gauge for a rare-word percentage, or a number of rare words (already rounded by the caller). */
export function gaugeSvg(value: number, unit: GaugeUnit = 'percent'): string {
  const { suffix, scale } = SAYS[unit];
  const label = value >= 10 ? `${value}${suffix} (10${suffix} or more)` : `${value}${suffix}`;
  const bands = GAUGE_DIAL.map(
    (band) =>
      `<path d="${gaugeArc(band.from, band.to)}" stroke="${band.colour}" stroke-width="${GAUGE_BAND_WIDTH}" fill="none"/>`,
  ).join('');
  const ticks = [0, 2, 5, 10]
    .map((tick) => {
      const [x, y] = gaugeLabelPosition(tick, END_LABEL_DROP);
      return `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="middle">${tick === 10 ? `10${suffix}+` : `${tick}${suffix}`}</text>`;
    })
    .join('');
  const [tipX, tipY] = needleTip(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-16 0 352 200" width="352" height="200" role="img" aria-labelledby="gauge-title">` +
    `<title id="gauge-title">Rare words: ${label}. ${scale}</title>` +
    `<g font-family="system-ui, sans-serif" font-size="13" fill="#1b1f24">` +
    bands +
    ticks +
    `<line x1="${CX}" y1="${CY}" x2="${tipX}" y2="${tipY}" stroke="#1b1f24" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="${CX}" cy="${CY}" r="9" fill="#1b1f24"/>` +
    `<text x="${CX}" y="${CY + 34}" text-anchor="middle" font-size="16" font-weight="700">Rare words: ${label}</text>` +
    `</g></svg>`
  );
}
