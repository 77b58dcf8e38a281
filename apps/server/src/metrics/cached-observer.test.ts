// The cached observer writes the same /metrics text as prom-client's own observe for the same
// observations: new and repeated label sets, values on a bound, between bounds, above the last
// bound and zero, after a reset, and refuses a value that is not a number as prom-client does.
import client from 'prom-client';
import { describe, expect, it } from 'vitest';
import { cachedObserver } from './cached-observer.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function pair(labelNames: string[]) {
  const registries = [new client.Registry(), new client.Registry()] as const;
  const [byPromClient, cached] = registries.map(
    (registry) => new client.Histogram({ name: 'test_seconds', help: 'A test histogram.', labelNames, buckets: BUCKETS, registers: [registry] }),
  ) as [client.Histogram, client.Histogram];
  return { registries, byPromClient, cached };
}

const OBSERVATIONS: [string, string, string, number][] = [
  ['GET', '/api/a', '200', 0.0002],
  ['GET', '/api/a', '200', 0.005],
  ['GET', '/api/a', '200', 0.0051],
  ['POST', '/api/a', '200', 0.3],
  ['GET', '/api/a', '404', 31],
  ['GET', 'unmatched', '404', 0],
  ['GET', '/api/a', '200', 2.5],
  ['POST', '/api/a', '200', 10],
  ['GET', '/api/b', '500', 0.04],
  ['GET', '/api/a', '200', 1e-9],
];

describe('cachedObserver', () => {
  it('writes the text prom-client writes for the same observations (three labels)', async () => {
    const { registries, byPromClient, cached } = pair(['method', 'route', 'status_code']);
    const observe = cachedObserver(cached, ['method', 'route', 'status_code']);
    for (const [method, route, status, seconds] of [...OBSERVATIONS, ...OBSERVATIONS]) {
      byPromClient.observe({ method, route, status_code: status }, seconds);
      observe(method, route, status, seconds);
    }
    const text = await registries[0].metrics();
    expect(text).toContain('test_seconds_count{method="GET",route="/api/a",status_code="200"} 10');
    expect(await registries[1].metrics()).toBe(text);
  });

  it('writes the text prom-client writes for the same observations (two labels)', async () => {
    const { registries, byPromClient, cached } = pair(['route', 'status_code']);
    const observe = cachedObserver(cached, ['route', 'status_code']);
    for (const [, route, status, seconds] of [...OBSERVATIONS, ...OBSERVATIONS]) {
      byPromClient.observe({ route, status_code: status }, seconds);
      observe(route, status, '', seconds);
    }
    const text = await registries[0].metrics();
    expect(text).toContain('test_seconds_bucket{le="0.005",route="/api/a",status_code="200"} 6');
    expect(await registries[1].metrics()).toBe(text);
  });

  it('counts into the new series after a reset', async () => {
    const { registries, byPromClient, cached } = pair(['method', 'route', 'status_code']);
    const observe = cachedObserver(cached, ['method', 'route', 'status_code']);
    for (const [method, route, status, seconds] of OBSERVATIONS) observe(method, route, status, seconds);
    cached.reset();
    for (const [method, route, status, seconds] of OBSERVATIONS.slice(0, 4)) {
      byPromClient.observe({ method, route, status_code: status }, seconds);
      observe(method, route, status, seconds);
    }
    expect(await registries[1].metrics()).toBe(await registries[0].metrics());
  });

  it('refuses a value that is not a number, as prom-client does', () => {
    const { cached } = pair(['method', 'route', 'status_code']);
    const observe = cachedObserver(cached, ['method', 'route', 'status_code']);
    observe('GET', '/api/a', '200', 0.1);
    expect(() => observe('GET', '/api/a', '200', Number.NaN)).toThrow(TypeError);
    expect(() => observe('GET', '/api/c', '200', Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });
});
