// Builds what is missing or stale: the De-Jargonizer's dictionaries (from the shared data) and
// the web app. `npm start` and `npm test` call it; `npm run build -- --force` rebuilds all.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { newestMtime, root, runNode } from './lib.ts';

const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'packages/widget/src',
  'packages/jargon/src',
];

async function buildDictionaries(): Promise<void> {
  const script = path.join(root, 'packages/jargon/src/build-dictionaries.ts');
  const code = await runNode([script]);
  if (code !== 0) throw new Error('Building the dictionaries failed (see the message above).');
}

async function buildWeb(force: boolean): Promise<void> {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!force && existsSync(index) && statSync(index).mtimeMs >= newestMtime(webSources)) {
    console.log('web app: up to date');
    return;
  }
  const requireFromWeb = createRequire(path.join(root, 'apps/web/package.json'));
  const vite = path.join(path.dirname(requireFromWeb.resolve('vite/package.json')), 'bin/vite.js');
  console.log('web app: building…');
  const code = await runNode([vite, 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web') });
  if (code !== 0) throw new Error('Building the web app failed (see the message above).');
}

export async function build({ force = false } = {}): Promise<void> {
  await buildDictionaries();
  await buildWeb(force);
}

if (import.meta.main) {
  build({ force: process.argv.includes('--force') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
