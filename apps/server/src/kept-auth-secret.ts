// The auth secret of a development install without AUTH_SECRET: made once and kept in a file
// beside the embedded database (data/auth-secret by default), so a restart keeps sessions,
// links and the two-factor keys it encrypted readable (README.md "Configuration"). Production
// requires AUTH_SECRET (config.ts); tests and an in-memory database get a secret per process.
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, repoRoot, type Config } from './config.ts';

const FILE_NAME = 'auth-secret';
const MIN_LENGTH = 32;

/** Where the secret is kept for this configuration, or null when none is kept. */
export function keptAuthSecretFile(config: Pick<Config, 'AUTH_SECRET' | 'NODE_ENV' | 'DATABASE_URL' | 'PGLITE_DIR'>): string | null {
  if (config.AUTH_SECRET || config.NODE_ENV !== 'development') return null;
  // PostgreSQL in development: the repository's data/ folder, where the embedded database would be.
  if (config.DATABASE_URL) return path.join(repoRoot, 'data', FILE_NAME);
  if (config.PGLITE_DIR.startsWith('memory://')) return null;
  return path.join(path.dirname(path.resolve(config.PGLITE_DIR)), FILE_NAME);
}

function readKept(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH)
    throw new ConfigError([
      `AUTH_SECRET: the kept secret in ${file} is shorter than ${MIN_LENGTH} characters; set AUTH_SECRET, or delete the file to make a new one (two-factor keys encrypted with the old one can no longer be read)`,
    ]);
  // Only its owner may read it: anyone who can could forge sessions.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return secret;
}

/**
 * Reads the kept secret, or makes it: written under a name of this process's own, then linked
 * into place, which fails if another process got there first (its secret is then read instead),
 * so the file is never seen half-written.
 */
function readOrMake(file: string): { secret: string; made: boolean } {
  try {
    return { secret: readKept(file), made: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  let made = true;
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    made = false;
  } finally {
    unlinkSync(temporary);
  }
  return { secret: readKept(file), made };
}

export type AuthSecretSource =
  | { kind: 'environment' }
  | { kind: 'kept'; file: string; made: boolean }
  | { kind: 'this-process' };

/** The configuration with the secret it runs with, and where that secret came from. */
export function withKeptAuthSecret(config: Config): Config & { authSecretSource: AuthSecretSource } {
  if (config.AUTH_SECRET) return { ...config, authSecretSource: { kind: 'environment' } };
  const file = keptAuthSecretFile(config);
  if (file === null) return { ...config, authSecretSource: { kind: 'this-process' } };
  const { secret, made } = readOrMake(file);
  return { ...config, authSecret: secret, authSecretSource: { kind: 'kept', file, made } };
}

/** The start log's one line about the secret, or null when AUTH_SECRET is set. */
export function authSecretNotice(source: AuthSecretSource): string | null {
  switch (source.kind) {
    case 'environment':
      return null;
    case 'kept':
      return `AUTH_SECRET is not set: using the secret ${source.made ? 'made now and kept' : 'kept'} in ${source.file}, so sessions and two-factor keys outlast a restart. Keep the file with the database and never share it; production needs AUTH_SECRET.`;
    case 'this-process':
      return 'AUTH_SECRET is not set: sessions are signed with a secret made for this process, so a restart signs everyone out and two-factor keys can no longer be read. Set AUTH_SECRET (32+ characters) in .env to keep them.';
  }
}
