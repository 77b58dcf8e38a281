// Builds the stand-alone demo page (used by the browser tests in ../e2e). In `vite` dev mode a
// small middleware also serves ../locales at /locale/, as the real server does.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const LOCALES = fileURLToPath(new URL('../locales/', import.meta.url));

function serveLocales(): Plugin {
  return {
    name: 'serve-widget-locales',
    configureServer(server) {
      server.middlewares.use('/locale', (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '');
        if (!/^[a-z]{2,3}\.json$/.test(name)) return next();
        readFile(LOCALES + name).then(
          (body) => response.setHeader('Content-Type', 'application/json').end(body),
          () => next(),
        );
      });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), serveLocales()],
  build: { emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  logLevel: 'warn',
});
