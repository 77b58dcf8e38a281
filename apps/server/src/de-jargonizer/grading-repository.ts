// The dejargonizer_user_interactions table: the record kept of each grading (an anonymous row
// of counts and score, or the text too for a signed-in user who saves texts; docs/de-jargonizer.md).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { dejargonizerUserInteractions } from '../db/schema.ts';

export type NewGradingRow = typeof dejargonizerUserInteractions.$inferInsert;

/** A row with no user and no text: a uuid, a period code and four numbers. */
export const isAnonymousRow = (row: NewGradingRow): boolean =>
  row.userId == null && row.text == null && row.resultText == null && Boolean(row.id);

/**
 * Inserts rows. Anonymous rows go in as arrays through unnest, one parameter per column however
 * many rows, which the embedded database writes about three times faster than a VALUES list; rows
 * with a user or text use Drizzle.
 */
export async function insertRows(db: Database, rows: readonly NewGradingRow[]): Promise<void> {
  const anonymous = rows.filter(isAnonymousRow);
  const others = rows.filter((row) => !anonymous.includes(row));
  if (others.length > 0) await db.insert(dejargonizerUserInteractions).values([...others]);
  if (anonymous.length === 0) return;
  await db.execute(insertAnonymous(anonymous));
}

/**
 * Inserts anonymous rows (isAnonymousRow) and runs another statement with them, as one statement:
 * both or neither, without a transaction around them. On the embedded database each statement
 * costs the server's thread a few tenths of a millisecond however little it does, so one statement
 * costs about half of a transaction of two (docs/performance.md "The server's CPU per request").
 */
export async function insertAnonymousRowsWith(db: Database, rows: readonly NewGradingRow[], alongside: SQLWrapper): Promise<void> {
  if (rows.length === 0 || !rows.every(isAnonymousRow)) throw new Error('insertAnonymousRowsWith takes anonymous rows only, at least one');
  // A data-modifying WITH runs to completion whether or not the main statement reads it.
  // Its SQL, not the builder: Drizzle puts a builder in parentheses, as a subquery.
  await db.execute(sql`with inserted as (${insertAnonymous(rows)}) ${alongside.getSQL()}`);
}

function insertAnonymous(rows: readonly NewGradingRow[]): SQL {
  // Array literals of values that need no quoting: uuids, period codes (letters, digits, "_"),
  // integers or NULL.
  const array = (values: readonly (string | number | null | undefined)[]) =>
    `{${values.map((value) => (value == null ? 'NULL' : String(value))).join(',')}}`;
  return sql`
    insert into dejargonizer_user_interactions (id, dictionary, total_words, rare_words, mid_range_words, jargon_score)
    select * from unnest(
      ${array(rows.map((row) => row.id))}::uuid[],
      ${array(rows.map((row) => row.dictionary))}::text[],
      ${array(rows.map((row) => row.totalWords))}::int[],
      ${array(rows.map((row) => row.rareWords))}::int[],
      ${array(rows.map((row) => row.midRangeWords))}::int[],
      ${array(rows.map((row) => row.jargonScore))}::int[]
    )`;
}
