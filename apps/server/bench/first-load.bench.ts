// Benchmark of the first load (docs/performance.md; node apps/server/bench/first-load.bench.ts, or
// `npm run bench first-load`, which builds first). In one run, against the built site served by
// the real server (de-jargonizer-server.ts, a child process) and one real Chromium
// (/usr/bin/chromium through playwright-core, measured with the DevTools protocol):
//   1. a bundle report: each file the home page loads at once, raw / gzip / Brotli, and the
//      largest sources in its biggest chunks (from the source maps);
//   2. JS + CSS over the wire (encoded bytes, headers included) of a first visit, in a fresh
//      browser without consent cookies, of the home page (≤ 150 KB) and of every tool route a
//      visitor can land on first (≤ 170 KB each), the app's other pages for information, and a
//      repeat visit of home (≤ 60 KB);
//   3. largest contentful paint of a first visitor (no consent cookies: the consent dialog
//      opens) on a phone profile (390 × 844, 1.6 Mbps down, 750 kbps up, 150 ms RTT, CPU 4×
//      slower) on every route of the app and the six research editions, median of 3 fresh contexts (BENCH_LCP_RUNS)
//      (≤ 1.5 s), beside the same figure for a static page on the same connection (home's HTML
//      without its scripts, from a plain HTTP server, visited before each visit of a route): home,
//      the De-Jargonizer, the exercises' pages, the research editions and the course pages ≤ 1.5×
//      the static page; home's and /de-jargonizer's consented visitor is printed for information;
//   4. what a Grade of a 120-word text costs the server, in CPU time per request, beside the bare
//      route that reads the same form (≥ 50 %: at most twice), alternating rounds in the same run;
//   5. a reader check's page (/read/{token}, a 180-word check made through the API): JS + CSS of
//      a first visit (≤ 120 KB) and LCP on the phone profile (≤ 1.5 s), docs/reader-check.md.
// Each figure is printed with its target, PASS or FAIL and the machine's load average beside it,
// then one JSON line. A missed target exits 1 unless BENCH_REPORT_ONLY is set; `--report-only`
// prints the bundle report alone, `--bytes-only` the bundle report and the first visits' bytes alone
// (1. and 2.), `--lcp-only` measures LCP alone, `--routes=/a,/b` LCP of the
// routes starting with those alone, `--reader-only` the reader's page alone (5.), `--grade-only`
// Grade's cost alone (4.). Every loop is bounded.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { Pool } from 'undici';
import { multipartBody } from '../src/text-analysis/test-support.ts';
import { appRoutePatterns, COOKIE_CONSENT_COOKIE, TERMS_CONSENT_COOKIE, tools } from '@scicomm/shared';
import { EXERCISE_IDS, exerciseManifest } from '@scicomm/shared/exercises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BENCH_RESEARCH_UUID, startBenchServer, verdicts } from './bench-server.ts';
import { wheatWords } from './bench-texts.ts';
import { createCheck, writerToken } from './reader-check-fixture.ts';
import { emulatePhoneNetwork, PHONE_CONNECTION } from './phone-profile.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// BENCH_WEB_DIST: another build (a copy of an earlier apps/web/dist), served by the bench server too.
const DIST = process.env['BENCH_WEB_DIST'] ?? path.resolve(HERE, '../../web/dist');
const KB = 1024;
const TARGET_HOME_KB = 150;
const TARGET_TOOL_ROUTE_KB = 170;
const TARGET_REPEAT_KB = 60;
const TARGET_LCP_MS = 1500;
/** LCP of a first visitor ≤ this many times the static page's on the same connection (LCP_RATIO_ROUTES). */
const TARGET_LCP_RATIO = 1.5;
// Report only since 26 November: the bare form route does not grade, so the ratio measures what
// grading costs, not what the site adds to it; Grade is judged against bare Fastify doing
// Grade's work (overhead.bench.ts, ≤ 1.25×). Printed against this former target.
const TARGET_GRADE_RATIO = 0.5;
const TARGET_READER_PAGE_KB = 120;
/** The phone profile of docs/performance.md (the viewport is the editor bench's phone). */
const PHONE = {
  ...PHONE_CONNECTION,
  device: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};
