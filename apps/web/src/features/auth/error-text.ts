// The messages of the sign-in and password forms for the server's error codes. The library's
// own reasons (password too short …) are shown in the page's language.
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

export function rateLimitSeconds(error: ApiError): number {
  return Number(/(\d+) s/.exec(error.message)?.[1] ?? 60);
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
