// The prerendered pages of the built web app (scripts/build.ts, docs/performance.md "What the
// server sends"), read once at start: pages/{route}.html for a route, a route with a `:param` as
// one template whose segment is written [param] (pages/share/[token].html), refused/{route}.html
// for the not-found view of a page the visitor may not see, sign-in/{route}.html for its "Sign in
// to see this page" view (a course's own pages, to a visitor without a session), cookie-banner/… for the variant
// with the cookie banner of either, and terms-dialog/… for the variant of a page behind the terms
// gate with the terms dialog open.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { appRoutePatterns, matchesRoutePattern } from '@scicomm/shared';

export interface PageFiles {
  /** The prerendered page of an app route (a dist-relative file), or null: the plain shell. */
  route(pathname: string): string | null;
  /** The not-found view of a refused page, or null. */
  refused(pathname: string): string | null;
  /** The "Sign in to see this page" view of a page a visitor without a session is asked to sign in for, or null. */
  signIn(pathname: string): string | null;
  /** The variant of a page's file with the cookie banner, or null when it has none. */
  withBanner(file: string): string | null;
  /** The variant of a page's file behind the terms gate with the terms dialog open, or null when it has none. */
  withTermsDialog(file: string): string | null;
}

const PAGES_DIR = 'pages';
const REFUSED_DIR = 'refused';
const SIGN_IN_DIR = 'sign-in';
export const COOKIE_BANNER_DIR = 'cookie-banner';
export const TERMS_DIALOG_DIR = 'terms-dialog';

/** The .html files under dist/{folder}, as paths relative to that folder with forward slashes. */
function htmlFilesIn(distDir: string, folder: string): string[] {
  const dir = path.join(distDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'));
}

/** A file's route pattern: pages/share/[token].html is /share/:token. */
const patternOf = (file: string) => `/${file.slice(0, -'.html'.length)}`.replace(/\[(\w+)\]/g, ':$1');

/** Routes without a parameter: a path one of them matches never gets a template (/reader-checks/compare is no check). */
const staticRoutes = appRoutePatterns.filter((pattern) => !pattern.includes(':'));

function finder(distDir: string, folder: string): (pathname: string) => string | null {
  const exact = new Map<string, string>();
  const templates: [string, string][] = [];
  for (const file of htmlFilesIn(distDir, folder)) {
    const pattern = patternOf(file);
    if (pattern.includes(':')) templates.push([pattern, `${folder}/${file}`]);
    else exact.set(pattern, `${folder}/${file}`);
  }
  return (pathname) => {
    const found = exact.get(pathname.replace(/\/$/, ''));
    if (found !== undefined) return found;
    if (staticRoutes.some((pattern) => matchesRoutePattern(pattern, pathname))) return null;
    return templates.find(([pattern]) => matchesRoutePattern(pattern, pathname))?.[1] ?? null;
  };
}

/**
 * A page file's variants in one folder: pages/{route}.html's is {folder}/{route}.html; home.html,
 * refused/…, sign-in/… and research/… keep their path inside it.
 */
function variants(distDir: string, folder: string): (file: string) => string | null {
  const files = new Set(htmlFilesIn(distDir, folder).map((file) => `${folder}/${file}`));
  return (file) => {
    const variant = `${folder}/${file.startsWith(`${PAGES_DIR}/`) ? file.slice(PAGES_DIR.length + 1) : file}`;
    return files.has(variant) ? variant : null;
  };
}

export function readPageFiles(distDir: string): PageFiles {
  return {
    route: finder(distDir, PAGES_DIR),
    refused: finder(distDir, REFUSED_DIR),
    signIn: finder(distDir, SIGN_IN_DIR),
    withBanner: variants(distDir, COOKIE_BANNER_DIR),
    withTermsDialog: variants(distDir, TERMS_DIALOG_DIR),
  };
}
