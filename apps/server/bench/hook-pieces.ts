// The pieces of the site's request path that hook-costs.bench.ts measures one at a time on bare
// Fastify (hook-cost-server.ts): every hook or plugin that runs on each request.
export const HOOK_PIECES = [
  'none',
  'logging',
  'path guard',
  'input guard',
  'draining',
  'metrics',
  'security headers',
  'cookie',
  'rate limit',
  /** @fastify/multipart: the site registers it for its form routes only, so the cheapest route does not pay it (not in "all"). */
  'multipart',
  /** Every piece above together, multipart aside. */
  'all',
] as const;

export type HookPiece = (typeof HOOK_PIECES)[number];
