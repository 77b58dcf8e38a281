// The usage counter behind the footer's visits figure (the footer; GET GetVisits).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { usageCounters } from '../db/schema.ts';

/** The counter the footer shows: one per graded text, per group-graded file, per finished exercise. */
export const USES = 'uses';

/** The increment as a statement not yet run: awaited, it runs; or it can be part of another statement. */
export function incrementCounterStatement(db: Database, name: string, by: number) {
  return db
    .insert(usageCounters)
    .values({ name, count: by })
    .onConflictDoUpdate({ target: usageCounters.name, set: { count: sql`${usageCounters.count} + ${by}` } });
}

export async function incrementCounter(db: Database, name: string, by: number): Promise<void> {
  await incrementCounterStatement(db, name, by);
}

export async function getCounter(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ count: usageCounters.count }).from(usageCounters).where(eq(usageCounters.name, name));
  return row?.count ?? 0;
}
