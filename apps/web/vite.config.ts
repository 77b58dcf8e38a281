import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on :3000 (npm run dev starts both); the site is served by Vite.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
      output: {
        // Everything the page's entry imports statically goes into one chunk: the bundler would
        // otherwise split off each module a lazy route shares with it, and every file of a first
        // visit costs a request and ~0.45 KB of headers (docs/performance.md).
        codeSplitting: { groups: [{ name: 'main', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/GetVisits': api, '/locale': api, '/dictionaries': api },
  },
});
