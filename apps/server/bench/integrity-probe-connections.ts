// Four areas of the integrity probe (integrity-probe-kit.ts; docs/deployment.md "The integrity
// probe") about what happens to a connection, replayed against the real server:
// - refused bodies: two 8 MB files (16 MB, over the 15 MB total) to GroupGrading and Compare's
//   groups, a bad field before an 8 MB file, and the same form chunked, each on a bare socket and
//   followed by a second request on the same socket: the refusal is a 4xx, and the second request
//   is answered (or the refusal said Connection: close and the server closed the socket), never
//   left hanging;
// - deep JSON: BuildYourOwnDeJargonizer with an array and an object nested 10,000 levels, and
//   every operation of the OpenAPI document that takes a body (and the sign-in) with JSON one
//   level deeper than the parser's limit: a 4xx each, never a 5xx;
// - health under load: analyses of 19,040 characters sent 32 at a time for 10 s, with
//   /api/health and /api/health/ready asked beside them every 100 ms with a 1 s timeout (a
//   balancer's, from a thread of its own: health-checker-thread.ts), and a bare server
//   (bare-health-server.ts) asked at the same moments: every check answers 200, each check's time
//   above the bare server's p99 ≤ 100 ms and worst < 250 ms (on a quiet machine, the check's own
//   time; on a loaded one, what the machine costs any process is taken out), every analysis
//   gets its answer or 503 BUSY, at 15 analyses a second at least; then two guests sending 8
//   texts a second between them (within the default RATE_LIMIT_PER_MINUTE) of every costly kind
//   (German, typos, random letters, rare words without punctuation, Hebrew, Arabic, mixed scripts:
//   analysis-cost-texts.ts) at 2,000 and 10,000 characters, with the same checks: each analysis 2xx;
// - SIGTERM under load: 150 analyses and 100 small requests sent whole, then SIGTERM to the
//   process group (two processes on PostgreSQL): each gets its answer or a 503, none a reset, and
//   the server exits 0.
// A hang (no answer in a bound far above any right answer's time) counts as a lost connection.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { multipartBody, type FormPart } from '../src/text-analysis/test-support.ts';
import { chunked, isReply, RawConnection, requestHead, type RawClosed, type RawReply } from '../src/test/raw-http.ts';
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS } from '../src/plugins/app/load-shedding.ts';
import { like } from 'drizzle-orm';
import { limitCounters } from '../src/db/schema.ts';
import { startChildServer, type ChildServer } from './bench-server.ts';
import type { HealthCheckerInput, HealthChecks } from './health-checker-thread.ts';
import { TEXT_KINDS, textOfKind } from './analysis-cost-texts.ts';
import type { ProbeArea, ProbeKit } from './integrity-probe-kit.ts';

/** The probe's servers run without load shedding; the load areas run it as production does. */
const PRODUCTION_SHEDDING = { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: String(DEFAULT_MAX_EVENT_LOOP_DELAY_MS) };

const HANG = Symbol('hang');

