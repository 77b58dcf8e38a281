// The cheapest route's second baseline (overhead.bench.ts): bare Fastify 5 doing the duties the
// site does on every request, each with the stock package configured plainly, as a team would add
// them without tuning any of them: Fastify's own pino logger at `info` to standard output (its
// two lines a request), helmet's default headers (run as @fastify/helmet runs them: helmet's
// middleware on the raw reply at onRequest; the Fastify wrapper itself is not a dependency here),
// rate-limiter-flexible's memory limiter over every route (a limit no bench reaches), and a
// prom-client histogram of every request's duration by method, route and status observed at
// onResponse, with prom-client's default metrics. The site ÷ this tells what the site's own way of
// doing these duties costs; the site ÷ bare-fastify-server.ts's no-op adds the duties themselves
// (docs/performance.md "The server's CPU per request"). GET /api/noop answers {"ok":true} as the
// no-op baseline does. Prints "port N".
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import helmet from 'helmet';
import client from 'prom-client';

const app = Fastify({ logger: { level: 'info' } });

const headers = helmet();
app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, (error) => done(error as Error | undefined)));

const limiter = new RateLimiterMemory({ points: 100_000_000, duration: 60 });
app.addHook('onRequest', async (request) => {
  await limiter.consume(request.ip);
});

client.collectDefaultMetrics();
const durations = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route and status, and how long they took.',
  labelNames: ['method', 'route', 'status_code'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});
app.addHook('onResponse', async (request, reply) => {
  durations.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode }, reply.elapsedTime / 1000);
});

app.get('/api/noop', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
// Written with console.log, as the other bench servers do: the bench reads it from standard output
// among the log lines.
console.log(`port ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
