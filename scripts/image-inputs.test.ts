// What the container image build needs, checked without a container daemon (none runs on these
// machines, so nothing else would notice): the Dockerfile copies every workspace's manifest
// before `npm ci`, `.dockerignore` keeps every file the build reads, and package-lock.json is
// in step with the manifests the way `npm ci` checks it (the whole tree, optional platform
// packages included), so the image's first RUN, and every `npm ci`, can succeed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dockerignoreMatcher, missingFromLock, type Lockfile } from './lib/image-inputs.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const rootManifest = JSON.parse(read('package.json')) as { workspaces: string[] };
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const workspaceManifests = tracked.filter((file) =>
  rootManifest.workspaces.some((pattern) => new RegExp(`^${pattern.replace('*', '[^/]+')}/package\\.json$`).test(file)),
);

describe('the container image build', () => {
  const dockerfile = read('Dockerfile');
  const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('RUN npm ci'));

  it('copies the root manifest, the lock file and every workspace manifest before npm ci', () => {
    expect(dockerfile).toContain('RUN npm ci');
    expect(workspaceManifests.length).toBeGreaterThanOrEqual(6);
    const copied = [...beforeInstall.matchAll(/^COPY\s+(.+?)\s+(\S+)\s*$/gm)].flatMap((match) => match[1]!.split(/\s+/));
    for (const manifest of ['package.json', 'package-lock.json', ...workspaceManifests]) expect(copied, manifest).toContain(manifest);
  });

  it('keeps every file the build reads out of .dockerignore', () => {
    const ignored = dockerignoreMatcher(read('.dockerignore'));
    const needed = tracked.filter((file) => /^(apps|packages|scripts)\//.test(file) || /^[^/]+\.(json|ts)$/.test(file));
    expect(needed.length).toBeGreaterThan(100);
    expect(needed.filter(ignored)).toEqual([]);
    // The matcher itself: what the build must not carry in.
    for (const file of ['node_modules/x/index.js', 'apps/web/node_modules/y.js', '.cache/dictionaries/english.jdict', 'data/pglite/PG_VERSION', '.env'])
      expect(ignored(file), file).toBe(true);
  });

  it('has a lock file npm ci accepts: every dependency of every package is in it', () => {
    const lock = JSON.parse(read('package-lock.json')) as Lockfile;
    expect(missingFromLock(lock)).toEqual([]);
  });
});

describe('missingFromLock', () => {
  it('finds an optional platform package the lock lacks, as npm ci does', () => {
    const lock: Lockfile = {
      packages: {
        '': { dependencies: { a: '^1.0.0' } },
        'node_modules/a': { version: '1.0.0', optionalDependencies: { 'a-linux': '1.0.0', 'a-darwin': '1.0.0' } },
        'node_modules/a-linux': { version: '1.0.0' },
      },
    };
    expect(missingFromLock(lock)).toEqual(['a-darwin@1.0.0 (wanted by node_modules/a)']);
  });

  it('resolves through nested folders and workspace links, and checks the versions', () => {
    const lock: Lockfile = {
      packages: {
        '': { devDependencies: { b: '^2.0.0' } },
        'packages/w': { dependencies: { c: '~1.2.0' } },
        'node_modules/w': { resolved: 'packages/w', link: true },
        'node_modules/b': { version: '2.1.0', dependencies: { c: '^3.0.0' } },
        'node_modules/b/node_modules/c': { version: '3.0.1' },
        'node_modules/c': { version: '1.2.9' },
      },
    };
    expect(missingFromLock(lock)).toEqual([]);
    lock.packages['node_modules/c'] = { version: '1.3.0' };
    expect(missingFromLock(lock)).toEqual(['c@~1.2.0 (wanted by packages/w; the lock has 1.3.0)']);
  });
});
