// What the site costs a request beyond bare Fastify doing the same work (`npm run bench --
// overhead`; docs/deployment.md "What a request costs"), judged by CPU per request measured from
// outside: each server's process CPU time (/proc) over a fixed number of requests, the site and
// its baseline in the same run, in rounds that alternate which goes first (cpu-comparison.ts).
// Servers in child processes: the site (de-jargonizer-server.ts: the real app with every
// hook and plugin, metrics on, logging at production's default level `info` to its standard
// output, PGlite in memory), bare Fastify 5 (bare-fastify-server.ts), bare Fastify doing the
// site's per-request duties with the stock packages configured plainly (bare-duties-server.ts)
// and bare Fastify doing Grade's work with the site's code (bare-grading-server.ts).
//   1. the cheapest route, a no-op GET under every hook of the site ÷ bare Fastify doing the same
//      duties (a request log line at `info`, security headers, a rate limit, a metrics histogram)
//      with the stock packages (target ≤ 1.4×); beside it, for the reader, the same route ÷ a no-op
//      on bare Fastify, with the 1.4× it was judged by until the site was shown not to reach it
//      while doing those duties (docs/performance.md "The server's CPU per request"), and the site
//      with logging off ÷ the no-op, which tells the log line's cost from the hooks';
//   2. Grade of a 120-word text (multipart form) ÷ bare Fastify reading the same form, grading
//      it, keeping the same anonymous usage record on a PGlite of its own and sending the same
//      bytes (target ≤ 1.25×).
// Requests per second are printed too, for the reader: on two shared cores they are queueing,
// not the server's cost. The load average is printed before and after, then one JSON line;
// exits 1 when a target fails (unless BENCH_REPORT_ONLY). Every loop is bounded.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { multipartBody } from '../src/text-analysis/test-support.ts';
import { startBenchServer, startChildServer, verdicts, type ChildServer } from './bench-server.ts';
import { wheatWords } from './bench-texts.ts';
import { compareCpu, cpuMsText, ratioText, type Comparison } from './cpu-comparison.ts';
import { loadLine } from './process-stats.ts';

const CONNECTIONS = 16;
const ROUNDS = 6;
const SMALL_REQUESTS = 20_000;
const GRADE_REQUESTS = 2_000;
/** Production's default LOG_LEVEL (config.ts). */
const SITE_LOG_LEVEL = 'info';
const TARGETS = new Map([
  ['cheapest route ÷ bare Fastify with the same duties', 1.4],
  ['Grade, 120 words', 1.25],
]);
/** Printed against the target they once had, not judged (the header above says why). */
const FORMER_TARGETS = new Map([['cheapest route (no-op GET, every hook) ÷ a bare no-op', 1.4]]);

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { check: verdict, finish } = verdicts();
const servers: ChildServer[] = [];
const pools: Pool[] = [];
const serve = async (server: Promise<ChildServer>) => {
  const started = await server;
  servers.push(started);
  const pool = new Pool(started.origin, { connections: CONNECTIONS });
  pools.push(pool);
  return { server: started, pool };
};
try {
  const site = await serve(startBenchServer({ BENCH_LOG_LEVEL: SITE_LOG_LEVEL }));
  const siteUnlogged = await serve(startBenchServer());
  const bare = await serve(startChildServer(path.join(HERE, 'bare-fastify-server.ts')));
  const bareDuties = await serve(startChildServer(path.join(HERE, 'bare-duties-server.ts')));
  const bareGrading = await serve(startChildServer(path.join(HERE, 'bare-grading-server.ts')));
  const ok = (status: number) => status === 200;
  const graded = (status: number, body: string) => status === 200 && body.includes('"cleanedWords"');
  const form = multipartBody([
    { name: 'timePriodDDL', value: 'English2021_2024' },
    { name: 'ContentTA', value: wheatWords(120) },
  ]);
  const formLoad = { method: 'POST' as const, headers: form.headers, body: form.payload };
  const bareNoop = { ...bare, load: { method: 'GET' as const, path: '/api/noop', check: ok } };
  const cheapest = { ...site, load: { method: 'GET' as const, path: '/api/bench/bare', check: ok } };
  const comparisons: Comparison[] = [
    {
      name: 'cheapest route ÷ bare Fastify with the same duties',
      measured: cheapest,
      baseline: { ...bareDuties, load: { method: 'GET', path: '/api/noop', check: ok } },
      requests: SMALL_REQUESTS,
    },
    {
      name: 'cheapest route (no-op GET, every hook) ÷ a bare no-op',
      measured: cheapest,
      baseline: bareNoop,
      requests: SMALL_REQUESTS,
    },
    {
      name: 'the site with logging off ÷ a bare no-op',
      measured: { ...siteUnlogged, load: { method: 'GET', path: '/api/bench/bare', check: ok } },
      baseline: bareNoop,
      requests: SMALL_REQUESTS,
    },
    {
      name: 'Grade, 120 words',
      measured: { ...site, load: { ...formLoad, path: '/api/TextGrading/Grade', check: graded } },
      baseline: { ...bareGrading, load: { ...formLoad, path: '/api/grade', check: graded } },
      requests: GRADE_REQUESTS,
    },
  ];
  console.log(`before: ${loadLine()}`);
  const figures = await compareCpu(comparisons, { rounds: ROUNDS, connections: CONNECTIONS });
  console.log(`after:  ${loadLine()}`);
  console.log(
    `CPU per request from /proc, ${ROUNDS} rounds alternating site and baseline, ${CONNECTIONS} connections; ` +
      `site logging at "${SITE_LOG_LEVEL}" (production's default)`,
  );
  const json: Record<string, unknown> = { bench: 'overhead', rounds: ROUNDS, connections: CONNECTIONS };
  for (const figure of figures) {
    const target = TARGETS.get(figure.name);
    const former = FORMER_TARGETS.get(figure.name);
    console.log(`${figure.name} (${comparisons.find((c) => c.name === figure.name)?.requests} requests per side and round):`);
    console.log(`  site      ${cpuMsText(figure.measured.cpuMs)} CPU per request   ${figure.measured.perSecond.toFixed(0).padStart(6)} requests/s`);
    console.log(`  baseline  ${cpuMsText(figure.baseline.cpuMs)} CPU per request   ${figure.baseline.perSecond.toFixed(0).padStart(6)} requests/s`);
    const rounds = figure.roundRatios.map(ratioText).join(', ');
    const judged =
      target !== undefined
        ? `(target ≤ ${target}×) ${verdict(figure.ratio !== null && figure.ratio <= target)}`
        : former !== undefined
          ? `(report only; against its former target ≤ ${former}×: ${figure.ratio !== null && figure.ratio <= former ? 'within' : 'over'})`
          : '(report only)';
    console.log(`  site ÷ baseline ${ratioText(figure.ratio)} the CPU per request, median of rounds ${rounds} ${judged}`);
    json[figure.name] = {
      siteCpuMs: figure.measured.cpuMs,
      baselineCpuMs: figure.baseline.cpuMs,
      ratio: figure.ratio,
      target: target ?? null,
      ...(former === undefined ? {} : { formerTarget: former }),
      sitePerSecond: Math.round(figure.measured.perSecond),
      baselinePerSecond: Math.round(figure.baseline.perSecond),
    };
  }
  console.log(JSON.stringify(json));
} finally {
  await Promise.all(pools.map((pool) => pool.close()));
  await Promise.all(servers.map((server) => server.stop()));
  finish();
}