/**
 * Every tool route a visitor can land on first: each tool's page and the pages under it (the
 * De-Jargonizer's), from the app's own route list; account, legal and share pages are not tools.
 */
const TOOL_ROUTES = appRoutePatterns.filter(
  (route) => !route.includes(':') && tools.some((tool) => route === tool.path || route.startsWith(`${tool.path}/`)),
);
/**
 * The app's other pages (account, legal, share, study, research), measured for information: the
 * issue sets no target for them. A `:param` gets a value no page has (the page's error view).
 */
const OTHER_ROUTES = appRoutePatterns
  .filter((route) => route !== '/' && !TOOL_ROUTES.includes(route))
  .map((route) => route.replaceAll(/:\w+/g, 'no-such-one'));
/** The six hidden research editions (the bench server's uuid): exercise routes, with their target. */
const RESEARCH_ROUTES = ['halflife', 'coherence', 'critical-thinking'].flatMap((name) =>
  ['full', 'slim'].map((edition) => `/${BENCH_RESEARCH_UUID}-${name}-${edition}`),
);
/**
 * The routes whose first paint is judged against the static page: home, the De-Jargonizer, every
 * exercise's page and research edition, and the course pages; the De-Jargonizer's other pages are
 * printed beside.
 */
const LCP_RATIO_ROUTES: readonly string[] = ['/', '/de-jargonizer', ...EXERCISE_IDS.map((id) => `/${exerciseManifest[id].slug}`), ...RESEARCH_ROUTES];
const lcpRatioTargeted = (route: string) => LCP_RATIO_ROUTES.includes(route) || route.startsWith('/courses');
/** A research path shortened for the figures (the uuid says nothing). */
const shown = (route: string) => route.replace(BENCH_RESEARCH_UUID, '{uuid}');
/** Visits a figure is the median of (BENCH_LCP_RUNS: more on a loaded machine). */
const LCP_RUNS = Number(process.env['BENCH_LCP_RUNS'] ?? 3);
const CONNECTIONS = 16;
const SECONDS = 2;
const ROUNDS = 5;
const WARM_UP_REQUESTS = 1600;
const MAX_REQUESTS = 100_000;

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const kb = (bytes: number) => `${fixed(bytes / KB)} KB`;
const { check, finish } = verdicts();
const load = () => `(load ${os.loadavg().map((value) => fixed(value, 2)).join(' ')} on ${os.cpus().length} CPUs)`;
/** The median of the numbers that are numbers (a run may have no LCP entry at all). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};


// ---------------------------------------------------------------- 1. bundle report

/** Decodes one base64 VLQ field list of a source map segment. */
function decodeSegment(segment: string): number[] {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = chars.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated bytes per original source of a chunk, grouped by package (node_modules) or folder. */
function sourcesOf(chunkFile: string): [string, number][] {
  const mapFile = `${chunkFile}.map`;
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const code = readFileSync(chunkFile, 'utf8').split('\n');
  const bytes = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineLength = code[lineIndex]?.length ?? 0;
    const segments = line === '' ? [] : line.split(',').map(decodeSegment);
    let column = 0;
    const starts: { column: number; source: number }[] = [];
    for (const fields of segments) {
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      starts.push({ column, source: fields.length >= 4 ? source : -1 });
    }
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? lineLength;
      if (start.source < 0) return;
      const name = groupName(map.sources[start.source] ?? '?');
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - start.column));
    });
  });
  // Code without a mapping: JSON modules (the locale files), the bundler's own glue.
  const mapped = [...bytes.values()].reduce((sum, value) => sum + value, 0);
  const total = code.reduce((sum, line) => sum + line.length + 1, 0);
  bytes.set('(unmapped: JSON modules, bundler glue)', Math.max(0, total - mapped));
  return [...bytes.entries()].sort((a, b) => b[1] - a[1]);
}

function groupName(source: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules) return modules[1]!;
  const ours = /(?:apps|packages)\/.*$/.exec(source.replace(/^(\.\.\/)+/, ''))?.[0] ?? source.replace(/^(\.\.\/)+/, '');
  return ours.split('/').slice(0, 3).join('/');
}

interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizeOf(file: string): ChunkSize {
  const full = path.join(DIST, file);
  const content = readFileSync(full);
  const brotli = existsSync(`${full}.br`) ? statSync(`${full}.br`).size : content.length;
  const gzip = existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(content).length;
  return { file, raw: content.length, gzip, brotli };
}

function bundleReport(): { initial: ChunkSize[]; all: ChunkSize[] } {
  const html = readFileSync(path.join(DIST, existsSync(path.join(DIST, 'home.html')) ? 'home.html' : 'index.html'), 'utf8');
  const initialFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const initial = initialFiles.map(sizeOf);
  const assets = path.join(DIST, 'assets');
  const all = (existsSync(assets) ? readdirSync(assets) : [])
    .filter((file) => /\.(?:js|css)$/.test(file))
    .map((file) => sizeOf(`assets/${file}`));
  console.log('Bundle report (files the home page asks for at once; raw / gzip / Brotli):');
  for (const chunk of initial) console.log(`  ${chunk.file.padEnd(44)} ${kb(chunk.raw).padStart(10)} ${kb(chunk.gzip).padStart(10)} ${kb(chunk.brotli).padStart(10)}`);
  const total = (pick: (chunk: ChunkSize) => number) => initial.reduce((sum, chunk) => sum + pick(chunk), 0);
  console.log(`  ${'total'.padEnd(44)} ${kb(total((c) => c.raw)).padStart(10)} ${kb(total((c) => c.gzip)).padStart(10)} ${kb(total((c) => c.brotli)).padStart(10)}`);
  console.log(`  (${all.length} JS/CSS files in all, ${kb(all.reduce((sum, chunk) => sum + chunk.brotli, 0))} Brotli; the rest load with their routes)`);
  for (const chunk of [...initial].filter((c) => c.file.endsWith('.js')).sort((a, b) => b.raw - a.raw).slice(0, 3)) {
    const sources = sourcesOf(path.join(DIST, chunk.file));
    console.log(`  largest sources in ${chunk.file} (minified bytes):`);
    for (const [name, bytes] of sources.slice(0, 10)) console.log(`    ${name.padEnd(50)} ${kb(bytes).padStart(10)}`);
  }
  return { initial, all };
}

// ---------------------------------------------------------------- 2. bytes over the wire

interface Transfer {
  scriptAndStyle: number;
  html: number;
  other: number;
  files: number;
  fromCache: number;
  /** Each JS or CSS file fetched, with its encoded bytes. */
  fetched: { url: string; bytes: number }[];
}

/**
 * A first visitor's terms dialog once the app runs: it is in the page's HTML already, its buttons
 * disabled until the app has started (after the route's code); Register is then enabled.
 */
const LIVE_TERMS_DIALOG = '[role="alertdialog"] button:not([disabled])';

/**
 * Loads a page and sums the encoded bytes that crossed the network, by resource type. The page
 * has arrived when `arrived` is on it: a first visitor's consent dialog on home and the tools,
 * the page's heading or error elsewhere.
 */
async function measureTransfer(context: BrowserContext, url: string, arrived = LIVE_TERMS_DIALOG): Promise<Transfer> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const cached = new Set<string>();
  const totals: Transfer = { scriptAndStyle: 0, html: 0, other: 0, files: 0, fromCache: 0, fetched: [] };
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    urls.set(event.requestId, event.response.url);
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) cached.add(event.requestId);
  });
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  // Requests still open, and when the network last did something (see settle below).
  const open = new Set<string>();
  let lastActivity = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    open.add(event.requestId);
    lastActivity = performance.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    open.delete(event.requestId);
    lastActivity = performance.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    open.delete(event.requestId);
    lastActivity = performance.now();
    const type = types.get(event.requestId) ?? 'Other';
    if (cached.has(event.requestId)) {
      if (type === 'Script' || type === 'Stylesheet') totals.fromCache++;
      return;
    }
    if (type === 'Script' || type === 'Stylesheet') {
      totals.scriptAndStyle += event.encodedDataLength;
      totals.files++;
      totals.fetched.push({ url: new URL(urls.get(event.requestId) ?? '', 'http://x').pathname, bytes: event.encodedDataLength });
    } else if (type === 'Document') totals.html += event.encodedDataLength;
    else totals.other += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the main chunk may run for longer than Playwright's idle half second before
  // the route asks for its code: the page has arrived once the first visitor's consent dialog is
  // live (after the route's code; the session is asked then), and the network then stays quiet for a second.
  await page.locator(arrived).first().waitFor({ timeout: 60_000 });
  const deadline = performance.now() + 30_000;
  while ((open.size > 0 || performance.now() - lastActivity < 1000) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await page.close();
  return totals;
}

