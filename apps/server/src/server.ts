// Starts the server: configuration, database (migrated), the app, then listen. Stops gracefully
// on SIGTERM/SIGINT: readiness turns 503, in-flight requests finish, batched records are
// written, the database is closed, exit 0 (a second signal exits at once). With
// WEB_CONCURRENCY=N (PostgreSQL only) this process is the primary of N worker processes that
// share the port (node:cluster); it tells them to drain and exits when they have. The primary
// never imports the app, the database drivers or the dictionaries (only the workers do, below):
// it forks, watches and passes signals, and keeps only what that needs.
//
// A worker ignores SIGTERM and SIGINT: Ctrl+C and a service manager (systemd's KillMode=
// control-group or mixed, `docker stop` on a process group) signal every process of the
// group at once, and a worker that took the group's signal and then the primary's would count
// the second as "exit at once" and drop the requests in flight. A worker drains when the
// primary says so over the cluster's channel, or when that channel closes (the primary died).
import cluster, { type Worker } from 'node:cluster';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { flushCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, loadEnvFile, type Config } from './config.ts';
import { DatabaseLockedError } from './db/pglite-lock.ts';
import { authSecretNotice, withKeptAuthSecret, type AuthSecretSource } from './kept-auth-secret.ts';
import { logAtStart } from './logging/start-notice.ts';
import { releaseStartUpGarbage } from './start-up-garbage.ts';

/** The message with which the primary tells a worker to drain and exit. */
const DRAIN_MESSAGE = 'scicomm:drain';

/**
 * While draining, a worker stops accepting connections once none has come for this long (and a
 * few turns of its event loop): the cluster primary's queue and the kernel's backlog are empty
 * then, and closing the listener resets nothing that was sent before the signal.
 */
const ACCEPT_QUIET_MS = 100;

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

async function main() {
  loadEnvFile();
  const config = withKeptAuthSecret(loadConfig(undefined, version));
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    runPrimary(config);
    return;
  }
  await runWorker(config);
}

/** One JSON log line in the shape of the workers' (pino) lines, for the primary process. */
function primaryLog(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  console.log(JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg }));
}

/**
 * METRICS_PORT: a server for GET /metrics alone, on its own port (keep it off the public
 * network). Returns the function that closes it.
 */
async function serveMetrics(config: Config, metrics: () => Promise<string>, contentType: string): Promise<() => void> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Only GET /metrics here.' } }));
      return;
    }
    metrics().then(
      (text) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'INTERNAL', message: 'Metrics are unavailable.' } })),
    );
  });
  server.listen(config.METRICS_PORT, config.HOST);
  await new Promise((resolve, reject) => server.once('listening', resolve).once('error', reject));
  server.unref();
  return () => {
    server.close();
    server.closeAllConnections();
  };
}

