// Prometheus metrics (prom-client), exposed only to whoever holds METRICS_TOKEN (GET /metrics
// with `Authorization: Bearer …`) or on the separate METRICS_PORT (server.ts), never to the
// public: request counts and durations per route, the durations of grading and of exercise
// (coach) turns, the grading worker pool's tasks, the PostgreSQL pool, and the process (CPU, memory, event loop, GC).
// docs/deployment.md "Watching it".
import { timingSafeEqual, createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';
import { exerciseOfApiPath } from '@scicomm/shared/exercises';
import { errorBody } from '../http/errors.ts';
import { cachedObserver, type CachedObserve } from './cached-observer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics, when METRICS_TOKEN or METRICS_PORT asks for them. */
    metrics: Registry | undefined;
  }
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Which product operation a route is, for the grading and coach histograms. */
const GRADING_ROUTE = /^\/api\/(TextGrading\/Grade|GroupGrading)/;
/** An exercise's turn: its original route (api/HalfLife …, from the exercise manifest) or a research edition's. */
const isCoachRoute = (route: string) => exerciseOfApiPath(route) !== null || route.startsWith('/api/exercises/research');

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

const plugin: FastifyPluginAsync = async (app) => {
  const { METRICS_TOKEN: token, METRICS_PORT: port } = app.config;
  if (!token && port === undefined) {
    app.decorate('metrics', undefined);
    return;
  }
  // Loaded only here: a site that keeps no metrics never holds prom-client (lazy-modules.test.ts).
  const { default: client } = await import('prom-client');
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'scicomm_' });

  const durations = (name: string, help: string, labelNames: string[]) =>
    new client.Histogram({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [registry] });
  const requests = durations(
    'scicomm_http_request_duration_seconds',
    'HTTP requests by route (the route pattern; "unmatched" for unknown paths), method and status, and how long they took.',
    ['method', 'route', 'status_code'],
  );
  const grading = durations(
    'scicomm_grading_duration_seconds',
    'De-Jargonizer grading requests (single texts and groups): time to the reply.',
    ['route', 'status_code'],
  );
  const coach = durations(
    'scicomm_coach_turn_duration_seconds',
    "Exercise turns (the coach's feedback, built-in or LLM): time to the reply.",
    ['route', 'status_code'],
  );
  new client.Gauge({
    name: 'scicomm_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new client.Gauge({
    name: 'scicomm_grading_pool_tasks',
    help: 'The grading worker pool: tasks running or waiting (in_flight), the most it takes before answering 503 BUSY (capacity), and threads alive (threads).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = app.gradingPool;
      this.set({ state: 'in_flight' }, pool.pending);
      this.set({ state: 'capacity' }, pool.workers + pool.queueLimit);
      this.set({ state: 'threads' }, pool.threadCount);
    },
  });

  // Observed without prom-client's per-call hashing and allocations (cached-observer.ts).
  const observeRequest = cachedObserver(requests, ['method', 'route', 'status_code']);
  const observeGrading = cachedObserver(grading, ['route', 'status_code']);
  const observeCoach = cachedObserver(coach, ['route', 'status_code']);
  // Which histogram besides the requests' a route also counts in, decided once per route.
  const operationOf = new Map<string, CachedObserve | null>();
  const operation = (route: string) => {
    let observe = operationOf.get(route);
    if (observe === undefined) {
      observe = GRADING_ROUTE.test(route) ? observeGrading : isCoachRoute(route) ? observeCoach : null;
      operationOf.set(route, observe);
    }
    return observe;
  };
  // A callback hook: every request runs it, and an async one costs a promise each time.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const seconds = reply.elapsedTime / 1000;
      const status = String(reply.statusCode);
      observeRequest(request.method, route, status, seconds);
      operation(route)?.(route, status, '', seconds);
    }
    done();
  });
  app.decorate('metrics', registry);

  if (!token) return;
  app.get('/metrics', { schema: { hide: true }, config: { answeredUnderLoad: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = /^bearer\s+(\S.*)$/i.exec(header)?.[1] ?? '';
    if (!given || !sameSecret(given, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send(errorBody('UNAUTHORIZED', 'Metrics need the metrics token.'));
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
};

export const metricsPlugin = fp(plugin, { name: 'scicomm-metrics' });