// ---------------------------------------------------------------- 3. LCP on the phone profile

interface Paint {
  lcp: number;
  fcp: number;
  /** The element of the last LCP entry, as `tag.class "text…"`: what to make paint sooner. */
  element: string;
}

async function phoneLcp(browser: Browser, url: string, consented: boolean): Promise<Paint> {
  const context = await browser.newContext(PHONE.device);
  try {
    if (consented)
      await context.addCookies([TERMS_CONSENT_COOKIE, COOKIE_CONSENT_COOKIE].map((name) => ({ name, value: 'true', url })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulatePhoneNetwork(cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    // A page still busy after a minute is a finding, not a reason to lose the other figures: its
    // paints so far are measured and the run is marked.
    const idle = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof Error && error.name === 'TimeoutError') return false;
        throw error;
      },
    );
    const paint = await page.evaluate(
      () =>
        new Promise<Paint>((resolve) => {
          let lcp = NaN;
          let element = '(none)';
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
              lcp = entry.startTime;
              const node = entry.element;
              element = node
                ? `${node.tagName.toLowerCase()}${node.classList.length ? '.' + [...node.classList].join('.') : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`
                : '(removed)';
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          // Buffered entries arrive in the observer's first callback, before the next frame.
          requestAnimationFrame(() => setTimeout(() => resolve({ lcp, fcp, element }), 50));
        }),
    );
    return idle ? paint : { ...paint, element: `${paint.element} (network still busy after 60 s)` };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- 4. Grade's cost beside the bare form route

const text120 = wheatWords(120);
/** Clock ticks a second of /proc/{pid}/stat's CPU times (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time the server's process (all its threads: the grading pool's workers too) has used, in
 * ms, from /proc/{pid}/stat (utime + stime); null where there is no /proc.
 */
function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) / USER_HZ) * 1000;
  } catch {
    return null;
  }
}

interface Round {
  requestsPerSecond: number;
  /** The server's CPU time per request (µs), or NaN without /proc. */
  serverCpuUs: number;
}

async function measureRound(pool: Pool, serverPid: number, request: Parameters<Pool['request']>[0]): Promise<Round> {
  const deadline = performance.now() + SECONDS * 1000;
  let done = 0;
  let failed = 0;
  const worker = async () => {
    while (performance.now() < deadline && done < MAX_REQUESTS) {
      const response = await pool.request(request);
      await response.body.text();
      if (response.statusCode === 200) done++;
      else failed++;
    }
  };
  const cpuBefore = processCpuMs(serverPid);
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMs(serverPid);
  if (failed > 0) throw new Error(`${failed} requests to ${request.path} failed`);
  return {
    requestsPerSecond: done / seconds,
    serverCpuUs: cpuBefore === null || cpuAfter === null ? NaN : ((cpuAfter - cpuBefore) * 1000) / done,
  };
}

/**
 * What a Grade of a 120-word text costs the server beside the bare route that reads the same
 * multipart form under the same hooks (de-jargonizer-server.ts): the server process's CPU time per
 * request, Grade's and the bare route's in alternating rounds of the same run. The ratio (bare ÷
 * Grade, ≥ 50 %: a Grade costs at most twice the reading of its form) is judged on it and not on
 * requests per second: on the two cores shared with other sessions, each 2-second round got a
 * different share of a core (0.39–0.68 measured at load 10) and the load generator, in this
 * process, competes with the server for the same cores (66–153 µs of its own CPU a request), so
 * the ratio of two rounds' rates swung 22–59 % within one run. A process's CPU time per request
 * does not depend on how much of the machine it was given. Requests per second are printed for
 * information.
 */
