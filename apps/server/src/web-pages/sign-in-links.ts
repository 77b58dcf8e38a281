// The "Sign in to see this page" view is prerendered once per route pattern, so its Sign in and
// Create an account links are written plain (/login, /register): the app can only point them back
// at the page once it runs. A visitor who taps one before that would land on the home page after
// signing in. The server knows the page, so it writes the way back into the links it sends
// (docs/accounts.md "The way back"); the hash (#comment-…) never reaches it and comes with the app.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { accountPagePath } from '@scicomm/shared/return-path';

const PLAIN_ACCOUNT_LINK = /href="\/(login|register)"/g;

/** The page's HTML with its plain sign-in and registration links returning to `url` (path and query). */
export function withLinksBackTo(html: string, url: string): string {
  // accountPagePath percent-encodes the target: nothing in it can close the attribute.
  return html.replace(PLAIN_ACCOUNT_LINK, (_, page: 'login' | 'register') => `href="${accountPagePath(`/${page}`, url)}"`);
}

/** Reads each sign-in view once (a handful of small files, written at build). */
export function signInViewReader(distDir: string): (file: string, url: string) => Promise<string> {
  const files = new Map<string, Promise<string>>();
  return async (file, url) => {
    let html = files.get(file);
    if (html === undefined) {
      html = readFile(path.join(distDir, file), 'utf8');
      files.set(file, html);
      html.catch(() => files.delete(file));
    }
    return withLinksBackTo(await html, url);
  };
}
