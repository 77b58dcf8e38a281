// A first `npm start` reads as a start, not as a failure: the prerender's build (the web app's
// server entry, as scripts/build.ts runs it) prints no warning. It printed 44
// INEFFECTIVE_DYNAMIC_IMPORT lines, one per strings file, that looked like errors.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { root } from './lib.ts';

const webDir = path.join(root, 'apps/web');
const outDir = mkdtempSync(path.join(tmpdir(), 'scicomm-ssr-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('the prerender build prints no warning', async () => {
  const vite = path.join(path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', '--sourcemap', 'false'],
    { cwd: webDir, maxBuffer: 16 * 1024 * 1024 },
  );
  expect(`${stdout}${stderr}`).not.toMatch(/INEFFECTIVE_DYNAMIC_IMPORT|warn/i);
}, 180_000);
