// `npm run worker`: a process that only measures corpus jobs (docs/research.md "Corpora"), with no
// HTTP port. Start as many as you like, on any machine, against the site's PostgreSQL
// (DATABASE_URL): they share the queue with the web processes. SIGTERM or SIGINT: the chunks
// being measured are written, then it exits 0.
import pino from 'pino';
import { ConfigError, loadConfig, loadEnvFile } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createCorpusJobs } from './corpora/index.ts';
import { GradingPool, loadPeriodDictionaries } from './text-analysis/index.ts';

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL, base: { pid: process.pid, role: 'corpus-worker' } });
  if (!config.DATABASE_URL) throw new ConfigError(['DATABASE_URL: npm run worker needs PostgreSQL; a PGlite site measures its corpora in its one server process.']);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  const dictionaries = await loadPeriodDictionaries(config, log);
  // No requests to answer here: the threads need not give way to the event loop, and they start
  // before the worker says it is ready, so that its first chunks do not wait for them.
  const pool = new GradingPool({ workers: config.UPLOAD_WORKERS, queueLimit: config.UPLOAD_QUEUE_LIMIT, dictionaryDir: config.DICTIONARY_DIR, niceIncrement: 0, keepThreads: true });
  await pool.warm();
  const jobs = await createCorpusJobs({ database, databaseUrl: config.DATABASE_URL, pool, dictionaries, onError: (err) => log.error({ err }, 'corpus queue error') });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'stopping: writing the chunks being measured');
    jobs
      .stop()
      .then(() => pool.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'error while stopping');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await jobs.start();
  log.info({ threads: pool.workers }, 'corpus worker ready');
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
