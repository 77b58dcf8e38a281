// Two-factor data that AUTH_SECRET no longer opens (docs/accounts.md "When AUTH_SECRET
// changes"): the library encrypts each account's TOTP key with the secret, so after the secret
// changed (a restart without AUTH_SECRET, or a new one) the key cannot be read and the library
// would answer every code with a 500. Here the state has its own 409 and words saying how to get
// in and how to turn two-factor on again; a password reset, which proves the e-mail address,
// turns such a two-factor off (the only way in when no backup code is left).
import { APIError } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Database } from '../db/client.ts';
import { findTwoFactorRow, turnTwoFactorOff } from './auth-repository.ts';

type SecretConfig = Parameters<typeof symmetricDecrypt>[0]['key'];

const TURN_ON_AGAIN =
  'Then turn two-factor sign-in on again under Account → Security (turn it off there first if it still shows as on).';

export const keyUnreadable = () =>
  APIError.from('CONFLICT', {
    code: 'TWO_FACTOR_KEY_UNREADABLE',
    message: `The codes of your authenticator app can no longer be checked: the site's secret key (AUTH_SECRET) changed after you turned two-factor sign-in on. Sign in with one of your backup codes, or reset your password by e-mail, which turns two-factor sign-in off. ${TURN_ON_AGAIN}`,
  });

export const backupCodesUnreadable = () =>
  APIError.from('CONFLICT', {
    code: 'BACKUP_CODES_UNREADABLE',
    message: `Your backup codes can no longer be checked: the site's secret key (AUTH_SECRET) changed after they were made. Reset your password by e-mail, which turns two-factor sign-in off. ${TURN_ON_AGAIN}`,
  });

/** The text `data` encrypted with `key`, or null when this key does not open it. */
export async function decryptedOrNull(key: SecretConfig, data: string): Promise<string | null> {
  try {
    return await symmetricDecrypt({ key, data });
  } catch {
    return null;
  }
}

/**
 * After a password reset: the account's two-factor goes off when its TOTP key cannot be read
 * with the current secret. A readable one stays: the reset proves the e-mail, not the second factor.
 */
export async function turnOffUnreadableTwoFactor(db: Database, key: SecretConfig, userId: string): Promise<boolean> {
  const row = await findTwoFactorRow(db, userId);
  if (row === undefined || (await decryptedOrNull(key, row.secret)) !== null) return false;
  await turnTwoFactorOff(db, userId, row.secret);
  return true;
}
