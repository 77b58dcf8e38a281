// Checks of the image build's inputs that need no container daemon (scripts/image-inputs.test.ts).
import semver from 'semver';

interface LockEntry {
  version?: string;
  resolved?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
}

/**
 * Every dependency some package of the lock wants that the lock cannot satisfy, the way
 * `npm ci` refuses a lock: found by Node's resolution (the package's own node_modules, then
 * each parent's), at a version in the wanted range. Optional dependencies count: npm records
 * every platform's build in the lock even though it installs one.
 */
export function missingFromLock(lock: Lockfile): string[] {
  const { packages } = lock;
  const problems: string[] = [];
  for (const [location, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    // Development dependencies of installed packages are never installed; the root's and the
    // workspaces' are.
    const isProject = location === '' || !location.includes('node_modules/');
    const wanted = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(isProject ? entry.devDependencies : {}),
      ...requiredPeers(entry),
    };
    for (const [name, range] of Object.entries(wanted)) {
      const found = resolve(packages, location, name);
      const where = location === '' ? 'the root' : location;
      if (!found?.version) problems.push(`${name}@${range} (wanted by ${where})`);
      else if (!satisfies(found.version, range)) problems.push(`${name}@${range} (wanted by ${where}; the lock has ${found.version})`);
    }
  }
  return problems;
}

function requiredPeers(entry: LockEntry): Record<string, string> {
  const peers = Object.entries(entry.peerDependencies ?? {}).filter(([name]) => !entry.peerDependenciesMeta?.[name]?.optional);
  return Object.fromEntries(peers);
}

/** The entry Node would load for `name` from a package at `location`, following workspace links. */
function resolve(packages: Lockfile['packages'], location: string, name: string): LockEntry | undefined {
  let base = location;
  for (;;) {
    const candidate = packages[base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`];
    if (candidate) return candidate.link && candidate.resolved ? packages[candidate.resolved] : candidate;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent >= 0 ? base.slice(0, parent) : '';
  }
}

/** Whether a locked version meets a range; ranges that are not semver (git, file:, npm: aliases) pass. */
function satisfies(version: string, range: string): boolean {
  if (!semver.validRange(range)) return true;
  return semver.satisfies(version, range, { includePrerelease: true });
}

/**
 * A `.dockerignore` as a predicate over paths relative to the context: Docker's rules (each
 * pattern anchored at the context root, `*` within one path segment, `**` across any, a match
 * of a folder excludes what is inside it, a later `!pattern` takes a path back).
 */
export function dockerignoreMatcher(text: string): (file: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      return { negated, regex: globToRegex(pattern) };
    });
  return (file) => {
    const prefixes = file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));
    let ignored = false;
    for (const rule of rules) if (prefixes.some((prefix) => rule.regex.test(prefix))) ignored = !rule.negated;
    return ignored;
  };
}

function globToRegex(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!;
    if (char === '*' && pattern[index + 1] === '*') {
      // "**/" matches any number of folders, including none.
      source += pattern[index + 2] === '/' ? '(?:.*/)?' : '.*';
      index += pattern[index + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
