// The dejargonizer_user_interactions table: the record kept of each grading (an anonymous row
// of counts and score, or the text too for a signed-in user who saves texts; docs/de-jargonizer.md).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { dejargonizerUserInteractions } from '../db/schema.ts';

export type NewGradingRow = typeof dejargonizerUserInteractions.$inferInsert;

/**
 * Inserts rows. Anonymous rows (no user, no text: a uuid, a period code and four numbers) go in as
 * arrays through unnest, one parameter per column however many rows, which the embedded database
 * writes about three times faster than a VALUES list; rows with a user or text use Drizzle.
 */
export async function insertRows(db: Database, rows: readonly NewGradingRow[]): Promise<void> {
  const anonymous = rows.filter(
    (row) => row.userId == null && row.text == null && row.resultText == null && row.id,
  );
  const others = rows.filter((row) => !anonymous.includes(row));
  if (others.length > 0) await db.insert(dejargonizerUserInteractions).values([...others]);
  if (anonymous.length === 0) return;
  // Array literals of values that need no quoting: uuids, period codes (letters, digits, "_"),
  // integers or NULL.
  const array = (values: readonly (string | number | null | undefined)[]) =>
    `{${values.map((value) => (value == null ? 'NULL' : String(value))).join(',')}}`;
  await db.execute(sql`
    insert into dejargonizer_user_interactions (id, dictionary, total_words, rare_words, mid_range_words, jargon_score)
    select * from unnest(
      ${array(anonymous.map((row) => row.id))}::uuid[],
      ${array(anonymous.map((row) => row.dictionary))}::text[],
      ${array(anonymous.map((row) => row.totalWords))}::int[],
      ${array(anonymous.map((row) => row.rareWords))}::int[],
      ${array(anonymous.map((row) => row.midRangeWords))}::int[],
      ${array(anonymous.map((row) => row.jargonScore))}::int[]
    )`);
}
