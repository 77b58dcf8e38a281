// Password hashing for the authentication library: argon2id (OWASP's first choice) with the
// @node-rs/argon2 defaults, 19 MiB memory, 2 passes, 1 lane. The hash string carries its own
// parameters and salt, so raising them later keeps old hashes verifiable.
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which type stripping cannot import). */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash never verifies (and never becomes a 500 for the user).
    return false;
  }
}
