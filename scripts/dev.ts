// `npm run dev`: the API with Node's watch mode on :3000 and the web app with Vite's hot reload
// on :5173 (which proxies /api to :3000). Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, runNode } from './lib.ts';

const dictionaries = await runNode([path.join(root, 'packages/jargon/src/build-dictionaries.ts')]);
if (dictionaries !== 0) process.exit(dictionaries);

const requireFromWeb = createRequire(path.join(root, 'apps/web/package.json'));
const vite = path.join(path.dirname(requireFromWeb.resolve('vite/package.json')), 'bin/vite.js');

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The pages are Vite's: links in mail point there, and its Origin is the one the API trusts.
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, NODE_ENV: 'development' },
  }),
  spawn(process.execPath, [vite], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
