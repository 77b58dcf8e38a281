// Numbers of the comparison as shown: in the page's language, a change always with its sign,
// p-values as statisticians write them.

/** Whether a rise of a figure is an improvement (score), a worsening (rare %), or neither (words). */
export type Tone = 'higherIsBetter' | 'lowerIsBetter' | 'neutral';

export type Trend = 'up' | 'down' | 'same';

export const trendOf = (value: number): Trend => (value > 0 ? 'up' : value < 0 ? 'down' : 'same');

export const ARROWS: Record<Trend, string> = { up: '▲', down: '▼', same: '=' };

/** better, worse or neutral, for the change's colour (never the only sign: arrows and signs carry it). */
export function verdictOf(value: number, tone: Tone): 'better' | 'worse' | 'neutral' {
  if (value === 0 || tone === 'neutral') return 'neutral';
  return (value > 0) === (tone === 'higherIsBetter') ? 'better' : 'worse';
}

export function formatNumber(value: number, language: string, digits = 0): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: digits })
    .format(value)
    .replace('-', '\u2212');
}

/** +5, −3, 0 (a real minus sign, which screen readers read as "minus"). */
export function formatSigned(value: number, language: string, digits = 0): string {
  return new Intl.NumberFormat(language, {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
    signDisplay: 'exceptZero',
  })
    .format(value)
    .replace('-', '\u2212');
}

/** Below this a p-value is shown as "p < 0.001". */
export const SMALLEST_P = 0.001;

/** A p-value to three significant digits. */
export function formatP(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumSignificantDigits: 3 }).format(value);
}
