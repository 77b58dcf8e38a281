// The page to go back to after sign-in or registration (/login?next=/courses/join/K7QM-2XWD-9RTB).
// Only a relative path of this site is taken, so no link can use the account pages to send
// someone to another site (no open redirect). Without zod: the header reads it on every page;
// the schema for a request body or a query is `returnPathSchema` (account-api.ts), built on it.

export const RETURN_PATH_MAX_LENGTH = 2000;

/** The query parameter of the account pages that holds the way back. */
export const RETURN_PATH_PARAM = 'next';

const base = 'https://scicomm.invalid';

/** The account pages themselves: never a way back (a loop), and they pass their own `next` on. */
const ACCOUNT_PAGES = /^\/(login|register|forgot-password|reset-password|sign-in-link)(\/|$)/iu;

/** `next` as a path of this site (normalised: dot segments resolved), or null when it is not one. */
export function returnPathOf(next: string | null | undefined): string | null {
  if (!next || next.length > RETURN_PATH_MAX_LENGTH) return null;
  // One leading slash, no "//host", no backslashes (browsers read "/\host" as "//host"), no
  // control characters (browsers drop tabs and newlines: "/\t/host" is "//host").
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname.startsWith('//') || ACCOUNT_PAGES.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The way back from a page: its own path, or on an account page the `next` it carries. */
export function returnPathFrom(location: { pathname: string; search: string; hash?: string }): string | null {
  if (ACCOUNT_PAGES.test(location.pathname)) return returnPathOf(new URLSearchParams(location.search).get(RETURN_PATH_PARAM));
  return returnPathOf(`${location.pathname}${location.search}${location.hash ?? ''}`);
}

/** The sign-in or registration page that returns to `path` afterwards (the home page needs no `next`). */
export function accountPagePath(page: '/login' | '/register', path: string | null | undefined): string {
  const target = returnPathOf(path);
  return target && target !== '/' ? `${page}?${RETURN_PATH_PARAM}=${encodeURIComponent(target)}` : page;
}
