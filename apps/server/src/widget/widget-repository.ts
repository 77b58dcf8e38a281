// The widget_domains table: host names of sites that started the accessibility widget, with
// how often and when last.
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { widgetDomains } from '../db/schema.ts';

const started = { lastSeen: sql`now()`, starts: sql`${widgetDomains.starts} + 1` };

/** Counts one more start of a known host name; false when the name is not stored yet. */
export async function countStartOfKnownDomain(db: Database, domain: string): Promise<boolean> {
  const [known] = await db
    .update(widgetDomains)
    .set(started)
    .where(eq(widgetDomains.domain, domain))
    .returning({ domain: widgetDomains.domain });
  return known !== undefined;
}

/** How many host names are stored. */
export async function countWidgetDomains(db: Database): Promise<number> {
  const [stored] = await db.select({ total: count() }).from(widgetDomains);
  return stored?.total ?? 0;
}

/** Stores a new host name with its first start (or counts a start, if another request stored it meanwhile). */
export async function insertWidgetDomain(db: Database, domain: string): Promise<void> {
  await db.insert(widgetDomains).values({ domain }).onConflictDoUpdate({ target: widgetDomains.domain, set: started });
}