/** The promise's value, or HANG if it has none after `ms`: the bound of a probe, not a test. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof HANG> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<typeof HANG>((resolve) => (timer = setTimeout(() => resolve(HANG), ms)));
  try {
    return await Promise.race([promise, bound]);
  } finally {
    clearTimeout(timer);
  }
}

const portOf = (base: string) => Number(new URL(base).port);
const describeEnd = (outcome: RawClosed) => `the connection ended (${outcome.error ?? 'closed'}${outcome.partial ? ', mid-reply' : ''})`;

// ---------------------------------------------------------------------------------------------
// Refused bodies

const MB = 1024 * 1024;
const file = (name: string, fileName: string, bytes: number): FormPart => ({ name, fileName, contentType: 'text/plain', data: Buffer.alloc(bytes, 'Season after season the cells divide. ') });
const REFUSED_ROUNDS = 3;
const EXCHANGE_BOUND_MS = 30_000;

const refusedBodies: ProbeArea = {
  area: 'refused bodies',
  async run(kit) {
    const server = await kit.startServer();
    const cases: Array<[string, string, FormPart[], 'length' | 'chunked']> = [
      ['GroupGrading, 2 × 8 MB', '/api/GroupGrading', [file('ArticlesGroupFU', 'a.txt', 8 * MB), file('ArticlesGroupFU', 'b.txt', 8 * MB)], 'length'],
      ['compare groups, 2 × 8 MB', '/api/de-jargonizer/compare/groups', [file('before', 'a.txt', 8 * MB), file('after', 'a.txt', 8 * MB)], 'length'],
      ['GroupGrading, a NUL before 8 MB', '/api/GroupGrading', [{ name: 'timePriodDDL', value: 'English\u00002021_2024' }, file('ArticlesGroupFU', 'a.txt', 8 * MB)], 'length'],
      ['GroupGrading, 2 × 8 MB chunked', '/api/GroupGrading', [file('ArticlesGroupFU', 'a.txt', 8 * MB), file('ArticlesGroupFU', 'b.txt', 8 * MB)], 'chunked'],
    ];
    let slowest = 0;
    for (let round = 0; round < REFUSED_ROUNDS; round++) {
      for (const [what, url, parts, framing] of cases) {
        const form = multipartBody(parts);
        const head = requestHead('POST', url, { ...form.headers, origin: server.base, ...(framing === 'chunked' ? { 'transfer-encoding': 'chunked' } : { 'content-length': form.payload.length }) });
        const connection = new RawConnection(portOf(server.base));
        await connection.ready();
        void connection.write(Buffer.concat([Buffer.from(head), framing === 'chunked' ? chunked(form.payload) : form.payload]));
        const refusal = await within(connection.next(), EXCHANGE_BOUND_MS);
        if (refusal === HANG || !isReply(refusal)) {
          kit.count(`${what}: the refusal`, 0, '4xx', refusal === HANG ? `no answer in ${EXCHANGE_BOUND_MS / 1000} s` : describeEnd(refusal));
          connection.close();
          continue;
        }
        kit.count(`${what}: the refusal`, refusal.status, '4xx', refusal.body);
        const closes = refusal.headers.connection === 'close';
        const started = performance.now();
        if (!closes) void connection.write(requestHead('GET', '/api/health'));
        const next = await within(connection.next(), EXCHANGE_BOUND_MS);
        slowest = Math.max(slowest, performance.now() - started);
        if (next === HANG) kit.count(`${what}: the next request on the connection`, 0, '2xx', `no answer and no close in ${EXCHANGE_BOUND_MS / 1000} s: the connection hangs`);
        else if (closes) {
          if (isReply(next) || next.partial) kit.wrong(`${what}: Connection: close, then ${isReply(next) ? `a reply ${next.status}` : 'part of a reply'}`);
        } else kit.count(`${what}: the next request on the connection`, isReply(next) ? next.status : 0, '2xx', isReply(next) ? next.body : describeEnd(next));
        connection.close();
      }
    }
    kit.note(`${REFUSED_ROUNDS} rounds of ${cases.length} refused forms on a bare socket; the next request on the connection answered at worst ${Math.round(slowest)} ms after the refusal`);
    await server.stop();
  },
};

// ---------------------------------------------------------------------------------------------
// Deep JSON

const DEEP = 10_000;
/** One level deeper than the parser's limit (MAX_JSON_DEPTH, http/framework-errors.ts). */
const JUST_TOO_DEEP = 65;
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const deepJson: ProbeArea = {
  area: 'deep JSON',
  async run(kit) {
    const server = await kit.startServer();
    const send = (method: string, url: string, body: string) => kit.call(method, url, { body, headers: { 'content-type': 'application/json' } });
    const codes = new Map<string, number>();
    const tallyCode = (text: string) => {
      const code = /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? '(no code)';
      codes.set(code, (codes.get(code) ?? 0) + 1);
    };
    for (const [what, body] of [['array', deepArray(DEEP)], ['object', deepObject(DEEP)]] as const) {
      const reply = await send('POST', '/api/TextGrading/BuildYourOwnDeJargonizer', body);
      kit.count(`BuildYourOwnDeJargonizer, an ${what} nested ${DEEP.toLocaleString('en')} levels`, reply.status, '4xx', reply.text);
      tallyCode(reply.text);
    }
    const document = JSON.parse((await kit.call('GET', '/api/openapi.json')).text) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => method.toUpperCase())
        .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        .map((method) => [method, path.replace(/\{[^}]+\}/g, 'x')] as const),
    );
    // The sign-in is the auth library's, outside the OpenAPI document.
    for (const [method, url] of [...operations, ['POST', '/api/auth/sign-in/email'] as const]) {
      for (const body of [deepArray(JUST_TOO_DEEP), deepObject(JUST_TOO_DEEP)]) {
        const reply = await send(method, url, body);
        kit.count(`${method} ${url}, ${JUST_TOO_DEEP} levels`, reply.status, '4xx', reply.text);
        tallyCode(reply.text);
      }
    }
    kit.note(`${operations.length + 1} operations with a body sent JSON ${JUST_TOO_DEEP} levels deep, BuildYourOwnDeJargonizer ${DEEP.toLocaleString('en')}; the refusals: ${[...codes].map(([code, times]) => `${code} ×${times}`).join(', ')}`);
    await server.stop();
  },
};

