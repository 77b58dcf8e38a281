import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLanguageScript } from './first-language-plugin.ts';

// In development the API runs on :3000 (npm run dev starts both); the site is served by Vite.
const api = 'http://localhost:3000';

/**
 * Modules most tool pages import and that are too small to be a file of their own: each file of a
 * first visit costs a request and ~0.42 KB of headers (docs/performance.md "Chunks"). A module
 * that stops being small or shared belongs out of this list; the first-load bench tells.
 */
const TOOLS_COMMON = [
  'apps/web/src/lib/server-message.ts',
  'packages/shared/src/text.ts',
  'apps/web/src/features/sharing/components/share-button.tsx',
  'apps/web/src/features/exercises/lib/research-query.ts',
  'apps/web/src/lib/own-colours.ts',
  'apps/web/src/lib/save-blob.ts',
  '@tanstack/react-query/build/modern/useMutation.js',
  '@tanstack/query-core/build/modern/mutationObserver.js',
  // The key-terms field's limits: the field shows on the De-Jargonizer's pages, Compare and the
  // exercises; the measure that reads a term (the `jargon` group) comes when the field is used.
  'packages/jargon/src/key-term-limits.ts',
  // The key terms in a multipart form (Multiple Texts, Compare): a few lines.
  'apps/web/src/lib/key-terms.ts',
  // A page opened for a course assignment (the exercises, the analyser): reading the query and
  // the notice's shell, whose text comes only for a course.
  'apps/web/src/lib/course-assignment.ts',
  'apps/web/src/features/courses/components/course-work-notice.tsx',
  // What such a page calls once work is stored: the course's cached replies go stale.
  'apps/web/src/features/courses/api/course-work.ts',
  'apps/web/src/features/courses/api/query-keys.ts',
  // The chat's HTML helpers (escaping, plain text), shared by the chat and its lazy parts.
  'packages/coach/src/markup/html.ts',
  // A download's hook (a few lines): the De-Jargonizer's pages and the exercises' summary.
  'apps/web/src/lib/use-file-download.ts',
];

/**
 * What the De-Jargonizer's pages share besides the measure: its navigation (with its
 * layout, on every page of it), its periods, their labels and controls. A group takes each
 * module's imports along, so a module that imports the measure (packages/jargon's index) does not
 * belong here: it would bring the whole measure to every page of the De-Jargonizer.
 */
const DE_JARGONIZER_COMMON = [
  'apps/web/src/features/de-jargonizer/components/de-jargonizer-nav.tsx',
  'apps/web/src/features/de-jargonizer/components/language-period-controls.tsx',
  'apps/web/src/features/de-jargonizer/lib/periods.ts',
  'packages/jargon/src/period-code.ts',
  'packages/jargon/src/text-script.ts',
  'packages/jargon/src/errors.ts',
  // The score's praise and the band cut-offs: constants the panel and the info pages read, not the measure.
  'packages/jargon/src/score.ts',
  'packages/jargon/src/bands.ts',
  'apps/web/src/lib/de-jargonizer-api/query-keys.ts',
  'apps/web/src/lib/de-jargonizer-api/get-periods.ts',
  // The query of a period's word list; the measure's decoder it reads the list with is fetched
  // beside the list (the `jargon` group).
  'apps/web/src/lib/de-jargonizer-api/get-period-dictionary.ts',
];

/**
 * What follows from the key terms and the text (the uses, the explained terms and their cues, the
 * adjusted score): the analyser fetches it with the word list, Compare's and Multiple Texts'
 * results with their views; no page needs it for its first paint (docs/performance.md). The
 * table of plainer words (plain-words.ts and its lists, ~18 KB Brotli) goes with it: in the
 * browser only the cues read it (is a gloss a plainer word for the term); in the `jargon` group
 * it came with the analyser's first visit.
 */
const EXPLAINED_TERMS = [
  'packages/jargon/src/key-terms.ts',
  'packages/jargon/src/explained-terms.ts',
  'packages/jargon/src/explanation-',
  'packages/jargon/src/plain-words',
];

const modulesMatching = (paths: readonly string[]) => (id: string) => paths.some((part) => id.replaceAll('\\', '/').includes(part));

export default defineConfig({
  plugins: [react(), firstLanguageScript()],
  resolve: {
    // Radix's scroll lock writes its rules into a <style> element, which the site's CSP refuses:
    // the same rules go into an adopted style sheet instead (src/lib/adopted-style-singleton.ts).
    alias: { 'react-style-singleton': fileURLToPath(new URL('./src/lib/adopted-style-singleton.ts', import.meta.url)) },
  },
  // The manifest tells scripts/build.ts which chunks a route needs, for its preload links
  // (docs/performance.md); the build deletes it afterwards.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The main chunk is ~510 KB before compression (~140 KB Brotli), on purpose (below).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The prerender's build (--ssr src/entry-server.tsx) holds every strings file twice: the
      // browser's loader imports each one on demand (translation-files.ts) and the prerender's
      // i18n all at once (site-translations.ts, which the browser never loads). The bundler says
      // so once per file, 44 warnings on a first `npm start` that read like errors; nothing is
      // wrong, so they are not printed. Any other log goes through.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('statically imported by src/lib/site-translations.ts')) return;
        handler(level, log);
      },
      output: {
        // Everything the page's entry imports statically goes into one chunk: the bundler would
        // otherwise split off each module a lazy route shares with it, and every file of a first
        // visit costs a request and ~0.4 KB of headers (docs/performance.md "Chunks"). For the
        // same reason the small modules the tool pages share are a few files, not one each; a
        // module goes to the first group (highest priority) that takes it.
        codeSplitting: {
          groups: [
            { name: 'main', tags: ['$initial'], priority: 5 },
            // Small modules most tool pages import, in one file instead of one each.
            { name: 'tools-common', test: modulesMatching(TOOLS_COMMON), priority: 4 },
            { name: 'de-jargonizer-common', test: modulesMatching(DE_JARGONIZER_COMMON), priority: 3 },
            // The measure (tokenizer, dictionary and its decoder, classifier, the reading of key
            // terms and their marks), the key-terms field's check of a new term (fetched when the
            // field is used) and the coloured words' markup (coloured-dom.ts: what the analyser's
            // colours and a recorded text's view have in common, both with the measure), in one
            // file: no page's first visit has it; the analyser fetches it with the word list.
            // Before the next group, so that what both use stays here.
            {
              name: 'jargon',
              test: (id: string) =>
                modulesMatching(['packages/jargon/src/', 'apps/web/src/lib/key-term-check.ts', 'apps/web/src/features/de-jargonizer/lib/coloured-dom.ts'])(id) &&
                !modulesMatching(EXPLAINED_TERMS)(id),
              priority: 2,
            },
            { name: 'explained-terms', test: modulesMatching(EXPLAINED_TERMS), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/GetVisits': api, '/locale': api, '/dictionaries': api },
  },
});
