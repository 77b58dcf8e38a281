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
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
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
