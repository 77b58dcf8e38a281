// The integrity probe's load balancer (integrity-probe-connections.ts "health under load"): asks
// /api/health and /api/health/ready in turn, every INTERVAL_MS, from a thread of its own. A
// balancer is another process; checked from the probe's event loop, the times also held the
// loop's own work on the burst's replies (reading 32 analyses at once), which the server never
// saw. With `baseline`, a bare server (bare-health-server.ts) is asked at the same moment as
// each of the site's checks: what the machine alone costs a check, in the same run.
import { parentPort, workerData } from 'node:worker_threads';

export interface HealthCheckerInput {
  readonly base: string;
  /** Stop asking after this many ms. */
  readonly forMs: number;
  readonly intervalMs: number;
  readonly timeoutMs: number;
  /** A bare server's origin, asked beside every check of the site. */
  readonly baseline?: string;
}

export interface HealthChecks {
  site: HealthCheck[];
  /** The bare server's answers, asked at the same moments (empty without a baseline). */
  baseline: HealthCheck[];
}

export interface HealthCheck {
  readonly url: string;
  /** 0 when there was no answer (the text says why). */
  readonly status: number;
  readonly text: string;
  readonly ms: number;
  /** When it was asked, in ms after the thread started asking. */
  readonly atMs: number;
}

const { base, forMs, intervalMs, timeoutMs, baseline } = workerData as HealthCheckerInput;

async function ask(origin: string, url: string, started: number): Promise<HealthCheck> {
  const asked = performance.now();
  const outcome = await fetch(`${origin}${url}`, { signal: AbortSignal.timeout(timeoutMs) }).then(
    async (response) => ({ status: response.status, text: await response.text() }),
    (error: unknown) => ({
      status: 0,
      text: error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(error),
    }),
  );
  return { url, ...outcome, ms: performance.now() - asked, atMs: asked - started };
}

// A balancer's HTTP client is warm: the thread's first fetch loads the client's code (over 100 ms).
await fetch(`${base}/api/health`).then((response) => response.text());
if (baseline) await fetch(`${baseline}/api/health`).then((response) => response.text());
// Ready, then asked to start: the burst begins once the checks can see its first moments.
await new Promise((resolve) => {
  parentPort!.once('message', resolve);
  parentPort!.postMessage('ready');
});
const started = performance.now();
const checks: HealthChecks = { site: [], baseline: [] };
for (let index = 0; performance.now() - started < forMs; index++) {
  const url = index % 2 === 0 ? '/api/health' : '/api/health/ready';
  const [site, bare] = await Promise.all([ask(base, url, started), baseline ? ask(baseline, url, started) : null]);
  checks.site.push(site);
  if (bare) checks.baseline.push(bare);
  await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
parentPort!.postMessage(checks);
