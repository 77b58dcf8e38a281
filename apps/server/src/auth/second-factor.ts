// Whether a session passed the second factor (docs/research.md "Two-factor sign-in"). A session
// counts when the library created it right after a TOTP or backup code was checked: signing in
// with the code, or turning two-factor on (which checks a first code and replaces the session).
// A session signed in before two-factor was on, or in another browser without the code, does not.
// Research data asks for both: the account has two-factor on, and this session passed it.
import { AppError } from '../http/errors.ts';

/** The library's routes whose new session has just passed a second factor. */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

export function isSecondFactorPath(path: string | undefined): boolean {
  return path !== undefined && SECOND_FACTOR_PATHS.has(path);
}

export interface SecondFactorState {
  /** The account has two-factor sign-in turned on. */
  enabled: boolean;
  /** This session was established with the second factor. */
  verified: boolean;
}

export function secondFactorState(twoFactorEnabled: boolean | null | undefined, verifiedAt: Date | string | null | undefined): SecondFactorState {
  const enabled = twoFactorEnabled === true;
  return { enabled, verified: enabled && verifiedAt !== null && verifiedAt !== undefined };
}

/** 403 unless the account has two-factor on and this session passed it; the code says which step is missing. */
export function assertSecondFactor(state: SecondFactorState): void {
  if (!state.enabled)
    throw new AppError(
      403,
      'TWO_FACTOR_SETUP_REQUIRED',
      'Research data needs two-factor sign-in. Turn it on under Account → Security, then try again.',
    );
  if (!state.verified)
    throw new AppError(
      403,
      'TWO_FACTOR_REQUIRED',
      'Research data needs a session signed in with your two-factor code. Sign out and sign in again with the code.',
    );
}
