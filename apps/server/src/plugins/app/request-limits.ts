// The per-request rules (limits/limit-rules.ts: `api`, `page-views`, `coach-reports`), counted
// before the handler with the limits' one mechanism (limits/limits.ts), per client: every request
// under /api/ and /GetVisits counts against `api` unless its route names a rule of its own
// (`config.limit`) or none (`config.limit: false`).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config.ts';
import type { LimitName } from '../../limits/limit-rules.ts';
import { hashLimiterKey, limiterKey, RateLimitedError, type Limits } from '../../limits/limits.ts';

/** How many clients' keys a process remembers; past it the memory starts over. */
const REMEMBERED_KEYS = 10_000;
/** How long a remembered key is kept. */
const REMEMBER_MS = 60_000;

/**
 * The client's key for the request rules: its address's code. A code costs more than the rest of
 * a small request's checks together, and a client sends many requests a minute, so each process
 * keeps the keys of the last minute's addresses (at most REMEMBERED_KEYS, all forgotten every minute).
 */
export function requestKeyGenerator(secret: string, now: () => number = Date.now): (request: FastifyRequest) => string {
  let keys = new Map<string, string>();
  let forgetAt = now() + REMEMBER_MS;
  return (request) => {
    const address = request.ip;
    const time = now();
    if (time >= forgetAt || keys.size >= REMEMBERED_KEYS) {
      keys = new Map();
      forgetAt = time + REMEMBER_MS;
    }
    let key = keys.get(address);
    if (key === undefined) {
      key = hashLimiterKey(secret, limiterKey('api-client', address));
      keys.set(address, key);
    }
    return key;
  };
}

/** True when a request to this route's path may begin with one of the prefixes. */
export function routeMayBeCounted(url: string, prefixes: readonly string[]): boolean {
  const fixed = url.split(/[:*(]/, 1)[0] ?? '';
  return prefixes.some((prefix) => fixed.startsWith(prefix) || prefix.startsWith(fixed));
}

export interface RequestLimitOptions {
  limits: Limits;
  /** The paths `api` counts, by how they begin (the request's URL as sent). */
  countedPrefixes: readonly string[];
  /** The client's key (its address's code). */
  keyOf: (request: FastifyRequest) => string;
}

/**
 * Adds a callback hook (no promise of its own: the memory store answers at once) to the routes
 * a request rule counts: `api` on the routes whose path can be counted, a route's own rule on
 * its route; the files and pages get no hook at all.
 */
const requestLimits: FastifyPluginAsync<RequestLimitOptions> = async (app, { limits, countedPrefixes, keyOf }) => {
  const counted = (url: string) => {
    for (const prefix of countedPrefixes) if (url.startsWith(prefix)) return true;
    return false;
  };
  const hookOf = (name: LimitName, everyPath: boolean) => {
    const { points } = limits.rules[name];
    // A request rule has no back-off: its bare counter, with the key's code.
    const counter = limits.counter(name);
    const refuse = (reply: FastifyReply, retryAfterMs: number): Error => {
      const error = new RateLimitedError(retryAfterMs, 'requests');
      const seconds = error.retryAfterSeconds;
      reply.header('x-ratelimit-limit', points).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', seconds).header('retry-after', seconds);
      return error;
    };
    return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
      if (!everyPath && !counted(request.url)) {
        done();
        return;
      }
      counter.consume(keyOf(request)).then(
        () => done(),
        (rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) done(refuse(reply, rejection.msBeforeNext));
          else done(rejection instanceof Error ? rejection : new Error(String(rejection)));
        },
      );
    };
  };
  const apiHook = hookOf('api', false);
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.config?.limit;
    if (own === false) return;
    let hook;
    if (own !== undefined) hook = hookOf(own, true);
    else if (routeMayBeCounted(route.url, countedPrefixes)) hook = apiHook;
    else return;
    const hooks = route.onRequest;
    route.onRequest = hooks === undefined ? [hook] : Array.isArray(hooks) ? [...hooks, hook] : [hooks, hook];
  });
};

export const requestLimitsPlugin = fp(requestLimits, { name: 'scicomm-request-limits' });

/** What the API rate limit counts: every request of the API, and the original's visits counter. */
export const RATE_LIMITED_PREFIXES = ['/api/', '/GetVisits'];

/** The per-request limits' options: every /api/ request counted per client, or by its route's own rule. */
export function requestLimitOptions(config: Config, limits: Limits): RequestLimitOptions {
  // Keyed on the code of the client's address; counted where every process shares it: Redis,
  // or the database on PostgreSQL, or memory on the one-process PGlite.
  return { limits, keyOf: requestKeyGenerator(config.authSecret), countedPrefixes: RATE_LIMITED_PREFIXES };
}
