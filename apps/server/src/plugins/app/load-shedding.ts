// Load shedding (docs/deployment.md "Under load"): when the event loop falls behind — its delay,
// or the share of time it is busy, over the configured threshold in two samples in a row — a new
// request gets a cheap 503 `BUSY` with Retry-After at once, before the rate limit, the database
// or a handler spends anything on it, instead of waiting in a queue that only grows. Requests
// already taken in finish. The health and readiness checks (and /metrics) are answered all the same: a route says
// so with `config: { answeredUnderLoad: true }`; a liveness probe with a short timeout must not
// kill a process that is only busy.
//
// @fastify/under-pressure measures (a sample every PRESSURE_SAMPLE_INTERVAL_MS) and runs the one
// onRequest hook; our pressure handler decides per route and answers in the API's error shape.
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered while the process sheds load (health checks, metrics): plugins/app/load-shedding.ts. */
    answeredUnderLoad?: boolean;
  }
}

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) over a sample above which requests are shed; 0: never. */
  maxEventLoopDelayMs: number;
  /** Share of a sample (0–1) the event loop was busy above which requests are shed; 0: never. */
  maxEventLoopUtilization: number;
  /** How often the loop is measured (ms). */
  sampleIntervalMs: number;
}

type PressureConfig = Pick<
  Config,
  'NODE_ENV' | 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS' | 'PRESSURE_MAX_EVENT_LOOP_UTILIZATION' | 'PRESSURE_SAMPLE_INTERVAL_MS'
>;

/** The event-loop delay (ms) above which production sheds load when PRESSURE_MAX_EVENT_LOOP_DELAY_MS is unset. */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 100;

/**
 * The thresholds of the configuration. Unset: a mean event-loop delay of 100 ms (a healthy
 * process stays near 10 ms; under a burst of analyses measured on the loop the mean was 50-150 ms
 * while single requests, a health check among them, waited up to a second; 250 never shed there)
 * and no utilisation check (a loop busy all the time with short tasks still answers each
 * in milliseconds, which is what a saturating benchmark does). Off under NODE_ENV=test: a loaded
 * test machine delays every process's timers, and a test would get 503s it did not ask for.
 */
export function loadSheddingOptions(config: PressureConfig): LoadSheddingOptions {
  const inTests = config.NODE_ENV === 'test';
  return {
    maxEventLoopDelayMs: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ?? (inTests ? 0 : DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
    maxEventLoopUtilization: config.PRESSURE_MAX_EVENT_LOOP_UTILIZATION ?? 0,
    sampleIntervalMs: config.PRESSURE_SAMPLE_INTERVAL_MS,
  };
}

/** Long enough for a burst to pass, short enough that a client does not give up. */
export const SHED_RETRY_AFTER_SECONDS = 2;

const busy = new AppError(503, 'BUSY', 'The server is busy. Please try again in a few seconds.', {
  'retry-after': String(SHED_RETRY_AFTER_SECONDS),
});

const plugin: FastifyPluginAsync<LoadSheddingOptions> = async (app, options) => {
  if (options.maxEventLoopDelayMs === 0 && options.maxEventLoopUtilization === 0) return;
  // Shed only while the pressure lasts: in two samples in a row, read from the moment the app is
  // ready. One long pause (the start itself, a large module loaded on first use, a full garbage
  // collection) makes one sample's mean high and must not turn requests away.
  let samplesUnderPressure = 0;
  let watch: NodeJS.Timeout | undefined;
  app.addHook('onReady', (done) => {
    watch = setInterval(() => {
      samplesUnderPressure = app.isUnderPressure() ? samplesUnderPressure + 1 : 0;
    }, options.sampleIntervalMs).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(watch);
    done();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    // The last sample's share, not the share since the process started.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: options.sampleIntervalMs,
    // Called only while under pressure: a promise (a rejection) only then.
    pressureHandler: (request: FastifyRequest) =>
      samplesUnderPressure < 2 || request.routeOptions.config.answeredUnderLoad ? undefined : Promise.reject(busy),
  });
};

export const loadSheddingPlugin = fp(plugin, { name: 'scicomm-load-shedding' });
