// Where sign-in returns to: a page of this site that sent the visitor to /login
// (/login?next=/profile). Only a same-origin relative path is taken, so a link cannot use the
// login page to send someone to another site (no open redirect).

const base = 'https://scicomm.invalid';

/** The path to go back to after sign-in, or null when `next` is not one of our pages. */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  // A relative path of this site: one leading slash, no scheme, no "//host", no backslashes
  // (browsers read "/\host" as "//host") and no control characters.
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Never back to the sign-in pages themselves.
  if (/^\/(login|register|forgot-password|reset-password)(\/|$)/u.test(url.pathname)) return null;
  return path;
}

/** The sign-in page that returns to `path` afterwards. */
export function loginPathFor(path: string): string {
  const target = safeReturnPath(path);
  return target && target !== '/' ? `/login?next=${encodeURIComponent(target)}` : '/login';
}

/** Why the visitor is asked to sign in, as a translation key, for the page they asked for. */
export function signInReasonKey(path: string): string {
  if (path === '/profile' || path.startsWith('/profile?') || path.startsWith('/profile#'))
    return 'accountForms.signInWhy.profile';
  return 'accountForms.signInWhy.page';
}
