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
  /** Every piece above together. */
  'all',
] as const;

export type HookPiece = (typeof HOOK_PIECES)[number];
