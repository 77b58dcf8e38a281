// The hashes of the <style> and <script> elements the build puts in the served HTML
// (scripts/build.ts inlines the first view's CSS into home.html and the pages' shells; the web
// app's first-language-plugin.ts puts the visit's language choice in every page's <head>): the
// page CSP allows exactly these inline styles and scripts ('sha256-…') and no other, so neither
// style-src nor script-src needs 'unsafe-inline' (docs/deployment.md "HTTPS and the security
// headers"). Read once at start from WEB_DIST_DIR.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/giu;
const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/giu;
/** A script the browser runs: no type, or a JavaScript one; a data block (type="application/json") is never run. */
const RUN_TYPE = /^(?:module|text\/javascript|application\/javascript)$/iu;

const sourceOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP source of each <style> element's text in an HTML document. */
export function styleHashesOf(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(([, css = '']) => sourceOf(css));
}

/** The CSP source of each inline script the browser would run in an HTML document (not one with src, not a data block). */
export function scriptHashesOf(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = '']) => {
      if (/\ssrc\s*=/iu.test(attributes)) return false;
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/iu.exec(attributes)?.[1];
      return type === undefined || RUN_TYPE.test(type);
    })
    .map(([, , script = '']) => sourceOf(script));
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

/** The hashes of every inline style and script of the built web app, each sorted and without repeats. */
export function inlineHashes(distDir: string): { styles: string[]; scripts: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    const html = readFileSync(file, 'utf8');
    for (const hash of styleHashesOf(html)) styles.add(hash);
    for (const hash of scriptHashesOf(html)) scripts.add(hash);
  }
  return { styles: [...styles].sort(), scripts: [...scripts].sort() };
}
