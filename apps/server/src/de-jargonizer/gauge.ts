// The result scale (docs/product.md §7 "GET api/TextGrading/Scala"): a gauge whose needle points at the
// rounded percentage of rare words (docs/decisions.md: 0 → far left, 5 → straight up, ≥ 10 → far
// right) when the text's length is known. The original's client knows only the number of rare
// words when it asks (`Scala?score=<rareWords.length>`): for it the gauge reads that number on a
// dial of counts, the needle where the original put it, and says so, never a percentage
// (docs/de-jargonizer.md "The gauge"). An SVG: sharp at any size, a few hundred bytes, and the
// same URL always gives the same picture, so it is cached for a year.

/** The needle's sweep either side of straight up, in degrees (the original's 85°). */
const SWEEP = 85;
const CX = 160;
const CY = 150;
const RADIUS = 118;
const BAND_WIDTH = 26;

/** Colour bands of the dial, by rare-word percentage: the 2 % guidance (docs/product.md §9) is the green end. */
const DIAL: readonly { readonly from: number; readonly to: number; readonly colour: string }[] = [
  { from: 0, to: 2, colour: '#2f9e44' },
  { from: 2, to: 5, colour: '#94c11f' },
  { from: 5, to: 8, colour: '#f59f00' },
  { from: 8, to: 10, colour: '#d9480f' },
];

/**
 * What the gauge reads: the rounded rare-word percentage, or, when only the count is known, the
 * number of rare words. The dial's geometry is the same (0 far left, 5 up, 10 or more far right).
 */
export type GaugeUnit = 'percent' | 'count';

/** The needle's angle from straight up, in degrees, for a reading of the dial (0 to 10 and beyond). */
export function needleAngle(percent: number): number {
  const clamped = Math.min(10, Math.max(0, percent));
  return ((clamped - 5) / 5) * SWEEP;
}

function point(angle: number, radius: number): [number, number] {
  const radians = (angle * Math.PI) / 180;
  return [round(CX + radius * Math.sin(radians)), round(CY - radius * Math.cos(radians))];
}

const round = (value: number) => Math.round(value * 100) / 100;

function arc(from: number, to: number): string {
  const [x1, y1] = point(needleAngle(from), RADIUS);
  const [x2, y2] = point(needleAngle(to), RADIUS);
  return `M${x1} ${y1}A${RADIUS} ${RADIUS} 0 0 1 ${x2} ${y2}`;
}

/**
 * Where a scale label sits: outside the dial, except at the two ends, where it sits under the
 * band's end — the needle at 0 or at 10 or more lies almost flat, and a label beside the end was
 * on its line (as the page's gauge, apps/web gauge.tsx).
 */
function labelPosition(value: number): [number, number] {
  if (value > 0 && value < 10) return point(needleAngle(value), RADIUS + BAND_WIDTH / 2 + 12);
  const [x] = point(needleAngle(value), RADIUS);
  return [x, CY + 12];
}

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
  const angle = needleAngle(value);
  const label = value >= 10 ? `${value}${suffix} (10${suffix} or more)` : `${value}${suffix}`;
  const bands = DIAL.map(
    (band) =>
      `<path d="${arc(band.from, band.to)}" stroke="${band.colour}" stroke-width="${BAND_WIDTH}" fill="none"/>`,
  ).join('');
  const ticks = [0, 2, 5, 10]
    .map((tick) => {
      const [x, y] = labelPosition(tick);
      return `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="middle">${tick === 10 ? `10${suffix}+` : `${tick}${suffix}`}</text>`;
    })
    .join('');
  const [tipX, tipY] = point(angle, RADIUS - BAND_WIDTH / 2 - 6);
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
