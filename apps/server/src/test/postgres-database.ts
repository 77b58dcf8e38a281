// A fresh PostgreSQL database per test run, next to the one DATABASE_URL names, so runs never
// see each other's rows and nothing is left behind.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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

export async function createTestDatabase(url: string): Promise<string> {
  const name = `scicomm_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin(url, (client) => client.query(`CREATE DATABASE ${name}`));
  return withDatabaseName(url, name);
}

export async function dropTestDatabase(adminUrl: string, testUrl: string): Promise<void> {
  const name = new URL(testUrl).pathname.slice(1);
  if (!name.startsWith('scicomm_test_')) throw new Error(`Refusing to drop ${name}: not a test database`);
  await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
