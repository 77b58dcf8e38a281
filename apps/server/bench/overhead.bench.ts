// What a request pays before its work (`npm run bench -- overhead`; docs/deployment.md "What a
// request costs"). Two servers in child processes, side by side in one run: the site
// (de-jargonizer-server.ts: the real app with every hook — path guard, draining, rate limit,
// metrics, security headers, cookies, error handler — on an in-memory PGlite) and a bare Fastify
// 5 (bare-fastify-server.ts). The load generator (this process) drives them in turns, round
// after round, so that a busy moment of the shared machine hits both alike:
//   1. a no-op API route (GET, answers {"ok":true}) on the site ÷ the same on bare Fastify
//      (target ≥ 70 %);
//   2. Grade with a 120-word text (multipart form) ÷ bare Fastify reading the same form
//      (target ≥ 35 %); beside it, for the reader, a third server (bare-grading-server.ts): bare
//      Fastify doing Grade's work with the site's code and sending the same bytes. It splits the
//      gap in two: the work itself (grading, the 11.6 kB reply) and what the site adds to it;
// each the median of the rounds' ratios (the target's figure), with each server's CPU time per
// request (its process CPU over the requests it served) and their ratio, bare ÷ site: on shared
// cores the steadier measure of what the site adds, since a busy neighbour slows the rate but not
// the CPU a request takes. The load average is printed beside them. Then one JSON line; exits 1
// when a target fails (unless BENCH_REPORT_ONLY). Every loop is bounded.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { multipartBody } from '../src/de-jargonizer/test-support.ts';
import { startBenchServer, startChildServer, verdicts, type ChildServer } from './bench-server.ts';
import { wheatWords } from './bench-texts.ts';
import { median, throughput, type Load } from './http-load.ts';
import { cpuMeter, cpuPerRequest, loadLine } from './process-stats.ts';

const CONNECTIONS = 16;
const SECONDS = 2;
const ROUNDS = 8;
const WARM_UP_REQUESTS = 300;
const NOOP_TARGET = 0.7;
const GRADE_TARGET = 0.35;

const HERE = path.dirname(fileURLToPath(import.meta.url));

interface Side {
  server: ChildServer;
  pool: Pool;
  load: Load;
}

interface Pair {
  name: string;
  site: Side;
  bare: Side;
  /** Bare Fastify doing the route's work (report only). */
  work?: Side;
  target: number;
}

/** One round of a pair: the site's rate, the bare rate and the site's CPU seconds per request. */
async function round(pair: Pair) {
  const meter = cpuMeter(pair.site.server.pid);
  meter.start();
  const site = await throughput(pair.site.pool, pair.site.load, { connections: CONNECTIONS, seconds: SECONDS });
  const siteCpu = meter.stop();
  const bareMeter = cpuMeter(pair.bare.server.pid);
  bareMeter.start();
  const bare = await throughput(pair.bare.pool, pair.bare.load, { connections: CONNECTIONS, seconds: SECONDS });
  const bareCpu = bareMeter.stop();
  const work = pair.work ? await throughput(pair.work.pool, pair.work.load, { connections: CONNECTIONS, seconds: SECONDS }) : null;
  return { site, bare, work, siteCpu, bareCpu, ratio: site.perSecond / bare.perSecond };
}

async function warmUp(side: Side) {
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    const response = await side.pool.request({ method: side.load.method, path: side.load.path, headers: side.load.headers, body: side.load.body });
    const text = await response.body.text();
    if (!side.load.check(response.statusCode, text)) throw new Error(`${side.load.path} answered ${response.statusCode}: ${text.slice(0, 200)}`);
  }
}

