// docs/deployment.md's installation is what an operator copies: its commands must work as
// written. The server runs on the project's Node 24 (node_modules/.bin/node), which the
// system's Node 20 cannot replace (it cannot run .ts files); the install, the database's role,
// the systemd unit's kill mode, the compile cache and the start command are all there, and the
// start command, run as written, serves and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib.ts';

const doc = readFileSync(path.join(root, 'docs/deployment.md'), 'utf8');
/** From "Installing on a server" to the next section after "The minimum": what an operator runs. */
const install = doc.slice(doc.indexOf('## Installing on a server'), doc.indexOf('\n## ', doc.indexOf('## The minimum') + 1));
/** Every command of that text that runs the server with a Node binary (after the variables it sets, if any). */
const serverStarts = [...install.matchAll(/((?:[A-Z_]+=\S+\s+)*)([\w./-]*node)((?:\s+--[\w=-]+)*)\s+apps\/server\/src\/server\.ts/g)];

describe('docs/deployment.md, installing on a server', () => {
  it('installs from the lock file, creates the role and database, and stops the unit the way the server drains', () => {
    expect(doc).toContain('## Installing on a server');
    expect(install).toContain('npm ci');
    expect(install).toMatch(/CREATE ROLE \w+ LOGIN/);
    expect(install).toMatch(/CREATE DATABASE \w+ OWNER \w+/);
    expect(install).toMatch(/^\s*KillMode=mixed$/m);
    expect(install).toMatch(/^\s*ExecStart=\S*node_modules\/\.bin\/node /m);
    expect(install).toMatch(/^\s*Environment=NODE_COMPILE_CACHE=\S+$/m);
  });

  it("starts the server with the project's Node 24, never the system's node", () => {
    expect(serverStarts.length).toBeGreaterThanOrEqual(2);
    for (const [command, , binary] of serverStarts) expect(binary, command).toMatch(/(?:^|\/)node_modules\/\.bin\/node$/);
  });

  it('the start command, run as written, serves and exits 0 on SIGTERM', { timeout: 300_000 }, async () => {
    const written = serverStarts.find(([, , binary]) => binary === 'node_modules/.bin/node');
    expect(written).toBeDefined();
    const variables = Object.fromEntries(written![1]!.trim().split(/\s+/).filter(Boolean).map((pair) => pair.split('=', 2)));
    expect(variables).toHaveProperty('NODE_COMPILE_CACHE');
    const flags = written![3]!.trim().split(/\s+/).filter(Boolean);
    const child = spawn(path.join(root, written![2]!), [...flags, 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...variables,
        PORT: '0',
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory://',
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        WEB_CONCURRENCY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit') as Promise<[number | null]>;
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /"port":"(\d+)"/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
    });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await exited;
    expect(code, output).toBe(0);
  });
});
