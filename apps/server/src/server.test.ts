// The real entry point as a child process: it starts, serves, and shuts down gracefully.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { until } from './test/until.ts';

// Server processes start slowly on a loaded machine (PGlite, migrations): a generous limit,
// never a timing assertion.
const PROCESS_TEST_TIMEOUT = 120_000;

const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PGLITE_DIR: 'memory://', DATABASE_URL: '', LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":"(\d+)"/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', () => reject(new Error(`server exited early:\n${output}`)));
  });
  return { child, port, output: () => output };
}

describe('server process', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const server = startServer({});
    const port = await server.port;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/legal/privacy-policy.pdf`);
    // Signal once the server has taken the request in (Fastify logs it).
    await until(() => server.output().includes('"msg":"incoming request"'));
    server.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('completes a burst of 50 requests that SIGTERM interrupts, then exits 0', async () => {
    const server = startServer({});
    const port = await server.port;
    const burst = Array.from({ length: 50 }, () => fetch(`http://127.0.0.1:${port}/api/legal/privacy-policy.pdf`));
    // Signal once the server has taken in every request of the burst (Fastify logs each one).
    await until(() => (server.output().match(/"msg":"incoming request"/g) ?? []).length >= 50);
    server.child.kill('SIGTERM');
    const responses = await Promise.all(burst);
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    for (const response of responses) expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  });

  it('exits at once on a second SIGTERM, and after SHUTDOWN_TIMEOUT_MS when a request never ends', async () => {
    for (const ending of ['second signal', 'timeout'] as const) {
      const server = startServer(ending === 'timeout' ? { SHUTDOWN_TIMEOUT_MS: '500' } : {});
      const port = await server.port;
      // A request whose body never arrives: in flight for as long as the socket stays open.
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write('POST /api/analytics/page-view HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"pa');
      await until(() => server.output().includes('"msg":"incoming request"'));
      server.child.kill('SIGTERM');
      await until(() => server.output().includes('shutting down'));
      if (ending === 'second signal') server.child.kill('SIGTERM');
      const [code] = await once(server.child, 'exit');
      socket.destroy();
      expect(code).toBe(1);
      expect(server.output()).toContain(ending === 'second signal' ? 'second signal: exiting at once' : 'graceful shutdown timed out');
    }
  });

  it('refuses to start with bad configuration and lists every problem', async () => {
    const child = spawn(process.execPath, [serverFile], {
      env: { ...process.env, PORT: 'x', LOG_LEVEL: 'loud', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('LOG_LEVEL');
  });
});
