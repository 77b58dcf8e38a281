// The personal access tokens' table (db/schema.ts personal_access_tokens): rows by hash and by owner.
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { personalAccessTokens } from '../db/schema.ts';

export type PersonalTokenRow = typeof personalAccessTokens.$inferSelect;

export async function findTokensOf(db: Executor, userId: string): Promise<PersonalTokenRow[]> {
  return db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, userId)).orderBy(desc(personalAccessTokens.createdAt));
}

export async function insertToken(db: Executor, values: { userId: string; name: string; tokenHash: string; scope: string }): Promise<PersonalTokenRow> {
  const [row] = await db.insert(personalAccessTokens).values(values).returning();
  return row as PersonalTokenRow;
}

export async function deleteToken(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.userId, userId)))
    .returning({ id: personalAccessTokens.id });
  return rows.length > 0;
}

export async function findTokenByHash(db: Executor, tokenHash: string, scope: string): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: personalAccessTokens.id, userId: personalAccessTokens.userId })
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.tokenHash, tokenHash), eq(personalAccessTokens.scope, scope)));
  return row;
}

export async function touchToken(db: Executor, id: string): Promise<void> {
  await db.update(personalAccessTokens).set({ lastUsedAt: new Date() }).where(eq(personalAccessTokens.id, id));
}
