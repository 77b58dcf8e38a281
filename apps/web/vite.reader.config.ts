import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLanguageScript } from './first-language-plugin.ts';

/**
 * The reader's page's own build (read.html, src/reader-main.tsx; docs/reader-check.md "Weight"):
 * run by scripts/build.ts after the app's (vite.config.ts), into the same dist, whose files it
 * leaves alone. A build of its own, so that the app's chunks stay as they are and the reader's
 * page shares none of them: it loads React, the page and its strings, nothing of the app.
 */
export default defineConfig({
  plugins: [react(), firstLanguageScript()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    // The entry (reader-main.tsx) is a few lines and the page's styles; what it imports after the
    // first paint (React, i18next, the page and its strings) comes in a chunk of its own, the
    // accessibility widget's launcher in another, and what these two share in a third.
    rolldownOptions: { input: 'read.html' },
  },
});