const { check: verdict, finish } = verdicts();
const site = await startBenchServer();
const bare = await startChildServer(path.join(HERE, 'bare-fastify-server.ts'));
const bareGrading = await startChildServer(path.join(HERE, 'bare-grading-server.ts'));
const sitePool = new Pool(site.origin, { connections: CONNECTIONS });
const barePool = new Pool(bare.origin, { connections: CONNECTIONS });
const bareGradingPool = new Pool(bareGrading.origin, { connections: CONNECTIONS });
try {
  const ok = (status: number) => status === 200;
  const form = multipartBody([
    { name: 'timePriodDDL', value: 'English2021_2024' },
    { name: 'ContentTA', value: wheatWords(120) },
  ]);
  const formLoad = { method: 'POST' as const, headers: form.headers, body: form.payload };
  const pairs: Pair[] = [
    {
      name: 'no-op API route',
      site: { server: site, pool: sitePool, load: { method: 'GET', path: '/api/bench/bare', check: ok } },
      bare: { server: bare, pool: barePool, load: { method: 'GET', path: '/api/noop', check: ok } },
      target: NOOP_TARGET,
    },
    {
      name: 'Grade, 120 words',
      site: {
        server: site,
        pool: sitePool,
        load: { ...formLoad, path: '/api/TextGrading/Grade', check: (status, body) => status === 200 && body.includes('"cleanedWords"') },
      },
      bare: { server: bare, pool: barePool, load: { ...formLoad, path: '/api/form', check: ok } },
      work: {
        server: bareGrading,
        pool: bareGradingPool,
        load: { ...formLoad, path: '/api/grade', check: (status, body) => status === 200 && body.includes('"cleanedWords"') },
      },
      target: GRADE_TARGET,
    },
  ];
  for (const pair of pairs) {
    await warmUp(pair.site);
    await warmUp(pair.bare);
    if (pair.work) await warmUp(pair.work);
  }
  console.log(`before: ${loadLine()}`);
  const results = new Map(pairs.map((pair) => [pair.name, [] as Awaited<ReturnType<typeof round>>[]]));
  for (let index = 0; index < ROUNDS; index++) {
    for (const pair of pairs) results.get(pair.name)?.push(await round(pair));
  }
  console.log(`after:  ${loadLine()}`);
  console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route, site and bare Fastify 5 in turns`);
  const json: Record<string, unknown> = { bench: 'overhead', connections: CONNECTIONS, rounds: ROUNDS };
  for (const pair of pairs) {
    const rounds = results.get(pair.name) ?? [];
    const ratio = median(rounds.map((r) => r.ratio));
    const siteRate = median(rounds.map((r) => r.site.perSecond));
    const bareRate = median(rounds.map((r) => r.bare.perSecond));
    const sum = (pick: (r: (typeof rounds)[number]) => number | null) => {
      const values = rounds.map(pick);
      return values.some((value) => value === null) ? null : values.reduce<number>((total, value) => total + (value ?? 0), 0);
    };
    const siteCpu = sum((r) => r.siteCpu);
    const bareCpu = sum((r) => r.bareCpu);
    const siteRequests = rounds.reduce((total, r) => total + r.site.requests, 0);
    const bareRequests = rounds.reduce((total, r) => total + r.bare.requests, 0);
    console.log(`${pair.name}:`);
    console.log(`  site        ${siteRate.toFixed(0).padStart(6)} requests/s  ${cpuPerRequest(siteCpu, siteRequests)}`);
    console.log(`  bare        ${bareRate.toFixed(0).padStart(6)} requests/s  ${cpuPerRequest(bareCpu, bareRequests)}`);
    const cpuRatio = siteCpu === null || bareCpu === null ? null : bareCpu / bareRequests / (siteCpu / siteRequests);
    console.log(
      `  site ÷ bare ${(ratio * 100).toFixed(1)} % of the requests/s (rounds: ${rounds.map((r) => (r.ratio * 100).toFixed(1)).join(', ')} %) ` +
        `(target ≥ ${pair.target * 100} %) ${verdict(ratio >= pair.target)}`,
    );
    if (cpuRatio !== null) console.log(`  bare ÷ site ${(cpuRatio * 100).toFixed(1)} % of the CPU per request`);
    const workRounds = rounds.flatMap((r) => (r.work ? [{ work: r.work.perSecond, bare: r.bare.perSecond, site: r.site.perSecond }] : []));
    if (workRounds.length > 0) {
      const workRate = median(workRounds.map((r) => r.work));
      const workShare = median(workRounds.map((r) => r.work / r.bare));
      const siteShare = median(workRounds.map((r) => r.site / r.work));
      console.log(`  bare Fastify doing the same work ${workRate.toFixed(0).padStart(6)} requests/s`);
      console.log(`    its ÷ bare ${(workShare * 100).toFixed(1)} % (the work itself: grading and its reply; report only)`);
      console.log(`    site ÷ it  ${(siteShare * 100).toFixed(1)} % (what the site's hooks, session and records leave of the work's rate; report only)`);
      json[`${pair.name}, bare with the work`] = { perSecond: Math.round(workRate), ofBare: Number(workShare.toFixed(3)), siteOfIt: Number(siteShare.toFixed(3)) };
    }
    json[pair.name] = {
      sitePerSecond: Math.round(siteRate),
      barePerSecond: Math.round(bareRate),
      ratio: Number(ratio.toFixed(3)),
      cpuRatio: cpuRatio === null ? null : Number(cpuRatio.toFixed(3)),
      siteCpuMsPerRequest: siteCpu === null ? null : Number(((siteCpu * 1000) / siteRequests).toFixed(3)),
      bareCpuMsPerRequest: bareCpu === null ? null : Number(((bareCpu * 1000) / bareRequests).toFixed(3)),
    };
  }
  console.log(JSON.stringify(json));
} finally {
  await Promise.all([sitePool.close(), barePool.close(), bareGradingPool.close()]);
  await Promise.all([site.stop(), bare.stop(), bareGrading.stop()]);
  finish();
}
