// The per-client API rate limit (RATE_LIMIT_PER_MINUTE): every request under /api/ and /GetVisits
// is counted per client, in the store the limit backend names (memory on the one-process PGlite,
// the database's `rate_limits` on PostgreSQL, Redis), and the one past the limit is a 429 with
// Retry-After and the x-ratelimit-* headers. Routes with a limit of their own (page views, coach
// reports: `config.rateLimit`) are counted by @fastify/rate-limit, registered here for them only.
//
// The limit of every other route is this file's hook, not the plugin's: the plugin's hook is an
// async function with five awaits and a promise around the store on every request, and it runs on
// every route, files and pages included, before it asks whether the path is counted. Here the hook
// is a callback, added only to routes whose path can be counted; the memory store answers
// synchronously, so a request on PGlite is counted without a promise (docs/performance.md "The
// server's CPU per request"). The database and Redis stores answer later, through the same callback.
import { createRequire } from 'node:module';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { RateLimitStore } from './rate-limit-store.ts';

export interface ApiRateLimitOptions {
  /** Requests per client and window. */
  max: number;
  timeWindowMs: number;
  /** The client's key (its hashed address). */
  keyGenerator: (request: FastifyRequest) => string;
  /** The paths that are counted, by how they begin (the request's URL as sent). */
  countedPrefixes: readonly string[];
  /** Where the counts are kept (lib/limit-backend.ts): a store class, Redis, or neither (memory). */
  backend: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  /** The error of a request over the limit; `ttlMs` is what is left of its window. */
  tooMany: (ttlMs: number) => Error;
}

type StoreResult = { current: number; ttl: number };
type StoreClass = new (...args: unknown[]) => RateLimitStore;

// The plugin's own stores, so that a count is kept exactly where (and under the key) it was kept
// when the plugin counted every route: the same Redis keys, the same memory LRU.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

/** The store of the API-wide limit on this backend (no continued or exponential blocking). */
function apiStore(backend: ApiRateLimitOptions['backend'], options: RateLimitPluginOptions): RateLimitStore {
  if (backend.store) return new (backend.store as unknown as StoreClass)(options);
  if (backend.redis) return new RedisStore(false, false, backend.redis, backend.nameSpace);
  return new LocalStore(false, false);
}

/** True when a request to this route's path may begin with one of the prefixes. */
export function routeMayBeCounted(url: string, prefixes: readonly string[]): boolean {
  const fixed = url.split(/[:*(]/, 1)[0] ?? '';
  return prefixes.some((prefix) => fixed.startsWith(prefix) || prefix.startsWith(fixed));
}

const plugin: FastifyPluginAsync<ApiRateLimitOptions> = async (app, options) => {
  const { max, timeWindowMs, keyGenerator, countedPrefixes, tooMany } = options;
  // A loop, not Array.some: some's callback would be a closure made on every request.
  const counted = (url: string) => {
    for (const prefix of countedPrefixes) if (url.startsWith(prefix)) return true;
    return false;
  };
  const pluginOptions: RateLimitPluginOptions = {
    global: false,
    max,
    timeWindow: timeWindowMs,
    keyGenerator,
    ...options.backend,
    allowList: (request) => !counted(request.url),
    // The count is told when it matters: a 429 carries Retry-After and the x-ratelimit-* headers.
    // On every other reply they were three headers (~80 bytes) that no client of ours reads.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Thrown by the plugin, so an AppError: the error handler gives it the one shape, which
    // also passes routes that declare their 429 reply.
    errorResponseBuilder: (_request, context) => tooMany(context.ttl),
  };
  await app.register(fastifyRateLimit, pluginOptions);
  const store = apiStore(options.backend, pluginOptions);

  const refuse = (reply: FastifyReply, ttlMs: number): Error => {
    const seconds = Math.ceil(ttlMs / 1000);
    reply.header('x-ratelimit-limit', max).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', seconds).header('retry-after', seconds);
    return tooMany(ttlMs);
  };
  const hook = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    if (!counted(request.url)) {
      done();
      return;
    }
    store.incr(
      keyGenerator(request),
      (error: Error | null, result?: StoreResult) => {
        if (error) done(error);
        else if (result && result.current > max) done(refuse(reply, result.ttl));
        else done();
      },
      timeWindowMs,
      max,
    );
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    // A route's own limit (an object) is the plugin's; `false` is no limit at all.
    if (route.config?.rateLimit != null) return;
    if (!routeMayBeCounted(route.url, countedPrefixes)) return;
    const hooks = route.onRequest;
    route.onRequest = hooks === undefined ? [hook] : Array.isArray(hooks) ? [...hooks, hook] : [hooks, hook];
  });
};

export const apiRateLimitPlugin = fp(plugin, { name: 'scicomm-api-rate-limit' });
