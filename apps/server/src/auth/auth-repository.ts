// The accounts' tables as the auth feature reads and writes them outside the authentication
// library (whose own Drizzle adapter is library-repository.ts): the user behind an access
// token's session, the sign-in links kept in the library's `verification` table, the last
// TOTP step accepted per account, and two-factor data the secret no longer opens.
import { and, eq, gt, isNull, like, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { session, twoFactor, user, verification } from '../db/schema.ts';

/** The user of a session that has not expired (and its two-factor state), or undefined. */
export async function findSessionUser(
  db: Database,
  sessionId: string,
  userId: string,
  now = new Date(),
): Promise<
  { id: string; email: string; twoFactorEnabled: boolean | null; twoFactorVerifiedAt: Date | null } | undefined
> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      twoFactorEnabled: user.twoFactorEnabled,
      twoFactorVerifiedAt: session.twoFactorVerifiedAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.id, sessionId), eq(session.userId, userId), gt(session.expiresAt, now)))
    .limit(1);
  return row;
}

export async function findUserIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row?.id;
}

export async function findUserEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email;
}

/** Stores a verification row; expired rows whose identifier starts with `prefix` go at the same time. */
export async function storeVerification(
  db: Database,
  row: { id: string; identifier: string; value: string; expiresAt: Date },
  prefix: string,
  now: Date,
): Promise<void> {
  await db.delete(verification).where(and(like(verification.identifier, `${prefix}%`), lt(verification.expiresAt, now)));
  await db.insert(verification).values(row);
}

/** Whether a verification row with this identifier exists and has not expired. */
export async function findUsableVerification(db: Database, identifier: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Removes a verification row and returns it, in one statement (so only one request gets it). */
export async function takeVerification(
  db: Database,
  identifier: string,
): Promise<{ value: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .delete(verification)
    .where(eq(verification.identifier, identifier))
    .returning({ value: verification.value, expiresAt: verification.expiresAt });
  return row;
}

/** The account's TOTP secret as the library stores it (encrypted with AUTH_SECRET), or undefined. */
export async function findTotpSecret(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row?.secret;
}

/**
 * Records `step` as the account's last TOTP step accepted, when it is later than the one recorded,
 * in one statement: of two requests with codes of one step, one gets true.
 */
export async function takeTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
    .returning({ id: twoFactor.id });
  return rows.length > 0;
}

/** The account's two-factor row as the library stores it (the TOTP key encrypted), or undefined. */
export async function findTwoFactorRow(db: Database, userId: string): Promise<{ secret: string; backupCodes: string } | undefined> {
  const [row] = await db
    .select({ secret: twoFactor.secret, backupCodes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  return row;
}

/** Replaces the stored backup codes if they are still `from`: false when another request changed them first. */
export async function replaceBackupCodes(db: Database, userId: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ backupCodes: to })
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.backupCodes, from)))
    .returning({ id: twoFactor.id });
  return rows.length > 0;
}

/** Turns the account's two-factor off, if its row still holds `secret` (not one set up meanwhile). */
export async function turnTwoFactorOff(db: Database, userId: string, secret: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(twoFactor)
      .where(and(eq(twoFactor.userId, userId), eq(twoFactor.secret, secret)))
      .returning({ id: twoFactor.id });
    if (removed.length > 0) await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
  });
}