function runPrimary(config: Config & { authSecretSource: AuthSecretSource }) {
  // Every worker must sign and check sessions with the same secret: without AUTH_SECRET (only
  // allowed outside production) the primary hands them its kept or per-start one.
  const env = { AUTH_SECRET: config.authSecret };
  const notice = authSecretNotice(config.authSecretSource);
  if (notice) primaryLog('info', notice);
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  let closing = false;
  let failed = false;
  const listening = new Set<Worker>();

  const fork = () => {
    const worker = cluster.fork(env);
    worker.on('listening', () => listening.add(worker));
    worker.on('exit', (code, signal) => {
      const wasListening = listening.delete(worker);
      if (closing) {
        if (code !== 0) failed = true;
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          primaryLog('info', 'all workers stopped');
          process.exit(failed ? 1 : 0);
        }
        return;
      }
      if (!wasListening) {
        // It never started (database unreachable …): starting it again would only loop.
        primaryLog('error', 'a worker failed to start: stopping', { worker: worker.process.pid, code, signal });
        failed = true;
        shutdown('worker-failed');
        return;
      }
      primaryLog('warn', 'a worker died: starting another', { worker: worker.process.pid, code, signal });
      fork();
    });
  };

  const shutdown = (signal: string) => {
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (closing) {
      primaryLog('warn', 'second signal: stopping the workers at once', { signal });
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    closing = true;
    primaryLog('info', 'shutting down', { signal, workers: workers.length });
    // The workers keep their own SHUTDOWN_TIMEOUT_MS; this is the backstop if one hangs.
    setTimeout(() => {
      primaryLog('error', 'workers did not stop in time');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 2_000).unref();
    if (workers.length === 0) process.exit(failed ? 1 : 0);
    for (const worker of workers) if (worker.isConnected()) worker.send(DRAIN_MESSAGE);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  primaryLog('info', `starting ${config.WEB_CONCURRENCY} worker processes`, { workers: config.WEB_CONCURRENCY });
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
  if (config.METRICS_PORT !== undefined) {
    // The workers' metrics, gathered over the cluster's IPC channel and summed.
    const metrics = import('prom-client').then(({ default: client }) => {
      const aggregator = new client.AggregatorRegistry();
      return serveMetrics(config, () => aggregator.clusterMetrics(), aggregator.contentType);
    });
    void metrics.then(
      () => primaryLog('info', 'metrics of all workers', { metricsPort: config.METRICS_PORT }),
      (err: unknown) => {
        primaryLog('error', 'metrics port could not be opened', { err: String(err) });
        shutdown('metrics-port');
      },
    );
  }
}

async function runWorker(config: Config & { authSecretSource: AuthSecretSource }) {
  const [{ openDatabase }, { buildApp }] = await Promise.all([import('./db/client.ts'), import('./app.ts')]);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  const app = await buildApp({ config, database });
  // A cluster worker answers the primary's requests for its metrics (METRICS_PORT).
  if (cluster.isWorker && app.metrics) {
    const { default: client } = await import('prom-client');
    // Constructing one is what makes prom-client answer the primary over IPC.
    new client.AggregatorRegistry();
    client.AggregatorRegistry.setRegistries([app.metrics]);
  }
  let closeMetrics = () => {};

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      // A second signal: the operator does not want to wait.
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'graceful shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Readiness turns 503 and late requests get 503 (plugins/app/draining.ts); connections are accepted
    // (and answered 503) until none come, then read before any is closed; close(): batched
    // records are written (preClose), in-flight requests finish, then the database closes.
    app.lifecycle.drain();
    closeMetrics();
    app.lifecycle
      .stopAccepting({ quietMs: ACCEPT_QUIET_MS, withinMs: config.SHUTDOWN_TIMEOUT_MS / 2 })
      .then(() => app.close())
      .then(
        () => {
          app.log.info('shut down cleanly');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  if (cluster.isPrimary) {
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
  } else {
    // The group's signals are the primary's to handle (see the top of this file).
    process.on('SIGTERM', () => {});
    process.on('SIGINT', () => {});
    process.on('message', (message) => {
      if (message === DRAIN_MESSAGE) shutdown('primary');
    });
    process.on('disconnect', () => {
      if (!closing) shutdown('primary-gone');
    });
  }

  // With NODE_COMPILE_CACHE, the modules loaded so far are written now, not only at exit: a
  // process killed later still leaves the next start its cache (docs/deployment.md "Memory").
  flushCompileCache();
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  releaseStartUpGarbage();
  const port = new URL(address).port;
  // The address, at any level: the operator (and the notice below) need to know where it listens.
  logAtStart(app.log, `SciComm Studio on http://localhost:${port}`, { database: database.kind, version, port });
  // Said once at start, in words, at any level: otherwise a restart that ends every session
  // looks like a fault. (A cluster worker has the primary's secret as AUTH_SECRET: no line.)
  const notice = authSecretNotice(config.authSecretSource);
  if (notice) logAtStart(app.log, notice);
  if (cluster.isPrimary && app.metrics && config.METRICS_PORT !== undefined) {
    const registry = app.metrics;
    closeMetrics = await serveMetrics(config, () => registry.metrics(), registry.contentType);
    app.log.info({ metricsPort: config.METRICS_PORT }, 'metrics served on their own port');
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
