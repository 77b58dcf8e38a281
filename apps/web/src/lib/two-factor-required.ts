// Research data needs two-factor sign-in (docs/research.md "Two-factor sign-in"): the server
// answers a researcher or admin without it 403 with one of two codes, read here into what the
// page asks them to do.
import { ApiError } from './api-client.ts';

/** What is missing: two-factor is off on the account, or this session was signed in without the code. */
export type TwoFactorMissing = 'setup' | 'sign-in';

export function twoFactorMissing(error: unknown): TwoFactorMissing | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  if (error.code === 'TWO_FACTOR_SETUP_REQUIRED') return 'setup';
  if (error.code === 'TWO_FACTOR_REQUIRED') return 'sign-in';
  return null;
}
