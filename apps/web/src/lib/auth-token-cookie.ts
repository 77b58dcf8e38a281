// The original stored the access token in a Secure cookie named authToken before the
// De-Jargonizer's full page load (docs/product.md §2 Home). Our session already travels in an HttpOnly
// cookie, so there is no token for scripts to copy; the cookie is written only when the auth
// layer has put a bearer token in sessionStorage (API clients that sign in with tokens).
import { setCookie } from './cookies.ts';

export const ACCESS_TOKEN_STORAGE_KEY = 'scicomm.accessToken';

export function storeAuthTokenCookie(): void {
  let token: string | null;
  try {
    token = sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return;
  }
  if (token) setCookie('authToken', token, 1 / 24);
}
