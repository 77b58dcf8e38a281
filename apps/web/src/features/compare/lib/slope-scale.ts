// The vertical scale of the slope chart: a range that holds every value with a little room,
// and round tick values (1, 2 or 5 × a power of ten) across it.

export interface Scale {
  readonly min: number;
  readonly max: number;
  readonly ticks: number[];
}

function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 5, 10].find((candidate) => candidate * power >= raw) ?? 10;
  return factor * power;
}

export function scaleFor(values: readonly number[], tickCount = 5): Scale {
  if (values.length === 0) return { min: 0, max: 1, ticks: [0, 1] };
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (low === high) {
    low -= 1;
    high += 1;
  }
  const step = niceStep(high - low, tickCount);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toFixed(10)));
  return { min, max, ticks };
}
