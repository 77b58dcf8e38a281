// The load the request-rate benches put on a server: a fixed number of requests in flight on
// kept-alive connections (undici) for a fixed time, each reply checked. Bounded in time and count.
import type { Pool } from 'undici';

export interface Load {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  check: (status: number, body: string) => boolean;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  maxRequests?: number;
}

/** Requests answered (and passing `check`) per second, and how many, with `connections` in flight. */
export async function throughput(pool: Pool, load: Load, options: LoadOptions): Promise<{ perSecond: number; requests: number }> {
  const deadline = performance.now() + options.seconds * 1000;
  const maxRequests = options.maxRequests ?? 200_000;
  let done = 0;
  let failed = 0;
  const worker = async () => {
    while (performance.now() < deadline && done < maxRequests) {
      const response = await pool.request({ method: load.method, path: load.path, headers: load.headers, body: load.body });
      const text = await response.body.text();
      if (load.check(response.statusCode, text)) done++;
      else if (++failed > 5) throw new Error(`${load.path} answered ${response.statusCode}: ${text.slice(0, 200)}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  return { perSecond: done / ((performance.now() - started) / 1000), requests: done };
}

/** The median of some numbers (0 for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Sends exactly `requests` requests with `connections` in flight (each reply checked) and says how
 * long it took: the CPU benches count a server's CPU time over a fixed amount of work.
 */
export async function fixedRequests(pool: Pool, load: Load, options: { connections: number; requests: number }): Promise<{ perSecond: number; requests: number }> {
  let sent = 0;
  const worker = async () => {
    while (sent < options.requests) {
      sent++;
      const response = await pool.request({ method: load.method, path: load.path, headers: load.headers, body: load.body });
      const text = await response.body.text();
      if (!load.check(response.statusCode, text)) throw new Error(`${load.path} answered ${response.statusCode}: ${text.slice(0, 200)}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  return { perSecond: sent / ((performance.now() - started) / 1000), requests: sent };
}
