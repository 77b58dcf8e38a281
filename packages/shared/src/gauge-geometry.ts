// The result scale's dial, drawn by the page (apps/web gauge.tsx, in the site's language) and by
// the server (GET api/TextGrading/Scala, an SVG): one geometry, so both point the same way. The
// needle points at a reading of 0 (far left) to 10 or more (far right), 5 straight up
// (docs/decisions.md "The De-Jargonizer measure").

/** The needle's sweep either side of straight up, in degrees (the original's 85°). */
const SWEEP = 85;
export const GAUGE_CENTRE = { x: 160, y: 150 } as const;
export const GAUGE_RADIUS = 118;
export const GAUGE_BAND_WIDTH = 26;

/** Colour bands of the dial, by rare-word percentage: the 2 % guidance (docs/product.md §9) is the green end. */
export const GAUGE_DIAL: readonly { readonly from: number; readonly to: number; readonly colour: string }[] = [
  { from: 0, to: 2, colour: '#2f9e44' },
  { from: 2, to: 5, colour: '#94c11f' },
  { from: 5, to: 8, colour: '#f59f00' },
  { from: 8, to: 10, colour: '#d9480f' },
];

/** The needle's angle from straight up, in degrees, for a reading of the dial (0 to 10 and beyond). */
export function needleAngle(reading: number): number {
  const clamped = Math.min(10, Math.max(0, reading));
  return ((clamped - 5) / 5) * SWEEP;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The point at this angle from straight up and this distance from the centre. */
export function gaugePoint(angle: number, radius: number): [number, number] {
  const radians = (angle * Math.PI) / 180;
  return [round(GAUGE_CENTRE.x + radius * Math.sin(radians)), round(GAUGE_CENTRE.y - radius * Math.cos(radians))];
}

/** An SVG path along the dial from one reading to another. */
export function gaugeArc(from: number, to: number): string {
  const [x1, y1] = gaugePoint(needleAngle(from), GAUGE_RADIUS);
  const [x2, y2] = gaugePoint(needleAngle(to), GAUGE_RADIUS);
  return `M${x1} ${y1}A${GAUGE_RADIUS} ${GAUGE_RADIUS} 0 0 1 ${x2} ${y2}`;
}

/** Where the needle's tip is for a reading: just inside the band. */
export const needleTip = (reading: number) => gaugePoint(needleAngle(reading), GAUGE_RADIUS - GAUGE_BAND_WIDTH / 2 - 6);

/**
 * Where a scale label sits: outside the dial, except at the two ends, where it sits under the
 * band's end, `drop` below the centre. The needle at 0 or at 10 or more lies almost flat, so a
 * label beside the end would be on the needle's own line.
 */
export function gaugeLabelPosition(value: number, drop: number): [number, number] {
  if (value > 0 && value < 10) return gaugePoint(needleAngle(value), GAUGE_RADIUS + GAUGE_BAND_WIDTH / 2 + 12);
  const [x] = gaugePoint(needleAngle(value), GAUGE_RADIUS);
  return [x, GAUGE_CENTRE.y + drop];
}
