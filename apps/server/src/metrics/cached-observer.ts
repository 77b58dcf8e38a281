// Observations of a prom-client histogram without prom-client's work on every call. Its
// `observe(labels, value)` checks the label names, hashes the labels into a string and looks the
// series up by it, and allocates on the way (a closure, an object, the hash): about 0.6 µs and
// 0.5 kB of garbage per request, on every request (docs/performance.md "The server's CPU per
// request"). Here the first observation of a label set goes through prom-client as before (it
// checks the names and makes the series); the series it made is then kept under the label values,
// and later observations add to it directly, as prom-client's observe does: the sum, the count
// and the bucket of the value. The histogram stays prom-client's, so /metrics is written by
// prom-client from the same series; cached-observer.test.ts holds the text to the one prom-client
// writes for the same observations.
import type client from 'prom-client';

/** A series as prom-client keeps it (histogram.js `createBaseValues`). */
interface Series {
  labels: object;
  sum: number;
  count: number;
  bucketValues: Record<string, number>;
}

/** The parts of prom-client's histogram read here (its series by hash, its bounds). */
interface HistogramInternals {
  hashMap: Record<string, Series>;
  upperBounds: readonly number[];
}

/** Observes `value` (seconds) under the label set whose values are `a`, `b` and `c`. */
export type CachedObserve = (a: string, b: string, c: string, value: number) => void;

/**
 * An observer of `histogram` under labels `names` (one to three; a fourth value is ignored):
 * `observe(a, b, c, seconds)` is `histogram.observe({ [names[0]]: a, … }, seconds)`.
 */
export function cachedObserver(histogram: client.Histogram, names: readonly [string, ...string[]]): CachedObserve {
  const internals = histogram as unknown as HistogramInternals;
  // The bucket keys as prom-client writes them: the bounds as property names.
  const bounds = internals.upperBounds;
  const boundKeys = bounds.map((bound) => String(bound));
  // Series by the first, second and third label value; made again when prom-client's map is
  // replaced (the histogram's reset).
  let byValues = new Map<string, Map<string, Map<string, Series>>>();
  let seriesMap = internals.hashMap;

  const first = (a: string, b: string, c: string, value: number): Series | undefined => {
    const labels: Record<string, string> = {};
    const values = [a, b, c];
    names.forEach((name, index) => (labels[name] = values[index] ?? ''));
    histogram.observe(labels, value);
    const given = labels as Record<string, unknown>;
    return Object.values(internals.hashMap).find((series) => {
      const its = series.labels as Record<string, unknown>;
      return names.every((name) => its[name] === given[name]);
    });
  };

  return (a, b, c, value) => {
    if (internals.hashMap !== seriesMap) {
      seriesMap = internals.hashMap;
      byValues = new Map();
    }
    let second = byValues.get(a);
    if (second === undefined) byValues.set(a, (second = new Map()));
    let third = second.get(b);
    if (third === undefined) second.set(b, (third = new Map()));
    const series = third.get(c);
    if (series === undefined || !Number.isFinite(value)) {
      // prom-client's own path: it makes the series (or refuses a value that is not a number).
      const made = first(a, b, c, value);
      if (made !== undefined) third.set(c, made);
      return;
    }
    series.sum += value;
    series.count += 1;
    for (let index = 0; index < bounds.length; index++) {
      if (value <= bounds[index]!) {
        const key = boundKeys[index]!;
        series.bucketValues[key] = (series.bucketValues[key] ?? 0) + 1;
        return;
      }
    }
  };
}
