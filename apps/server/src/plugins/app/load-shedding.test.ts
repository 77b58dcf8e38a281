// Load shedding: while the event loop is held up, a request gets 503 BUSY with Retry-After at
// once, and the health checks are still answered; once the loop is free again, requests are
// served. The loop is held up for real (a timer that keeps it busy), and every wait is for a
// condition: the plugin's own measure over its threshold, a reply's status.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildCustomTestApp } from '../../test/custom-test-app.ts';
import { until } from '../../test/until.ts';
import { loadSheddingOptions, SHED_RETRY_AFTER_SECONDS } from './load-shedding.ts';

let blocker: NodeJS.Timeout | undefined;
afterEach(() => clearInterval(blocker));

/** Keeps the event loop busy 100 ms at a time, as a burst of synchronous work would. */
function holdUpTheEventLoop(): void {
  blocker = setInterval(() => {
    const until = performance.now() + 100;
    while (performance.now() < until);
  }, 1);
}

/**
 * Sends the request again until its status is `status`; the last reply. Each try waits a turn of
 * the event loop first: an injected request may complete without one, and the measure's timers
 * (and the one holding the loop up) must get to run.
 */
async function untilStatus(app: FastifyInstance, url: string, status: number): Promise<LightMyRequestResponse> {
  for (;;) {
    await nextTurn();
    const reply = await app.inject({ method: 'GET', url });
    if (reply.statusCode === status) return reply;
  }
}

const cheapRoute = '/api/de-jargonizer/periods';

describe('load shedding', () => {
  for (const [what, env] of [
    ['event-loop delay', { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '20' }],
    ['event-loop utilisation', { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0.5' }],
  ] as const) {
    it(`over its ${what} threshold: 503 BUSY with Retry-After, the health checks answered; served again once the loop is free`, async () => {
      const app = await buildCustomTestApp({ env: { ...env, PRESSURE_SAMPLE_INTERVAL_MS: '20' } });
      // Served before the loop is held up: on a busy machine the app's own start may lag the loop
      // past the threshold for a moment, so the first reply is waited for, not assumed.
      expect((await untilStatus(app, cheapRoute, 200)).statusCode).toBe(200);

      holdUpTheEventLoop();
      const shed = await untilStatus(app, cheapRoute, 503);
      expect(shed.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS));
      expect(shed.json()).toEqual({
        error: { code: 'BUSY', message: 'The server is busy. Please try again in a few seconds.', retryAfterSeconds: SHED_RETRY_AFTER_SECONDS },
      });
      // Still under pressure (the loop is still held up): the checks answer all the same.
      expect(app.isUnderPressure()).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      expect(app.isUnderPressure()).toBe(true);

      clearInterval(blocker);
      // Polled with a pause (until's), so the polling does not keep the loop busy itself.
      await until(() => !app.isUnderPressure());
      expect((await app.inject({ method: 'GET', url: cheapRoute })).statusCode).toBe(200);
    });
  }

  it('is on by default in production (100 ms of delay), off under NODE_ENV=test, and refuses thresholds out of range', () => {
    const production = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://example.org' });
    expect(loadSheddingOptions(production)).toEqual({ maxEventLoopDelayMs: 100, maxEventLoopUtilization: 0, sampleIntervalMs: 500 });
    expect(loadSheddingOptions(loadConfig({ NODE_ENV: 'test' }))).toMatchObject({ maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 });
    expect(() => loadConfig({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '-1', PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '1.5' })).toThrow(
      /PRESSURE_MAX_EVENT_LOOP_DELAY_MS[\s\S]*PRESSURE_MAX_EVENT_LOOP_UTILIZATION/u,
    );
  });
});
