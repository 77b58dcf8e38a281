// A TOTP code is accepted once (RFC 6238 §5.2; docs/accounts.md "Abuse"): the library checks a
// code against its step and the steps either side, and would take the same code again for as
// long, so one code seen over a shoulder or phished in real time would open a second session.
// Before the library checks a code, this finds the step the code is of and records it as the
// account's last step accepted (two_factor.last_totp_step), in one UPDATE that succeeds only for
// a later step: the same code again, or a code of an earlier step, is 401 TOTP_CODE_USED, on
// every process on the database, and of two requests with one code at once only one goes on.
// A code of no step within the window is left to the library, which refuses and counts it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { Database } from '../db/client.ts';
import { findTotpSecret, takeTotpStep } from './auth-repository.ts';
import { pendingSignInUserId, type MiddlewareContext } from './pending-sign-in.ts';
import { decryptedOrNull, keyUnreadable } from './unreadable-two-factor.ts';

/** The TOTP rule auth.ts gives the library: 30-second steps, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** The library accepts the code of the step before and after its clock's too (its fixed window). */
const WINDOW_STEPS = 1;
const CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

const VERIFY_TOTP_PATH = '/two-factor/verify-totp';

/** RFC 4226's code for one counter; the library keys HMAC-SHA-1 with the secret's UTF-8 bytes. */
function codeOfStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The latest step within the window whose code `code` is, or null. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  if (!CODE.test(code)) return null;
  const current = Math.floor(now / (TOTP_PERIOD_SECONDS * 1000));
  let found: number | null = null;
  for (let step = current - WINDOW_STEPS; step <= current + WINDOW_STEPS; step++) {
    // Every step compared, in constant time: the reply's timing says nothing of which matched.
    if (timingSafeEqual(Buffer.from(code), Buffer.from(codeOfStep(secret, step)))) found = step;
  }
  return found;
}

const codeUsed = () =>
  APIError.from('UNAUTHORIZED', {
    code: 'TOTP_CODE_USED',
    message: 'This code has already been used. Wait for the next code in your authenticator app and enter that one.',
  });

/** A part of the library's `hooks.before` (auth.ts): takes the code's step before the library's own check runs. */
export function acceptTotpCodesOnce(db: Database) {
  return async (ctx: MiddlewareContext) => {
    if (ctx.path !== VERIFY_TOTP_PATH) return;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string') return;
    const userId = await pendingSignInUserId(ctx);
    if (!userId) return;
    const stored = await findTotpSecret(db, userId);
    if (stored === undefined) return;
    // Returned, not thrown: the library answers a hook's return value as the reply, while a
    // thrown error is also printed to the console as an error of its own.
    const secret = await decryptedOrNull(ctx.context.secretConfig, stored);
    if (secret === null) return keyUnreadable();
    const step = stepOfCode(secret, code);
    if (step !== null && !(await takeTotpStep(db, userId, step))) return codeUsed();
  };
}