// ---------------------------------------------------------------------------------------------
// Health under load

/** Just under PASTED_MAX_CHARS: a text that was measured on the event loop before it had threads. */
const BURST_TEXT = 'Scientists used a new tool to repair a gene in the mice of the lab. '.repeat(280);
/** Over PASTED_MAX_CHARS: waits in the upload queue. */
const THREAD_TEXT = 'Scientists used a new tool to repair a gene in the mice of the lab. '.repeat(300);
const BURST_CLIENTS = 32;
const BURST_SECONDS = 10;
const PROBE_TIMEOUT_MS = 1_000;
/** A load balancer's probe answered promptly while the site is busy: p99 and the slowest check. */
const HEALTH_P99_MS = 100;
const HEALTH_WORST_MS = 250;
/**
 * Half the rate of the burst when these texts were measured on the event loop (30 a second, the
 * median of six runs on two shared cores): keeping the loop free must not cost more than that.
 */
const MIN_ANALYSES_PER_SECOND = 15;

/** The checks' times (ms): median, 99th percentile (nearest rank), worst, and how many were slow. */
function summarise(ms: readonly number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const rank = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  const over = sorted.filter((time) => time > HEALTH_P99_MS).length;
  return { p50: Math.round(rank(0.5)), p99: Math.round(rank(0.99)), worst: Math.round(sorted.at(-1) ?? 0), over, overShare: ((100 * over) / Math.max(1, sorted.length)).toFixed(1) };
}

/**
 * The checks judged against a bare server's asked at the same moments (bare-health-server.ts):
 * each check's time above the bare server's, p99 ≤ HEALTH_P99_MS and the worst < HEALTH_WORST_MS.
 * On a quiet machine the bare server answers in a few ms and this is the site's own time; on a
 * loaded one, the time any process waits for a core is taken out and the site's own delay is left.
 */
