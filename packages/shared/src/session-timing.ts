// Timing of the web app's access-token refresh. Its own module
// because the shell imports it on every page: no schemas, no option lists.

/** Lifetime of an access token (a short JWT); the session behind it is the refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The web app checks its access token on this tick … */
export const AUTO_REFRESH_TICK_MS = 30_000;
/** … and refreshes it when this many ticks or fewer remain before expiry. */
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
/** A token closer to its expiry than this is treated as expired (clock skew, slow networks). */
export const EXPIRY_MARGIN_MS = 90_000;
/** Refresh retries wait 200 ms, then 400, 800 … */
export const REFRESH_RETRY_BASE_MS = 200;
export const REFRESH_RETRY_ATTEMPTS = 5;
/** Statuses worth retrying a refresh for: the server or a proxy is briefly unavailable. */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];
