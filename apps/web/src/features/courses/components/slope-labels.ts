// The slope chart's label places (docs/courses.md "Before and after"): each label as near its
// line's end as it can be while no two labels come closer than a line of text, in the lines'
// order, all inside the plot. Pure, so the rule is tested without a layout engine.

/**
 * Moves the wanted heights (SVG y, growing downwards) apart to at least `gap`, keeping their
 * order, within `top`..`bottom`; returns them in the input's order.
 */
export function spreadLabels(wanted: readonly number[], gap: number, top: number, bottom: number): number[] {
  const order = wanted.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y || a.index - b.index);
  const placed = order.map((entry) => Math.min(Math.max(entry.y, top), bottom));
  // Down the list, each label at least a gap below the one above; then, from the bottom up, back
  // inside the plot where that pushed labels past its foot.
  for (let i = 1; i < placed.length; i++) placed[i] = Math.max(placed[i]!, placed[i - 1]! + gap);
  if (placed.length > 0) placed[placed.length - 1] = Math.min(placed.at(-1)!, bottom);
  for (let i = placed.length - 2; i >= 0; i--) placed[i] = Math.min(placed[i]!, placed[i + 1]! - gap);
  const result = new Array<number>(wanted.length);
  order.forEach((entry, i) => (result[entry.index] = placed[i]!));
  return result;
}

/** Stroke colours told apart with the common colour-vision deficiencies (Okabe–Ito, darkened to 3:1 on white). */
export const LINE_COLOURS = ['#0072B2', '#C35400', '#007A5A', '#B0428A', '#4D4D4D', '#8A6200'] as const;
/** Dash patterns, so lines differ without colour too. */
export const LINE_DASHES = ['', '6 3', '2 3', '9 3 2 3'] as const;
/** End marks, for the same reason. */
export const LINE_MARKS = ['circle', 'square', 'triangle', 'diamond'] as const;
export type LineMark = (typeof LINE_MARKS)[number];

/** The n-th line's look: colour, dash and mark cycle at different lengths, so neighbours differ in each. */
export function lineStyle(n: number) {
  return {
    colour: LINE_COLOURS[n % LINE_COLOURS.length]!,
    dash: LINE_DASHES[n % LINE_DASHES.length]!,
    mark: LINE_MARKS[n % LINE_MARKS.length]!,
  };
}
