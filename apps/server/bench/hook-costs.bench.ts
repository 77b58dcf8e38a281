// What each hook and plugin of the site's request path costs a request (`npm run bench --
// hook-costs`; docs/deployment.md "What a request costs"): bare Fastify 5 with one piece added as
// the site configures it (hook-cost-server.ts), for each piece in turn, against bare Fastify
// alone, all in one run, every server in its own process; beside them the whole site
// (de-jargonizer-server.ts) with logging at production's default `info` and with logging off.
// CPU per request of a no-op GET from /proc over a fixed number of requests, the order of the
// servers reversed each round; a piece's cost is its server's CPU per request less bare
// Fastify's (a few hundredths of a microsecond move with the rounds: the figure is for telling
// the pieces apart, not a target). Prints the load average, the table and one JSON line.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { startBenchServer, startChildServer, type ChildServer } from './bench-server.ts';
import { cpuOfEach, type Side } from './cpu-comparison.ts';
import { HOOK_PIECES } from './hook-pieces.ts';
import { loadLine } from './process-stats.ts';

const CONNECTIONS = 16;
const ROUNDS = 6;
const REQUESTS = 10_000;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const servers: ChildServer[] = [];
const pools: Pool[] = [];
const side = async (name: string, started: Promise<ChildServer>, route: string): Promise<Side & { name: string }> => {
  const server = await started;
  servers.push(server);
  const pool = new Pool(server.origin, { connections: CONNECTIONS });
  pools.push(pool);
  return { name, server, pool, load: { method: 'GET', path: route, check: (status) => status === 200 } };
};
try {
  const sides = [];
  for (const piece of HOOK_PIECES) {
    sides.push(await side(piece === 'none' ? 'bare Fastify' : `+ ${piece}`, startChildServer(path.join(HERE, 'hook-cost-server.ts'), { BENCH_HOOK: piece }), '/api/noop'));
  }
  sides.push(await side('the site, logging at info', startBenchServer({ BENCH_LOG_LEVEL: 'info' }), '/api/bench/bare'));
  sides.push(await side('the site, logging off', startBenchServer(), '/api/bench/bare'));
  console.log(`before: ${loadLine()}`);
  const cpu = await cpuOfEach(sides, { rounds: ROUNDS, requests: REQUESTS, connections: CONNECTIONS });
  console.log(`after:  ${loadLine()}`);
  console.log(`A no-op GET, CPU per request from /proc: ${ROUNDS} rounds of ${REQUESTS} requests per server, ${CONNECTIONS} connections, order reversed each round`);
  const bare = cpu[0] ?? null;
  const json: Record<string, unknown> = { bench: 'hook-costs', rounds: ROUNDS, requests: REQUESTS };
  for (const [index, { name }] of sides.entries()) {
    const ms = cpu[index] ?? null;
    const cost = ms === null || bare === null || index === 0 ? null : ms - bare;
    const share = cost === null || bare === null ? '' : `  ${cost >= 0 ? '+' : ''}${(cost * 1000).toFixed(1)} µs (${((cost / bare) * 100).toFixed(0)} % of bare)`;
    console.log(`  ${name.padEnd(28)} ${ms === null ? 'n/a' : `${(ms * 1000).toFixed(1)} µs`}${share}`);
    json[name] = ms === null ? null : Number((ms * 1000).toFixed(2));
  }
  console.log(JSON.stringify(json));
} finally {
  await Promise.all(pools.map((pool) => pool.close()));
  await Promise.all(servers.map((server) => server.stop()));
}