async function gradeCost(origin: string, serverPid: number) {
  const pool = new Pool(origin, { connections: CONNECTIONS });
  const form = multipartBody([
    { name: 'timePriodDDL', value: 'English2021_2024' },
    { name: 'ContentTA', value: text120 },
  ]);
  const post = { method: 'POST' as const, headers: form.headers, body: form.payload };
  // The baseline answers with as many bytes as Grade's reply (the spec's lists, htmlResult and
  // words, ~11 kB, against a few bytes): the wire format is fixed, and what is judged is the work
  // Grade adds, not the sending of its reply (socket writes were 19 % of the server's CPU in a
  // profile of these rounds; with the baseline's reply as long, 157 → 174 µs a request).
  const gradeReply = await pool.request({ ...post, path: '/api/TextGrading/Grade' });
  const replyBytes = Buffer.byteLength(await gradeReply.body.text());
  const bareRoute = `/api/bench/bare-form?replyBytes=${replyBytes}`;
  // Warm both routes up (compiled code, the recorder's batches, the pool's workers) before measuring.
  for (const route of ['/api/TextGrading/Grade', bareRoute])
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let i = 0; i < WARM_UP_REQUESTS / CONNECTIONS; i++) await (await pool.request({ ...post, path: route })).body.text();
      }),
    );
  const rounds: { grade: Round; bare: Round }[] = [];
  // Grade and the bare route take turns, so a busy moment of the shared machine hits both alike.
  for (let round = 0; round < ROUNDS; round++) {
    const grade = await measureRound(pool, serverPid, { ...post, path: '/api/TextGrading/Grade' });
    const bare = await measureRound(pool, serverPid, { ...post, path: bareRoute });
    rounds.push({ grade, bare });
  }
  await pool.close();
  return {
    gradeCpuUs: median(rounds.map((round) => round.grade.serverCpuUs)),
    bareCpuUs: median(rounds.map((round) => round.bare.serverCpuUs)),
    cpuRatio: median(rounds.map((round) => round.bare.serverCpuUs / round.grade.serverCpuUs)),
    cpuRatios: rounds.map((round) => round.bare.serverCpuUs / round.grade.serverCpuUs),
    throughputRatios: rounds.map((round) => round.grade.requestsPerSecond / round.bare.requestsPerSecond),
    grade: rounds.reduce((sum, round) => sum + round.grade.requestsPerSecond, 0) / ROUNDS,
    bare: rounds.reduce((sum, round) => sum + round.bare.requestsPerSecond, 0) / ROUNDS,
    replyBytes,
  };
}

// ---------------------------------------------------------------- the run

/**
 * The stylesheets a prerendered page carries in its HTML (scripts/build.ts inlines them), as
 * Brotli bytes: they are CSS of the first visit, so they count with the JS and CSS files, not
 * with the HTML they travel in (a close estimate: compressed on their own, not in the page).
 */