function judgeChecks({ site, baseline }: HealthChecks) {
  const times = summarise(site.map(({ ms }) => ms));
  const bare = summarise(baseline.map(({ ms }) => ms));
  const above = summarise(site.map(({ ms }, index) => ms - (baseline[index]?.ms ?? 0)));
  const pass = above.p99 <= HEALTH_P99_MS && above.worst < HEALTH_WORST_MS;
  const slowAt = site.flatMap(({ ms, atMs }, index) =>
    ms > HEALTH_P99_MS ? [`${Math.round(ms)} ms, the bare server ${Math.round(baseline[index]?.ms ?? NaN)} ms, at ${(atMs / 1000).toFixed(1)} s`] : [],
  );
  const line =
    `${site.length} health and readiness checks from a thread of their own, ${PROBE_TIMEOUT_MS} ms timeout: p50 ${times.p50} ms, p99 ${times.p99} ms, worst ${times.worst} ms, ` +
    `${times.over} (${times.overShare} %) over ${HEALTH_P99_MS} ms${slowAt.length > 0 ? ` (${slowAt.join(', ')})` : ''}; ` +
    `a bare server asked at the same moments: p50 ${bare.p50} ms, p99 ${bare.p99} ms, worst ${bare.worst} ms (p99 ratio ${(times.p99 / Math.max(1, bare.p99)).toFixed(1)}); ` +
    `each check above the bare server's: p99 ${above.p99} ms (target ≤ ${HEALTH_P99_MS}), worst ${above.worst} ms (target < ${HEALTH_WORST_MS}) ${pass ? 'PASS' : 'FAIL'}`;
  return { pass, line, above };
}

/** The load average's three figures, for the notes: a loaded machine slows every process. */
const loadAverage = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

/**
 * The balancer's thread (health-checker-thread.ts), ready to ask for the burst's length, with a
 * bare server beside (bare-health-server.ts): `start` begins the checks and resolves with them;
 * `stop` ends the bare server.
 */
async function balancerThread(base: string, seconds = BURST_SECONDS): Promise<{ start(): Promise<HealthChecks>; stop(): Promise<void> }> {
  const bare: ChildServer = await startChildServer(new URL('./bare-health-server.ts', import.meta.url).pathname);
  const input: HealthCheckerInput = { base, forMs: seconds * 1000, intervalMs: 100, timeoutMs: PROBE_TIMEOUT_MS, baseline: bare.origin };
  const thread = new Worker(new URL('./health-checker-thread.ts', import.meta.url), { workerData: input });
  const failed = new Promise<never>((_, reject) => thread.once('error', reject));
  const next = <T>() => Promise.race([new Promise<T>((resolve) => thread.once('message', resolve)), failed]);
  await next<'ready'>();
  return {
    start() {
      const checks = next<HealthChecks>();
      thread.postMessage('go');
      return checks;
    },
    stop: () => bare.stop(),
  };
}

