// Fresh PostgreSQL databases next to the one DATABASE_URL names, so runs never see each other's
// rows and nothing is left behind: one per bench run, and one per test worker in a test run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';

const PREFIX = 'scicomm_test_';

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const freshName = () => `${PREFIX}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

export async function createTestDatabase(url: string): Promise<string> {
  const name = freshName();
  await admin(url, (client) => client.query(`CREATE DATABASE ${name}`));
  return withDatabaseName(url, name);
}

export async function dropTestDatabase(adminUrl: string, testUrl: string): Promise<void> {
  const name = new URL(testUrl).pathname.slice(1);
  if (!name.startsWith(PREFIX)) throw new Error(`Refusing to drop ${name}: not a test database`);
  await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * One migrated database per test worker, so that files running at the same time never share
 * rows: a template is migrated once and copied (a copy takes a fraction of a second, the
 * migrations several), then dropped. Worker n (VITEST_POOL_ID) uses the n-th address.
 */
export async function createWorkerDatabases(adminUrl: string, workers: number): Promise<string[]> {
  const template = await createTestDatabase(adminUrl);
  try {
    const database = await openDatabase({ databaseUrl: template, pgliteDir: 'memory://' });
    // CREATE DATABASE … TEMPLATE refuses a template anyone is still connected to.
    await database.close();
    const templateName = new URL(template).pathname.slice(1);
    const names = Array.from({ length: workers }, (_, i) => `${templateName}_w${i + 1}`);
    await admin(adminUrl, async (client) => {
      for (const name of names) await client.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
    });
    return names.map((name) => withDatabaseName(adminUrl, name));
  } finally {
    await dropTestDatabase(adminUrl, template);
  }
}
