// Accounts as other tables refer to them: found by e-mail address, without regard to case.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { user } from './schema.ts';

export interface AccountRef {
  id: string;
  email: string;
}

/** The account of an e-mail address, compared without regard to case. */
export async function findAccountByEmail(db: Executor, email: string): Promise<AccountRef | undefined> {
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}
