import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on :3000 (npm run dev starts both); the site is served by Vite.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // The manifest tells scripts/build.ts which chunks a route needs, for its preload links
  // (docs/performance.md); the build deletes it afterwards.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': api, '/GetVisits': api, '/locale': api, '/dictionaries': api },
  },
});
