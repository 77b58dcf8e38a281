// The usage counter behind the footer's visits figure (the footer; GET GetVisits).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { usageCounters } from '../db/schema.ts';

/** The counter the footer shows: one per graded text, per group-graded file, per finished exercise. */
export const USES = 'uses';

export async function incrementCounter(db: Database, name: string, by: number): Promise<void> {
  await db
    .insert(usageCounters)
    .values({ name, count: by })
    .onConflictDoUpdate({ target: usageCounters.name, set: { count: sql`${usageCounters.count} + ${by}` } });
}

export async function getCounter(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ count: usageCounters.count }).from(usageCounters).where(eq(usageCounters.name, name));
  return row?.count ?? 0;
}
