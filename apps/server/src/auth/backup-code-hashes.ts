// Backup codes kept as salted scrypt hashes, never encrypted with AUTH_SECRET (docs/accounts.md
// "When AUTH_SECRET changes"): they stay checkable after the secret changed, which is when they
// are needed most, and a copy of the database does not reveal them.
//
// The library compares the code sent with the list its `decrypt` returns, and stores what is
// left with `encrypt`; it has no hook for a one-way check. So the stored text is
// `hashed1:<salt>:<hash>,<hash>…`, `decrypt` returns each entry as `hashed1:<salt>:<hash>`, and
// before the library checks a code, `hashBackupCodeFirst` replaces the code in the body by its
// entry. Codes the library stored encrypted (before this) are hashed at their first use while the
// secret still opens them; when it does not, the answer is 409 BACKUP_CODES_UNREADABLE.
import { randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { Database } from '../db/client.ts';
import { findTwoFactorRow, replaceBackupCodes } from './auth-repository.ts';
import { pendingSignInUserId, type MiddlewareContext } from './pending-sign-in.ts';
import { backupCodesUnreadable, decryptedOrNull } from './unreadable-two-factor.ts';

const PREFIX = 'hashed1';
const VERIFY_BACKUP_CODE_PATH = '/two-factor/verify-backup-code';
// Backup codes are 10 random letters and digits (about 59 bits): a light scrypt is plenty, and
// turning two-factor on hashes ten of them.
const SCRYPT = { N: 2 ** 12, r: 8, p: 1 } as const;
const HASH_BYTES = 32;

const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number, options: typeof SCRYPT) => Promise<Buffer>;

async function hashOf(code: string, salt: string): Promise<string> {
  return (await scryptAsync(code, salt, HASH_BYTES, SCRYPT)).toString('base64url');
}

const entryOf = (salt: string, hash: string) => `${PREFIX}:${salt}:${hash}`;

/** The salt and hashes of a stored list, or null for one stored another way (encrypted). */
function parseStored(stored: string): { salt: string; hashes: string[] } | null {
  const [prefix, salt, list, ...rest] = stored.split(':');
  if (prefix !== PREFIX || salt === undefined || list === undefined || rest.length > 0) return null;
  return { salt, hashes: list === '' ? [] : list.split(',') };
}

/** Plain codes (as made) hashed with a new salt; entries (what is left after a use) as they are. */
export async function storeBackupCodes(json: string): Promise<string> {
  const codes = JSON.parse(json) as string[];
  const entries = codes.map((code) => parseStored(code));
  const salt = entries.find((entry) => entry !== null)?.salt;
  if (salt !== undefined && entries.every((entry) => entry?.salt === salt))
    return `${PREFIX}:${salt}:${entries.flatMap((entry) => entry!.hashes).join(',')}`;
  const fresh = randomBytes(16).toString('base64url');
  const hashes = await Promise.all(codes.map((code) => hashOf(code, fresh)));
  return `${PREFIX}:${fresh}:${hashes.join(',')}`;
}

/** The stored list as the entries the library compares the (replaced) code with. */
export async function readBackupCodes(stored: string): Promise<string> {
  const parsed = parseStored(stored);
  // Never reached for an encrypted list: the hook below hashes it first, or answers 409.
  if (parsed === null) throw backupCodesUnreadable();
  return JSON.stringify(parsed.hashes.map((hash) => entryOf(parsed.salt, hash)));
}

/** A part of the library's `hooks.before` (auth.ts): the backup code sent becomes its entry. */
export function hashBackupCodeFirst(db: Database) {
  return async (ctx: MiddlewareContext) => {
    if (ctx.path !== VERIFY_BACKUP_CODE_PATH) return;
    const body = ctx.body as { code?: unknown } | undefined;
    if (typeof body?.code !== 'string') return;
    const userId = await pendingSignInUserId(ctx);
    if (!userId) return;
    let row = await findTwoFactorRow(db, userId);
    if (row === undefined) return;
    if (parseStored(row.backupCodes) === null) {
      const codes = await decryptedOrNull(ctx.context.secretConfig, row.backupCodes);
      if (codes === null) return backupCodesUnreadable();
      // Hashed now, once: of two requests at once, one stores its list and both use that one.
      await replaceBackupCodes(db, userId, row.backupCodes, await storeBackupCodes(codes));
      row = await findTwoFactorRow(db, userId);
      if (row === undefined) return;
    }
    const stored = parseStored(row.backupCodes);
    if (stored === null) return backupCodesUnreadable();
    return { context: { body: { ...body, code: entryOf(stored.salt, await hashOf(body.code, stored.salt)) } } };
  };
}
