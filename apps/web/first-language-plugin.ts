// The build's copy of public/first-language.js, the blocking script of the pages' <head>: emitted
// as a hashed asset (served immutable, like the app's own files), with the pages' script tag
// pointed at it, so no page load waits to revalidate it. The development server serves the
// public file as it is.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PUBLIC_PATH = '/first-language.js';

export function firstLanguageScript(): Plugin {
  const source = readFileSync(new URL('./public/first-language.js', import.meta.url), 'utf8');
  return {
    name: 'first-language-script',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: 'first-language.js', source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const asset = Object.values(bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes('first-language.js'));
        if (!asset) throw new Error('first-language.js was not emitted');
        if (!html.includes(`src="${PUBLIC_PATH}"`)) throw new Error(`the page has no <script src="${PUBLIC_PATH}">`);
        return html.replace(`src="${PUBLIC_PATH}"`, `src="/${asset.fileName}"`);
      },
    },
  };
}
