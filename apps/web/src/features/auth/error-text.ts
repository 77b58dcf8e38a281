// The messages of the sign-in and password forms for the server's error codes, in the page's
// language. The wait of a rate limit comes from the error body's retryAfterSeconds, never from
// the English message (docs/accounts.md "Errors").
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** Seconds to wait after a 429 (the body's retryAfterSeconds, or Retry-After), a minute if unsaid. */
export function rateLimitSeconds(error: ApiError): number {
  return error.retryAfterSeconds ?? 60;
}

export function authErrorText(error: unknown, t: TFunction, fallbackKey: string): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  switch (error.code) {
    case 'RATE_LIMITED':
      return t('account.errors.rateLimited', { seconds: rateLimitSeconds(error) });
    case 'PASSWORD_TOO_SHORT':
      return t('account.errors.passwordTooShort');
    case 'PASSWORD_TOO_LONG':
      return t('account.errors.passwordTooLong');
    case 'NETWORK':
      return t('account.errors.network');
    default:
      return t(fallbackKey);
  }
}
