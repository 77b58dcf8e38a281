// /metrics: Prometheus text for the holder of METRICS_TOKEN only, with per-route request
// durations, the grading and coach histograms and the process metrics; absent without a token.
import { describe, expect, it } from 'vitest';
import { buildCustomTestApp } from '../test/custom-test-app.ts';
import { getTestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-test-0123';

describe('metrics', () => {
  it('do not exist without METRICS_TOKEN', async () => {
    const app = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    // Just another path outside /api: the web app's page (or 404 without a web build), no metrics.
    expect(res.body).not.toContain('scicomm_http_request_duration_seconds');
    expect(res.headers['content-type']).not.toMatch(/^text\/plain/);
  });

  it('refuse a missing or wrong token with 401 in the error shape', async () => {
    const app = await buildCustomTestApp({ env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Metrics need the metrics token.' } });
    }
  });

  it('count requests per route pattern and time grading, in the Prometheus text format', async () => {
    const app = await buildCustomTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await app.inject({ method: 'GET', url: '/GetVisits' });
    await app.inject({ method: 'GET', url: '/api/no-such-path-123' });
    await app.inject({ method: 'POST', url: '/api/TextGrading/Grade', payload: { ContentTA: 'Gene therapy helps patients.' } });
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/scicomm_http_request_duration_seconds_count\{method="GET",route="\/GetVisits",status_code="200"\} 1/);
    // Unknown paths share one label, so a scan cannot blow up the series.
    expect(text).toMatch(/scicomm_http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/);
    expect(text).not.toContain('no-such-path-123');
    expect(text).toMatch(/scicomm_grading_duration_seconds_count\{route="\/api\/TextGrading\/Grade",status_code="200"\} 1/);
    expect(text).toContain('# TYPE scicomm_coach_turn_duration_seconds histogram');
    // The grading pool: nothing waiting once the request has been answered, and its capacity.
    expect(text).toMatch(/scicomm_grading_pool_tasks\{state="in_flight"\} 0/);
    const { workers, queueLimit } = app.gradingPool;
    expect(text).toContain(`scicomm_grading_pool_tasks{state="capacity"} ${workers + queueLimit}`);
    expect(text).toContain('scicomm_process_resident_memory_bytes');
    expect(text).toContain('scicomm_nodejs_eventloop_lag_seconds');
  });
});