async function inlineStyleBytes(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  return css === '' ? 0 : brotliCompressSync(css, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Bytes of a first visit of each route, each in a fresh browser without consent cookies. */
async function firstVisits(browser: Browser, origin: string, initialFiles: Set<string>) {
  const results: { route: string; target: number; transfer: Transfer }[] = [];
  const routes = [['/', TARGET_HOME_KB], ...[...TOOL_ROUTES, ...RESEARCH_ROUTES].map((r) => [r, TARGET_TOOL_ROUTE_KB] as const)] as const;
  for (const [route, target] of routes) {
    const context = await browser.newContext();
    const measured = await measureTransfer(context, `${origin}${route}`);
    await context.close();
    const inlineCss = await inlineStyleBytes(`${origin}${route}`);
    const transfer = { ...measured, scriptAndStyle: measured.scriptAndStyle + inlineCss, html: measured.html - inlineCss };
    results.push({ route: shown(route), target, transfer });
    const later = transfer.fetched.filter((file) => !initialFiles.has(file.url));
    const files = `${transfer.files} files${inlineCss > 0 ? ` and ${kb(inlineCss)} of styles in the HTML` : ''}`;
    console.log(
      `First visit of ${shown(route)}: ${kb(transfer.scriptAndStyle)} JS+CSS in ${files} (+ ${kb(transfer.html)} HTML) ` +
        `(target ≤ ${target} KB, ${fixed((transfer.scriptAndStyle / KB / target) * 100)} % of it) ${check(transfer.scriptAndStyle <= target * KB)}`,
    );
    if (later.length > 0) console.log(`  besides home's files: ${later.map((file) => `${file.url} (${kb(file.bytes)})`).join(', ')}`);
  }
  console.log(`  ${load()}`);
  return results;
}

/** Bytes of a first visit of each of the app's other pages, for information. */
async function otherFirstVisits(browser: Browser, origin: string) {
  const results: Record<string, number> = {};
  for (const route of OTHER_ROUTES) {
    const context = await browser.newContext();
    const transfer = await measureTransfer(context, `${origin}${route}`, 'main h1, main [role="alert"]');
    await context.close();
    results[route] = transfer.scriptAndStyle;
    console.log(`First visit of ${route}: ${kb(transfer.scriptAndStyle)} JS+CSS in ${transfer.files} files (for information: no target)`);
  }
  console.log(`  ${load()}`);
  return results;
}

/** Median LCP and FCP of some fresh visits, with the runs and the elements painted last. */
function medianPaint(runs: readonly Paint[]) {
  return {
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
    runs: runs.map((r) => fixed(r.lcp / 1000, 2)).join(', '),
    elements: [...new Set(runs.map((r) => r.element))].join(' | '),
  };
}

/**
 * LCP_RUNS fresh visits of `url`, each right after a visit of `staticUrl` when one is given (a
 * busy moment of the shared machine falls on both): the medians of each.
 */
async function lcpRuns(browser: Browser, url: string, consented: boolean, staticUrl: string | null = null) {
  const runs: Paint[] = [];
  const staticRuns: Paint[] = [];
  for (let run = 0; run < LCP_RUNS; run++) {
    if (staticUrl !== null) staticRuns.push(await phoneLcp(browser, staticUrl, false));
    runs.push(await phoneLcp(browser, url, consented));
  }
  return { ...medianPaint(runs), baseline: staticUrl === null ? null : medianPaint(staticRuns).lcp };
}

/** A second visit of home in the same context: what the cache leaves to fetch. */
async function repeatVisit(browser: Browser, home: string) {
  const visitor = await browser.newContext();
  await measureTransfer(visitor, home);
  const repeat = await measureTransfer(visitor, home);
  await visitor.close();
  console.log(
    `Repeat visit of home: ${kb(repeat.scriptAndStyle)} JS+CSS in ${repeat.files} files, ${repeat.fromCache} from the cache (+ ${kb(repeat.html)} HTML) ` +
      `(target ≤ ${TARGET_REPEAT_KB} KB) ${load()} ${check(repeat.scriptAndStyle <= TARGET_REPEAT_KB * KB)}`,
  );
  return repeat;
}

/**
 * `staticUrl`: the static page, visited before each visit of the route (null: none). A first visit
 * is judged ≤ TARGET_LCP_MS, and ≤ TARGET_LCP_RATIO × the static page's LCP when `ratioTargeted`.
 */
async function lcpOf(browser: Browser, name: string, url: string, consented: boolean, staticUrl: string | null, ratioTargeted = false) {
  const result = await lcpRuns(browser, url, consented, staticUrl);
  const { baseline } = result;
  const ratio = baseline === null ? NaN : result.lcp / baseline;
  const beside = baseline === null ? '' : `, static page ${fixed(baseline / 1000, 2)} s`;
  const figure =
    `LCP on the phone profile, ${name}, ${consented ? 'consented visitor' : 'first visitor'}: ${fixed(result.lcp / 1000, 2)} s${beside} ` +
    `(FCP ${fixed(result.fcp / 1000, 2)} s; median of ${LCP_RUNS}: ${result.runs} s; element ${result.elements}) ${load()}`;
  if (consented || baseline === null) console.log(`${figure} (for information)`);
  else {
    const againstStatic = ratioTargeted
      ? `ratio to the static page ${fixed(ratio, 2)} (target ≤ ${TARGET_LCP_RATIO}) ${check(ratio <= TARGET_LCP_RATIO)}`
      : `ratio to the static page ${fixed(ratio, 2)} (for information)`;
    console.log(`${figure} (target ≤ ${fixed(TARGET_LCP_MS / 1000)} s) ${check(result.lcp <= TARGET_LCP_MS)}; ${againstStatic}`);
  }
  return { ...result, ratio };
}

/**
 * The baseline: a static page on the same connection, home's prerendered HTML without its
 * scripts (its text and inline styles; nothing to run), Brotli-compressed, from a plain HTTP server.
 */
async function startStaticPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const html = readFileSync(path.join(DIST, existsSync(path.join(DIST, 'home.html')) ? 'home.html' : 'index.html'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const body = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('The web app is not built: run `npm run build` first.');
console.log(`Machine at start ${load()}`);
const report = bundleReport();
if (process.argv.includes('--report-only')) process.exit(0);
const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const home = `${server.origin}/`;
  // `--grade-only`: Grade's cost beside the bare form route alone (4.).
  const gradeOnly = process.argv.includes('--grade-only');
  const readerOnly = process.argv.includes('--reader-only') || gradeOnly;
  const lcpOnly = process.argv.includes('--lcp-only') || readerOnly;
  // `--bytes-only`: the first visits' bytes alone (2.), no LCP, reader's page or Grade.
  const bytesOnly = process.argv.includes('--bytes-only');
  const noLcp = readerOnly || bytesOnly;
  const visits = lcpOnly ? [] : await firstVisits(browser, server.origin, new Set(report.initial.map((chunk) => `/${chunk.file}`)));
  const others = lcpOnly ? {} : await otherFirstVisits(browser, server.origin);
  const repeat = lcpOnly ? null : await repeatVisit(browser, home);

  // Every route for a first visitor, each visit right after one of the static page (the
  // shared machine's load moves between routes); home and the analyser also for a consented visitor.
  const lcp: Record<string, number> = {};
  const staticLcp: Record<string, number> = {};
  const lcpRatios: Record<string, number> = {};
  const staticPage = await startStaticPage();
  try {
    // `--routes=/half-life,/{uuid}` measures the routes that start with one of these alone.
    const only = process.argv.find((arg) => arg.startsWith('--routes='))?.slice('--routes='.length).split(',');
    const lcpRoutes = ['/', ...TOOL_ROUTES, ...RESEARCH_ROUTES, ...OTHER_ROUTES].filter(
      (route) => !only || only.some((prefix) => (prefix === '/' ? route === '/' : shown(route).startsWith(prefix))),
    );
    for (const route of noLcp ? [] : lcpRoutes) {
      const measured = await lcpOf(browser, shown(route), `${server.origin}${route}`, false, staticPage.url, lcpRatioTargeted(route));
      staticLcp[shown(route)] = Math.round(measured.baseline ?? NaN);
      lcp[`${shown(route)}, first visit`] = Math.round(measured.lcp);
      if (lcpRatioTargeted(route)) lcpRatios[shown(route)] = Number(measured.ratio.toFixed(2));
    }
    for (const route of noLcp ? [] : ['/', '/de-jargonizer'])
      lcp[`${route}, consented`] = Math.round((await lcpOf(browser, route, `${server.origin}${route}`, true, null)).lcp);
  } finally {
    await staticPage.close();
  }
  const misses = Object.entries(lcp).filter(([name, value]) => name.endsWith('first visit') && !(value <= TARGET_LCP_MS));
  if (!noLcp) console.log(`LCP of a first visitor: ${Object.keys(staticLcp).length - misses.length} of ${Object.keys(staticLcp).length} routes ≤ ${fixed(TARGET_LCP_MS / 1000)} s${misses.length > 0 ? `; over: ${misses.map(([name, value]) => `${name.replace(/, first visit$/, '')} ${fixed(value / 1000, 2)} s`).join(', ')}` : ''} ${load()}`);
  const ratioMisses = Object.entries(lcpRatios).filter(([, ratio]) => !(ratio <= TARGET_LCP_RATIO));
  if (!noLcp && Object.keys(lcpRatios).length > 0)
    console.log(
      `LCP of a first visitor against the static page: ${Object.keys(lcpRatios).length - ratioMisses.length} of ${Object.keys(lcpRatios).length} routes ≤ ${TARGET_LCP_RATIO}×` +
        `${ratioMisses.length > 0 ? `; over: ${ratioMisses.map(([name, ratio]) => `${name} ${fixed(ratio, 2)}×`).join(', ')}` : ''} ${load()}`,
    );

  // The reader's page: a first visit of a real check's link, its weight and its LCP on a phone
  // (not with `--routes`, which measures those routes alone).
  const routesOnly = process.argv.some((arg) => arg.startsWith('--routes='));
  let readerBytes: number | null = null;
  if (!routesOnly && !gradeOnly && !bytesOnly) {
    const readerCheck = await createCheck(server.origin, await writerToken(server.origin), 20);
    const readerUrl = `${server.origin}/read/${readerCheck.token}`;
    const readerContext = await browser.newContext();
    const readerMeasured = await measureTransfer(readerContext, readerUrl, 'main h1');
    await readerContext.close();
    // Its styles travel in its HTML (scripts/build.ts inlines them): CSS of the first visit all the same.
    const readerInlineCss = await inlineStyleBytes(readerUrl);
    const readerTransfer = { ...readerMeasured, scriptAndStyle: readerMeasured.scriptAndStyle + readerInlineCss, html: readerMeasured.html - readerInlineCss };
    console.log(
      `First visit of a reader's page (/read/…): ${kb(readerTransfer.scriptAndStyle)} JS+CSS in ${readerTransfer.files} files` +
        `${readerInlineCss > 0 ? ` and ${kb(readerInlineCss)} of styles in the HTML` : ''} ` +
        `(+ ${kb(readerTransfer.html)} HTML) (target ≤ ${TARGET_READER_PAGE_KB} KB, ${fixed((readerTransfer.scriptAndStyle / KB / TARGET_READER_PAGE_KB) * 100)} % of it) ` +
        `${load()} ${check(readerTransfer.scriptAndStyle <= TARGET_READER_PAGE_KB * KB)}`,
    );
    console.log(`  files: ${readerTransfer.fetched.map((file) => `${file.url} (${kb(file.bytes)})`).join(', ')}`);
    const readerStatic = await startStaticPage();
    try {
      lcp["reader's page, first visit"] = Math.round((await lcpOf(browser, "a reader's page", readerUrl, false, readerStatic.url)).lcp);
    } finally {
      await readerStatic.close();
    }
    readerBytes = readerTransfer.scriptAndStyle;
  }

  const grade = (lcpOnly && !gradeOnly) || bytesOnly ? null : await gradeCost(server.origin, server.pid);
  if (grade)
    console.log(
      `Grade, 120-word text: ${fixed(grade.gradeCpuUs, 0)} µs of the server's CPU a request; bare route reading the same form and sending as many bytes (${kb(grade.replyBytes)}): ${fixed(grade.bareCpuUs, 0)} µs; ` +
        `ratio ${fixed(grade.cpuRatio * 100)} % (rounds: ${grade.cpuRatios.map((r) => fixed(r * 100)).join(', ')} %) ${load()} ` +
        `(report only; its former target ≥ ${fixed(TARGET_GRADE_RATIO * 100, 0)} % ${grade.cpuRatio >= TARGET_GRADE_RATIO ? 'met' : 'missed'}: Grade is judged against bare Fastify doing Grade's work, \`npm run bench -- overhead\`)\n` +
        `  requests/s, for information: Grade ${fixed(grade.grade, 0)}, bare route ${fixed(grade.bare, 0)} (rounds' ratios ${grade.throughputRatios.map((r) => fixed(r * 100)).join(', ')} %)`,
    );

  console.log(
    JSON.stringify({
      initialBrotliBytes: report.initial.reduce((sum, chunk) => sum + chunk.brotli, 0),
      firstVisitScriptStyleBytes: Object.fromEntries(visits.map((visit) => [visit.route, visit.transfer.scriptAndStyle])),
      otherPagesFirstVisitBytes: others,
      repeatVisitScriptStyleBytes: repeat?.scriptAndStyle ?? null,
      readerPageScriptStyleBytes: readerBytes,
      lcpMs: lcp,
      staticPageLcpMs: staticLcp,
      lcpRatioToStaticPage: lcpRatios,
      gradeCpuRatio: grade ? Number(grade.cpuRatio.toFixed(3)) : null,
      gradeThroughputRatios: grade ? grade.throughputRatios.map((r) => Number(r.toFixed(3))) : null,
      loadavg: os.loadavg().map((value) => Number(value.toFixed(2))),
      cpus: os.cpus().length,
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
finish();
