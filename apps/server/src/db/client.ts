// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in a
// data folder. Both speak the same SQL and share one Drizzle schema and one set of migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import * as schema from './schema.ts';
import { lockPgliteDir } from './pglite-lock.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Round trip to the server; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (metrics); absent on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const migrationsFolder = path.resolve(fileURLToPath(new URL('../../drizzle', import.meta.url)));

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; 'memory://' for an in-memory database. */
  pgliteDir: string;
}

/** PGlite's shared buffers (PostgreSQL's shared_buffers). */
const PGLITE_SHARED_BUFFERS = '16MB';

/** Any number, the same in every process: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 4_711_014;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so that several processes or
 * machines starting at once migrate one after the other (the later ones find nothing to do)
 * instead of racing to create the same tables.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

// Each database's driver is imported only when it is the one opened: PGlite's code alone is
// megabytes a PostgreSQL server never needs, and the other way round.
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const [{ default: pgDriver }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pgDriver.Pool({
      connectionString: options.databaseUrl,
      max: 10,
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    await migrateOnce(pool, () => migratePg(db, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const inMemory = options.pgliteDir.startsWith('memory://');
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(options.pgliteDir, { recursive: true });
    unlock = lockPgliteDir(options.pgliteDir);
  }
  try {
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    // PostgreSQL's default 128 MB of shared buffers would all sit in the process's memory: 16 MB
    // holds a small site's working set (docs/deployment.md "Memory").
    const client = await PGlite.create(options.pgliteDir, {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