const healthUnderLoad: ProbeArea = {
  area: 'health under load',
  async run(kit) {
    const server = await kit.startServer({ env: PRODUCTION_SHEDDING });
    const startLoad = loadAverage();
    const balancer = await balancerThread(server.base);
    const checking = balancer.start();
    const deadline = performance.now() + BURST_SECONDS * 1000;
    const statuses = new Map<number, number>();
    const burst = Array.from({ length: BURST_CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const reply = await kit.call('POST', '/api/de-jargonizer/analyses', { json: { text: BURST_TEXT } });
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        kit.count('an analysis in the burst', reply.status, 'answered', reply.text);
      }
    });
    const burstStarted = deadline - BURST_SECONDS * 1000;
    // The same checks from the probe's own event loop, printed beside as the old measure.
    const fromLoop: number[] = [];
    const checkingFromLoop = (async () => {
      for (let index = 0; performance.now() < deadline; index++) {
        const started = performance.now();
        await fetch(`${server.base}${index % 2 === 0 ? '/api/health' : '/api/health/ready'}`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
          (response) => response.text(),
          () => '',
        );
        fromLoop.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const [checks] = await Promise.all([checking, checkingFromLoop, ...burst]);
    await balancer.stop();
    for (const check of checks.site) kit.count(`${check.url} during the burst`, check.status, '2xx', check.text);
    const seconds = (performance.now() - burstStarted) / 1000;
    const analyses = [...statuses.values()].reduce((sum, times) => sum + times, 0);
    const analysed = [...statuses].filter(([status]) => status < 300).reduce((sum, [, times]) => sum + times, 0);
    const judged = judgeChecks(checks);
    const loopTimes = summarise(fromLoop);
    const perSecond = analysed / seconds;
    kit.note(
      `${BURST_CLIENTS} clients sending analyses of ${BURST_TEXT.length.toLocaleString('en')} characters for ${BURST_SECONDS} s: ${analyses} answered (${[...statuses].map(([status, times]) => `${status} ×${times}`).join(', ')}), ` +
        `${perSecond.toFixed(1)} analysed a second (target ≥ ${MIN_ANALYSES_PER_SECOND}); ${judged.line}; the same checks from the probe's event loop: p50 ${loopTimes.p50} ms, p99 ${loopTimes.p99} ms, worst ${loopTimes.worst} ms; load average ${startLoad} at the start, ${loadAverage()} at the end`,
    );
    if (!judged.pass) kit.wrong(`health and readiness during the burst: p99 ${judged.above.p99} ms, worst ${judged.above.worst} ms above a bare server's`);
    if (perSecond < MIN_ANALYSES_PER_SECOND) kit.wrong(`analyses during the burst: ${perSecond.toFixed(1)} a second`);
    await server.stop();
    await costlyTextsBurst(kit);
  },
};

/** Texts whose analysis costs most (every kind but English), short ones measured on the event loop and long ones. */
const COSTLY_TEXTS = TEXT_KINDS.filter((kind) => kind !== 'English').flatMap((kind) => [2_000, 10_000].map((chars) => ({ kind, text: textOfKind(kind, chars) })));
const GUESTS = 2;
/** Between the two guests: 480 a minute, within the default RATE_LIMIT_PER_MINUTE (600) of the one address they share. */
const COSTLY_PER_SECOND = 8;

/** Two guests pasting the costliest kinds of text at a writer's pace, the balancer's checks beside them. */
async function costlyTextsBurst(kit: ProbeKit): Promise<void> {
  // The guests come with the minute's budget whole: on PostgreSQL the request limit's counts are in
  // the database, and the burst before counted its analyses against the same address.
  if (kit.databaseKind === 'PostgreSQL') await kit.withDatabase((db) => db.delete(limitCounters).where(like(limitCounters.key, 'api:%')));
  const startLoad = loadAverage();
  const server = await kit.startServer({ env: { ...PRODUCTION_SHEDDING, RATE_LIMIT_PER_MINUTE: '600' } });
  // One text of each kind first, as on a server that has run a while: the parts of the
  // dictionaries read on first use (WordNet, the plain-word table) are in memory. A fresh
  // server on a busy machine may shed these (503 BUSY): a warm-up, not the burst judged.
  for (const { kind, text } of COSTLY_TEXTS.filter((_, index) => index % 2 === 0)) {
    const reply = await kit.call('POST', '/api/de-jargonizer/analyses', { json: { text } });
    kit.count(`an analysis of ${kind} before the costly texts`, reply.status, 'answered', reply.text);
  }
  const balancer = await balancerThread(server.base);
  const checking = balancer.start();
  const started = performance.now();
  const deadline = started + BURST_SECONDS * 1000;
  const spacingMs = (1000 * GUESTS) / COSTLY_PER_SECOND;
  const statuses = new Map<number, number>();
  let sent = 0;
  const guests = Array.from({ length: GUESTS }, async (_, guest) => {
    for (let turn = 0; ; turn++) {
      // Each guest's turns are spaced evenly, the two guests half a turn apart, whatever each reply took.
      const due = started + (turn + guest / GUESTS) * spacingMs;
      if (due >= deadline) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const { kind, text } = COSTLY_TEXTS[sent++ % COSTLY_TEXTS.length]!;
      const reply = await kit.call('POST', '/api/de-jargonizer/analyses', { json: { text } });
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      kit.count(`an analysis of ${kind} (${text.length.toLocaleString('en')} characters) from a guest`, reply.status, '2xx', reply.text);
    }
  });
  const [checks] = await Promise.all([checking, ...guests]);
  await balancer.stop();
  for (const check of checks.site) kit.count(`${check.url} during the costly texts`, check.status, '2xx', check.text);
  const judged = judgeChecks(checks);
  kit.note(
    `${GUESTS} guests sending ${COSTLY_PER_SECOND} texts a second between them for ${BURST_SECONDS} s (${COSTLY_TEXTS.length / 2} kinds at 2,000 and 10,000 characters in turn; RATE_LIMIT_PER_MINUTE 600): ` +
      `${[...statuses].map(([status, count]) => `${status} ×${count}`).join(', ')}; ${judged.line}; load average ${startLoad} at the start, ${loadAverage()} at the end`,
  );
  if (!judged.pass) kit.wrong(`health and readiness during the costly texts: p99 ${judged.above.p99} ms, worst ${judged.above.worst} ms above a bare server's`);
  await server.stop();
}

// ---------------------------------------------------------------------------------------------
// SIGTERM under load

const HEAVY = 150;
const SMALL = 100;

const shutdownUnderLoad: ProbeArea = {
  area: 'SIGTERM under load',
  async run(kit) {
    const processes = kit.databaseKind === 'PostgreSQL' ? 2 : 1;
    const server = await kit.startServer({ processes, ownGroup: true, env: PRODUCTION_SHEDDING });
    const port = portOf(server.base);
    while ((server.output().match(/SciComm Studio on/g) ?? []).length < processes) await new Promise((resolve) => setTimeout(resolve, 50));
    const send = (head: string, body = '') => {
      const connection = new RawConnection(port);
      const sent = connection.ready().then(() => connection.write(head + body));
      return { connection, sent, outcome: sent.then(() => connection.next()) };
    };
    const body = JSON.stringify({ text: `${THREAD_TEXT} ${randomBytes(4).toString('hex')}` });
    const heavy = Array.from({ length: HEAVY }, () =>
      send(requestHead('POST', '/api/de-jargonizer/analyses', { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: server.base }), body),
    );
    const small = Array.from({ length: SMALL }, () => send(requestHead('GET', '/api/de-jargonizer/periods')));
    await Promise.all([...heavy, ...small].map(({ sent }) => sent));
    process.kill(-server.pid, 'SIGTERM');
    const outcomes = new Map<string, number>();
    for (const [what, requests] of [['an analysis sent before SIGTERM', heavy], ['a small request sent before SIGTERM', small]] as const) {
      for (const { connection, outcome } of requests) {
        const result: RawReply | RawClosed | typeof HANG = await within(outcome, 20_000);
        const label = result === HANG ? 'hang' : isReply(result) ? String(result.status) : `ended ${result.error ?? 'closed'}`;
        outcomes.set(label, (outcomes.get(label) ?? 0) + 1);
        if (result === HANG) kit.count(what, 0, 'answered', 'no answer in 20 s');
        else if (isReply(result)) kit.count(what, result.status, 'answered', result.body);
        else kit.count(what, 0, 'answered', describeEnd(result));
        connection.close();
      }
    }
    const code = await within(server.exited, 20_000);
    if (code !== 0) kit.wrong(`the server exited with ${code === HANG ? 'nothing in 20 s' : code}`);
    await server.stop();
    kit.note(`${processes} process${processes > 1 ? 'es (WEB_CONCURRENCY=2)' : ' (PGlite)'}, ${HEAVY} analyses and ${SMALL} small requests sent whole, then SIGTERM to the group: ${[...outcomes].map(([what, times]) => `${what} ×${times}`).join(', ')}; exit ${code === HANG ? 'none' : code}`);
  },
};

export const connectionAttacks: readonly ProbeArea[] = [refusedBodies, deepJson, healthUnderLoad, shutdownUnderLoad];
