// @fastify/cors as the app configures it: registered only when CORS_ORIGINS lists other origins
// (docs/server.md "Other origins"); with none, no CORS headers at all.
import type { FastifyCorsOptions } from '@fastify/cors';
import type { Config } from '../../config.ts';

/**
 * CORS for the origins of CORS_ORIGINS only. Without credentials: a call from another origin is
 * a guest's or carries its own bearer token, never our session cookie, so the cookie's CSRF
 * rule (auth/session.ts) is untouched. The preflight is remembered for ten minutes.
 */
export function corsOptions(config: Config): FastifyCorsOptions {
  return {
    origin: [...config.CORS_ORIGINS],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    credentials: false,
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  };
}
