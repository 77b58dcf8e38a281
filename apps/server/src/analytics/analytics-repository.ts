// The page_views table: a path and a time, nothing about the visitor (no IP, no agent, no user).
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pageViews } from '../db/schema.ts';

/** Records one view of `path` (already stripped of its query and fragment). */
export async function insertPageView(db: Database, path: string): Promise<void> {
  await db.insert(pageViews).values({ path });
}

/** Every recorded view, the footer's figure. */
export async function countPageViews(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pageViews);
  return row?.total ?? 0;
}
