// The hashes of the <style> elements the build puts in the served HTML (scripts/build.ts inlines
// the first view's CSS into home.html and the pages' shells): the page CSP allows exactly these
// inline styles ('sha256-…') and no other, so style-src needs no 'unsafe-inline'
// (docs/deployment.md "HTTPS and the security headers"). Read once at start from WEB_DIST_DIR.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/giu;

/** The CSP source of each distinct <style> element's text in an HTML document. */
export function styleHashesOf(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
}

/** Every HTML file the server sends as a page: the folder's, and those in pages/, research/, refused/, sign-in/, cookie-banner/ and terms-dialog/ at any depth. */
function htmlFiles(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  const top = readdirSync(distDir).filter((name) => name.endsWith('.html')).map((name) => path.join(distDir, name));
  const nested = ['pages', 'research', 'refused', 'sign-in', 'cookie-banner', 'terms-dialog'].map((folder) => path.join(distDir, folder))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.html'))
        .map((name) => path.join(folder, name)),
    );
  return [...top, ...nested];
}

/** The hashes of every inline style of the built web app, sorted and without repeats. */
export function inlineStyleHashes(distDir: string): string[] {
  const hashes = new Set(htmlFiles(distDir).flatMap((file) => styleHashesOf(readFileSync(file, 'utf8'))));
  return [...hashes].sort();
}
