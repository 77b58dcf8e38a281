// The schema and its migrations agree: `npm run db:generate` writes a migration and a snapshot of
// the schema it brings the database to (drizzle/meta), so the last snapshot must be the schema as
// it is now. A change to schema.ts without its migration fails here rather than on a database
// that lacks the column (README.md, `npm run db:generate`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

const drizzleDir = path.resolve(import.meta.dirname, '../../drizzle');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(drizzleDir, file), 'utf8'));

interface Journal {
  entries: { idx: number; tag: string }[];
}
type Snapshot = ReturnType<typeof generateDrizzleJson>;

/** The snapshot drizzle-kit would write for these exports, as db:generate does (drizzle.config.ts). */
const snapshotOf = (exports: Record<string, unknown>): Snapshot => generateDrizzleJson(exports, undefined, undefined, 'snake_case');

/** As the snapshot file holds it: a property left undefined is not written. */
const asWritten = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** The tables, enums and other parts whose definition differs between two snapshots, by name. */
export function differences(migrated: Snapshot, current: Snapshot): string[] {
  const sections = ['tables', 'enums', 'schemas', 'sequences', 'roles', 'policies', 'views'] as const;
  return sections.flatMap((section) => {
    const before: Record<string, unknown> = migrated[section] ?? {};
    const after: Record<string, unknown> = current[section] ?? {};
    const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return names.filter((name) => !isDeepStrictEqual(asWritten(before[name]), asWritten(after[name]))).map((name) => `${section}: ${name}`);
  });
}

describe('the schema against its migrations', () => {
  const journal = readJson('meta/_journal.json') as Journal;
  const last = journal.entries.at(-1)!;
  const migrated = readJson(`meta/${String(last.idx).padStart(4, '0')}_snapshot.json`) as Snapshot;

  it('has a migration file and a snapshot for every entry of the journal', () => {
    const files = readdirSync(drizzleDir);
    const snapshots = readdirSync(path.join(drizzleDir, 'meta'));
    expect(journal.entries.filter(({ tag }) => !files.includes(`${tag}.sql`))).toEqual([]);
    expect(journal.entries.filter(({ idx }) => !snapshots.includes(`${String(idx).padStart(4, '0')}_snapshot.json`))).toEqual([]);
  });

  it('is the schema the last migration brings the database to', () => {
    expect(differences(migrated, snapshotOf(schema))).toEqual([]);
  });

  it('names a table the schema gained without a migration', () => {
    const added = pgTable('unmigrated_table', { id: integer().primaryKey() });
    expect(differences(migrated, snapshotOf({ ...schema, added }))).toEqual(['tables: public.unmigrated_table']);
  });
});
