// A server feature's helper (neither a route nor a service by its name) reaching into another
// feature's internals and into the database.
import { fieldOf } from '../text-analysis/upload.ts'; // expect: import-x/no-restricted-paths
import { requireUser } from '../auth/session.ts'; // expect: import-x/no-restricted-paths
import { sql } from 'drizzle-orm'; // expect: import-x/no-restricted-paths
import { user } from '../db/schema.ts'; // expect: import-x/no-restricted-paths
import { taskTables } from '../db/task-tables.ts'; // expect: import-x/no-restricted-paths
import { Pool } from 'pg'; // expect: import-x/no-restricted-paths
import { readMultipartForm } from '../text-analysis/index.ts';
import { type Database } from '../db/client.ts';

export type Used = Database;
export const used = [fieldOf, requireUser, sql, user, taskTables, Pool, readMultipartForm];
