// The integrity probe's load balancer (integrity-probe-connections.ts "health under load"): asks
// /api/health and /api/health/ready in turn, every INTERVAL_MS, from a thread of its own. A
// balancer is another process; checked from the probe's event loop, the times also held the
// loop's own work on the burst's replies (reading 32 analyses at once), which the server never
// saw.
import { parentPort, workerData } from 'node:worker_threads';

export interface HealthCheckerInput {
  readonly base: string;
  /** Stop asking after this many ms. */
  readonly forMs: number;
  readonly intervalMs: number;
  readonly timeoutMs: number;
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

const { base, forMs, intervalMs, timeoutMs } = workerData as HealthCheckerInput;
// A balancer's HTTP client is warm: the thread's first fetch loads the client's code (over 100 ms).
await fetch(`${base}/api/health`).then((response) => response.text());
// Ready, then asked to start: the burst begins once the checks can see its first moments.
await new Promise((resolve) => {
  parentPort!.once('message', resolve);
  parentPort!.postMessage('ready');
});
const started = performance.now();
const checks: HealthCheck[] = [];
for (let index = 0; performance.now() - started < forMs; index++) {
  const url = index % 2 === 0 ? '/api/health' : '/api/health/ready';
  const asked = performance.now();
  const outcome = await fetch(`${base}${url}`, { signal: AbortSignal.timeout(timeoutMs) }).then(
    async (response) => ({ status: response.status, text: await response.text() }),
    (error: unknown) => ({
      status: 0,
      text: error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(error),
    }),
  );
  checks.push({ url, ...outcome, ms: performance.now() - asked, atMs: asked - started });
  await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
parentPort!.postMessage(checks);
