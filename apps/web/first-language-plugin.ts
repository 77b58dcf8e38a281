// Puts first-language.js (beside this file: the visit's language, chosen before the first paint)
// inline in the <head> of every page, in place of the page's <!-- first-language … --> comment. Inline,
// it runs as the head is parsed without a request: as a file it was a classic script that held
// the page for a round trip before anything painted. The server's CSP allows it by its hash, read
// from the built HTML (apps/server/src/web-pages/inline-hashes.ts). Comment lines are dropped.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where a page's HTML wants the script: a comment that opens with "first-language". */
const FIRST_LANGUAGE_MARKER = /<!--\s*first-language\b[\s\S]*?-->/u;

/** The script's text as the pages carry it: first-language.js without comment lines or indentation. */
export function inlineFirstLanguage(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

export function firstLanguageScript(): Plugin {
  const inline = `<script>${inlineFirstLanguage(readFileSync(new URL('./first-language.js', import.meta.url), 'utf8'))}</script>`;
  return {
    name: 'first-language-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!FIRST_LANGUAGE_MARKER.test(html)) throw new Error('the page has no <!-- first-language … --> comment in its head');
        return html.replace(FIRST_LANGUAGE_MARKER, () => inline);
      },
    },
  };
}
