// Bare Fastify 5 with one piece of the site's request path added, as the site configures it
// (hook-costs.bench.ts): BENCH_HOOK names the piece (HOOK_PIECES below; "none" is bare Fastify
// itself). GET /api/noop answers {"ok":true}, as on bare-fastify-server.ts. What the piece costs a
// request is this server's CPU per request less bare Fastify's. Prints "port N".
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { databaseLimits } from '../src/limits/limits.ts';
import { requestLimitOptions, requestLimitsPlugin } from '../src/plugins/app/request-limits.ts';
import { appLoggerOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { drainingPlugin } from '../src/plugins/app/draining.ts';
import { registerInputGuard } from '../src/plugins/app/input-guard.ts';
import { requestLog } from '../src/logging/request-log.ts';
import { COOKIE_PLUGIN_OPTIONS } from '../src/plugins/external/cookie.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { multipartOptions } from '../src/plugins/external/multipart.ts';
import { registerPathGuard } from '../src/plugins/app/path-guard.ts';
import { securityHeaderOptions, securityHeadersPlugin } from '../src/plugins/external/security-headers.ts';
import { metricsPlugin } from '../src/metrics/index.ts';
import { HOOK_PIECES, type HookPiece } from './hook-pieces.ts';

const piece = (process.env['BENCH_HOOK'] ?? 'none') as HookPiece;
if (!HOOK_PIECES.includes(piece)) throw new Error(`BENCH_HOOK: one of ${HOOK_PIECES.join(', ')}`);

// The bench site's configuration (de-jargonizer-server.ts), logging at production's default.
const config = loadConfig(
  {
    NODE_ENV: 'production',
    AUTH_SECRET: 'b'.repeat(40),
    LOG_LEVEL: 'info',
    PGLITE_DIR: 'memory://',
    RATE_LIMIT_PER_MINUTE: '100000000',
    PUBLIC_URL: 'http://127.0.0.1',
    METRICS_TOKEN: 'm'.repeat(32),
  },
  'bench',
);

/** The API rate limit counted in this process's memory, as on the one-process PGlite site. */
const memoryLimits = databaseLimits(config, { kind: 'pglite' } as DatabaseHandle);

const logging = piece === 'logging' || piece === 'all';
const app: FastifyInstance = Fastify(logging ? { logger: appLoggerOptions(config), logController: requestLog() } : { logger: false });
if (piece === 'all') for (const each of HOOK_PIECES) if (each !== 'multipart') await addPiece(app, each, config);
else await addPiece(app, piece, config);
app.get('/api/noop', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`port ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

async function addPiece(app: FastifyInstance, piece: HookPiece, config: Config): Promise<void> {
  switch (piece) {
    case 'none':
    case 'logging':
    case 'all':
      return;
    case 'path guard':
      registerPathGuard(app);
      return;
    case 'input guard':
      registerInputGuard(app);
      return;
    case 'draining':
      await app.register(drainingPlugin);
      return;
    case 'metrics':
      app.decorate('config', config);
      await app.register(metricsPlugin);
      return;
    case 'security headers':
      await app.register(securityHeadersPlugin, securityHeaderOptions(config));
      return;
    case 'cookie':
      await app.register(fastifyCookie, COOKIE_PLUGIN_OPTIONS);
      return;
    case 'rate limit':
      await app.register(requestLimitsPlugin, requestLimitOptions(config, memoryLimits));
      return;
    case 'multipart':
      await app.register(fastifyMultipart, multipartOptions(config));
      return;
  }
}
