// The sharing API's plain values (docs/sharing.md), apart from its zod schemas (share-api.ts), so
// the web app's share dialog can use them without bringing zod into a tool page's first
// download (docs/performance.md).

/** The expiry choices the share dialog offers; null is "never" (an optional expiry). */
export const SHARE_EXPIRY_CHOICES = [null, 7, 30] as const;
/** The longest expiry the API accepts, in days. */
export const SHARE_MAX_EXPIRY_DAYS = 365;
/** How long the share dialog shows 'copied' after a copy. */
export const SHARE_COPIED_MS = 1500;
/** Where a shared record is shown: {origin}/share/{token}. */
export const SHARE_PATH_PREFIX = '/share/';

/** Error codes of the share endpoints besides the general ones. */
export const SHARE_ERROR_CODES = {
  /** A malformed or unknown token, or a shared task that no longer exists or was anonymised. */
  notFound: 'SHARE_NOT_FOUND',
  revoked: 'SHARE_REVOKED',
  expired: 'SHARE_EXPIRED',
} as const;
