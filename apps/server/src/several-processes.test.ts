// Several processes: WEB_CONCURRENCY=N runs N workers on PostgreSQL; the embedded PGlite
// refuses N > 1, and a second process on the same PGlite folder refuses to start.
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileOf } from './db/pglite-lock.ts';
import { freePort } from './test/free-port.ts';
import { until } from './test/until.ts';
import { serverFile, startServerProcess, type ServerProcess } from './test/server-process.ts';
import { testDatabaseUrl } from './test/test-app.ts';
import { isReply, RawConnection, requestHead, type RawClosed, type RawReply } from './test/raw-http.ts';

// Server processes start slowly on a loaded machine (PGlite, migrations): a generous limit,
// never a timing assertion.
const PROCESS_TEST_TIMEOUT = 120_000;

const started: ServerProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'scicomm-pglite-'));
  folders.push(folder);
  return folder;
}

async function runToExit(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

// PGlite whatever the project: run once, in the PGlite project.
describe.skipIf(process.env.TEST_DB === 'postgres')('one process per PGlite folder', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('refuses WEB_CONCURRENCY above 1 without PostgreSQL, saying why', async () => {
    const { code, output } = await runToExit({ WEB_CONCURRENCY: '2', PGLITE_DIR: 'memory://' });
    expect(code).toBe(1);
    expect(output).toContain('WEB_CONCURRENCY: 2 processes need PostgreSQL (DATABASE_URL)');
  });

  it('a second process on the same folder exits non-zero with the message; the first keeps serving', async () => {
    const dir = path.join(tempFolder(), 'pglite');
    const first = startServerProcess({ PGLITE_DIR: dir });
    started.push(first);
    const port = await first.port;
    expect(existsSync(lockFileOf(dir))).toBe(true);

    const second = await runToExit({ PGLITE_DIR: dir });
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/another process uses .*pglite \(PID \d+/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // The lock goes with a clean shutdown; the folder can be opened again.
    expect(await first.stop()).toBe(0);
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = path.join(tempFolder(), 'pglite');
    // A PID no process has: beyond the kernel's largest (pid_max is at most 2^22).
    writeFileSync(lockFileOf(dir), '99999999\n');
    const server = startServerProcess({ PGLITE_DIR: dir });
    started.push(server);
    const port = await server.port;
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});

// This worker's database (test/global-setup.ts).
const databaseUrl = testDatabaseUrl();

describe.skipIf(!databaseUrl)('WEB_CONCURRENCY on PostgreSQL', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('runs two worker processes on one port and stops them all on SIGTERM with exit 0', async () => {
    const metricsPort = await freePort();
    const server = startServerProcess({ WEB_CONCURRENCY: '2', DATABASE_URL: databaseUrl, METRICS_PORT: String(metricsPort) });
    started.push(server);
    const port = await server.port;
    const workerLines = () => server.output().split('\n').filter((line) => line.includes('SciComm Studio on'));
    // Both workers report listening (each its own PID).
    await until(() => workerLines().length >= 2);
    const pids = new Set(workerLines().map((line) => (JSON.parse(line) as { pid: number }).pid));
    expect(pids.size).toBe(2);
    expect(pids.has(server.child.pid ?? -1)).toBe(false);
    const replies = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/health/ready`)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    // The primary's METRICS_PORT sums both workers' counts, whichever answered.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/scicomm_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/ready",status_code="200"\} 20\b/);
    expect(metrics).toContain('scicomm_db_pool_connections');
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('all workers stopped');
  });

  it('SIGTERM to the whole process group (Ctrl+C, a service manager) lets the requests in flight finish', async () => {
    const server = startServerProcess({ WEB_CONCURRENCY: '2', DATABASE_URL: databaseUrl }, { ownGroup: true });
    started.push(server);
    const port = await server.port;
    const linesWith = (text: string) => server.output().split('\n').filter((line) => line.includes(text));
    await until(() => linesWith('SciComm Studio on').length >= 2);
    // Requests whose headers a worker has read (it answered "100 Continue") but whose bodies
    // are still on their way when the whole group gets the signal.
    const body = JSON.stringify({ Messages: [] });
    const inFlight = Array.from({ length: 6 }, () => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/HalfLife',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      });
      const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        request.on('error', reject);
      });
      reply.catch(() => {});
      const accepted = once(request, 'continue');
      request.flushHeaders();
      return { request, reply, accepted };
    });
    await Promise.all(inFlight.map(({ accepted }) => accepted));
    process.kill(-(server.child.pid as number), 'SIGTERM');
    await until(() => linesWith('shutting down').length >= 3);
    for (const { request } of inFlight) request.end(body);
    const replies = await Promise.all(inFlight.map(({ reply }) => reply));
    expect(replies.map(({ status }) => status)).toEqual(Array(6).fill(200));
    // The group's one signal stops everything: no second one is sent.
    await until(() => server.child.exitCode !== null);
    expect(await server.stop(), server.output()).toBe(0);
    expect(server.output()).not.toContain('second signal');
    expect(server.output()).toContain('all workers stopped');
  });
  it('SIGTERM while saturated: every request sent before it gets its answer or a 503, never a reset; later ones a whole reply or none, never one cut off', async () => {
    const server = startServerProcess({ WEB_CONCURRENCY: '2', DATABASE_URL: databaseUrl }, { ownGroup: true });
    started.push(server);
    const port = await server.port;
    await until(() => (server.output().match(/SciComm Studio on/g) ?? []).length >= 2);
    const connections: RawConnection[] = [];
    /** Opens a connection, sends the request whole; `sent` once the system has every byte. */
    const send = (head: string, body = '') => {
      const connection = new RawConnection(port);
      connections.push(connection);
      const sent = connection.ready().then(() => connection.write(head + body));
      const outcome = sent.then(() => connection.next());
      return { sent, outcome };
    };
    // 150 analyses of a 20,700-character text at once (measured in the grading threads, which
    // they fill), then 300 small requests: the cluster primary hands the workers one connection
    // at a time, so at the signal most of these wait in its queue or are not yet read.
    const text = JSON.stringify({ text: 'Scientists used a new tool to repair a gene in the mice of the lab. '.repeat(300) });
    const heavy = Array.from({ length: 150 }, () =>
      send(requestHead('POST', '/api/de-jargonizer/analyses', { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }), text),
    );
    // Small requests sent whole, then the signal to the whole group.
    const small = Array.from({ length: 300 }, () => send(requestHead('GET', '/api/de-jargonizer/periods')));
    await Promise.all([...heavy, ...small].map(({ sent }) => sent));
    let answered = 0;
    for (const { outcome } of small) void outcome.then(() => answered++);
    process.kill(-(server.child.pid as number), 'SIGTERM');
    // The signal came while small requests still waited (else this test would prove nothing).
    const waitingAtSignal = small.length - answered;
    // Requests after the signal, one at a time while the workers drain; one more once all is
    // stopped.
    const later: Array<RawReply | RawClosed> = [];
    for (let i = 0; i < 5; i++) later.push(await send(requestHead('GET', '/api/de-jargonizer/periods')).outcome);
    await until(() => server.child.exitCode !== null);
    const afterExit = await send(requestHead('GET', '/api/de-jargonizer/periods')).outcome;
    const outcomeOf = (outcome: RawReply | RawClosed) => (isReply(outcome) ? String(outcome.status) : `ended ${outcome.error ?? 'cleanly'}${outcome.partial ? ' mid-reply' : ''}`);
    const before = await Promise.all([...heavy, ...small].map(({ outcome }) => outcome));
    const tally = (outcomes: Array<RawReply | RawClosed>) => outcomes.map(outcomeOf).reduce<Record<string, number>>((counts, what) => ({ ...counts, [what]: (counts[what] ?? 0) + 1 }), {});
    for (const connection of connections) connection.close();
    expect(waitingAtSignal).toBeGreaterThan(0);
    // Sent before the signal: answered, or 503 (draining, or shed under load); nothing else.
    expect(Object.keys(tally(before)).filter((what) => what !== '200' && what !== '503'), JSON.stringify(tally(before))).toEqual([]);
    // After it: a whole reply (503, or 200 before a worker heard of the signal), or no reply at
    // all (refused, or a connection that came as the last listener closed): never one cut off.
    // Once stopped, the refusal.
    expect(later.filter((outcome) => !isReply(outcome) && outcome.partial)).toEqual([]);
    expect(later.some(isReply)).toBe(true);
    expect(afterExit).toEqual({ closed: true, error: 'ECONNREFUSED' });
    expect(await server.stop(), server.output()).toBe(0);
  });
});
