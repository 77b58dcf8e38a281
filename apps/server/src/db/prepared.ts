// Statements a hot path runs on every request, built once per database handle (the query
// builder's checks and casts done once) and prepared once per connection by the driver
// (PostgreSQL parses and plans them once). The statement's name must stand for one text on a
// connection: the caller derives it from what the statement is, never from an order of use.
import type { Database } from './client.ts';

const statements = new WeakMap<Database, Map<string, unknown>>();

/** The statement `key` of this database, built by `build` the first time it is asked for. */
export function preparedOnce<Statement>(db: Database, key: string, build: () => Statement): Statement {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  let statement = byKey.get(key) as Statement | undefined;
  if (statement === undefined) {
    statement = build();
    byKey.set(key, statement);
  }
  return statement;
}
