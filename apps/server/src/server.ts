// Starts the server: configuration, database (migrated), the app, then listen. Stops gracefully
// on SIGTERM/SIGINT: no new connections, in-flight requests finish, the database is closed.
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig, loadEnvFile } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

async function main() {
  loadEnvFile();
  const config = loadConfig(undefined, version);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  const app = await buildApp({ config, database });

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
    // close(): readiness turns 503 and late requests get 503 (lib/draining.ts), batched records
    // are written (preClose), in-flight requests finish, then the database closes (onClose).
    app.lifecycle.drain();
    app.close().then(
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
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const port = new URL(address).port;
  app.log.info({ database: database.kind, version, port }, `SciComm Studio on http://localhost:${port}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
