// better-auth's storage: our own tables through the library's Drizzle adapter. Its own module,
// imported only with the library (auth.ts, on first use), so that the adapter is not loaded at
// start with auth-repository.ts.
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client.ts';
import { account, session, twoFactor, user, verification } from '../db/schema.ts';

export function authDatabaseAdapter(db: Database) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { user, session, account, verification, twoFactor },
  });
}
