// Builds the stand-alone demo page (used by the browser tests in ../e2e).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: { emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  logLevel: 'warn',
});
