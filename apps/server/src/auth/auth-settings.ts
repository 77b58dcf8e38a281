// The authentication's names and durations that the rest of the app needs without loading the
// library itself (auth.ts, imported by the first request that needs it: auth-plugin.ts).
export const AUTH_BASE_PATH = '/api/auth';
/** Sessions (the refresh tokens) last a week and slide forward at most once a day. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** The library's cookies are named `scicomm.*` (`__Secure-scicomm.*` in production). */
export const COOKIE_PREFIX = 'scicomm';
export const SESSION_COOKIE_NAME = `${COOKIE_PREFIX}.session_token`;

/**
 * Whether a Cookie header carries a session cookie (either name): without one there is no session
 * to ask the library about; with one, only the library can say whether it is valid.
 */
export const carriesSessionCookie = (cookieHeader: string | undefined): boolean => cookieHeader?.includes(`${SESSION_COOKIE_NAME}=`) === true;

/**
 * The authentication library's endpoints the site serves, with their method: the ones its pages
 * use, each described in the API document (auth-openapi.ts). Any other path under AUTH_BASE_PATH
 * is 404, so the library's other endpoints (account deletion, e-mail change, session lists …)
 * are neither reachable nor undocumented.
 */
export const SERVED_LIBRARY_ENDPOINTS = {
  '/sign-in/email': 'post',
  '/get-session': 'get',
  '/sign-out': 'post',
  '/two-factor/enable': 'post',
  '/two-factor/disable': 'post',
  '/two-factor/verify-totp': 'post',
  '/two-factor/verify-backup-code': 'post',
  '/request-password-reset': 'post',
  '/reset-password': 'post',
  '/change-password': 'post',
  '/update-user': 'post',
  '/revoke-sessions': 'post',
} as const satisfies Record<string, 'get' | 'post'>;
