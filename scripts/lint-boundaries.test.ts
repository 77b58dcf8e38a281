// The import boundaries of eslint.config.js must keep failing the imports in lint-fixtures/:
// each fixture is linted as if it stood at its own path (less the lint-fixtures/ prefix), and
// every line marked `// expect: <rule>, …` must be reported by each of those rules, with no
// other error. If a rule stops resolving imports or a zone stops matching, this test fails.
// The fixtures of lint-fixtures/in-place/ (import cycles) are linted where they stand, since
// each must find the other on disk. Every wall (each zone of import-x/no-restricted-paths and
// each message of no-restricted-imports) must be reported by at least one fixture.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const fixturesDir = path.join(root, 'lint-fixtures');

function fixtures(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return fixtures(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** "line:rule" for every expectation in a fixture. */
function expectations(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const match = /\/\/ expect: (.+)$/.exec(line);
    return match ? match[1]!.split(',').map((rule) => `${index + 1}:${rule.trim()}`) : [];
  });
}

const eslint = new ESLint({ cwd: root });
const inPlaceDir = path.join(fixturesDir, 'in-place');
// lint-fixtures/ is ignored by `npm run lint`; the fixtures linted in place are linted anyway.
const inPlaceEslint = new ESLint({ cwd: root, ignore: false });
const files = fixtures(fixturesDir);

/** Where a fixture is linted, and by which instance. */
function lintedAs(file: string): { filePath: string; linter: ESLint } {
  if (file.startsWith(inPlaceDir + path.sep)) return { filePath: file, linter: inPlaceEslint };
  return { filePath: path.join(root, path.relative(fixturesDir, file)), linter: eslint };
}

type Lint = { file: string; errors: ESLint.LintResult['messages']; zones: string[]; restricted: string[] };

/** The messages a config gives its walls. */
function wallMessages(config: { rules: Record<string, unknown[]> }): { zones: string[]; restricted: string[] } {
  const zones = (config.rules['import-x/no-restricted-paths']?.[1] as { zones: { message: string }[] }).zones;
  const restricted = config.rules['no-restricted-imports']?.[1] as
    | { patterns?: { message: string }[]; paths?: { message: string }[] }
    | undefined;
  return {
    zones: zones.map((zone) => zone.message),
    restricted: [...(restricted?.patterns ?? []), ...(restricted?.paths ?? [])].map((rule) => rule.message),
  };
}

let linted: Promise<Lint[]> | undefined;
/** Every fixture linted once, for all the tests below (each reads it, none depends on another). */
function lintAll(): Promise<Lint[]> {
  linted ??= Promise.all(
    files.map(async (file) => {
      const { filePath, linter } = lintedAs(file);
      const [result] = await linter.lintText(readFileSync(file, 'utf8'), { filePath });
      const config = (await linter.calculateConfigForFile(filePath)) as { rules: Record<string, unknown[]> };
      return { file, errors: result!.messages.filter((message) => message.severity === 2), ...wallMessages(config) };
    }),
  );
  return linted;
}

/** One zone per server feature says the same of each: a fixture for one of them stands for all. */
const wallOf = (message: string) => message.replace(/reaches [\w-]+\/ only through its public module, [\w-]+\/index\.ts/u, 'reaches <feature>/ …');

describe('lint boundaries', () => {
  it('has fixtures for every kind of boundary', () => {
    const rules = new Set(files.flatMap((file) => expectations(readFileSync(file, 'utf8')).map((e) => e.split(':')[1])));
    expect([...rules].sort()).toEqual([
      'import-x/no-cycle',
      'import-x/no-extraneous-dependencies',
      'import-x/no-relative-packages',
      'import-x/no-restricted-paths',
      'import-x/no-unresolved',
      'max-lines-per-function',
      'no-restricted-imports',
      'react-hooks/rules-of-hooks',
      'regexp/no-super-linear-backtracking',
      'regexp/no-super-linear-move',
    ]);
  });

  it.each(files.map((file) => [path.relative(fixturesDir, file), file]))('%s fails lint where it should', async (_relative, file) => {
    const expected = expectations(readFileSync(file, 'utf8'));
    expect(expected.length).toBeGreaterThan(0);
    const { errors, zones } = (await lintAll()).find((lint) => lint.file === file)!;
    const reported = errors.map((message) => `${message.line}:${message.ruleId}`);
    expect([...new Set(reported)].sort()).toEqual([...expected].sort());
    // A path rule reports its zone's own message, not a complaint about its configuration.
    for (const error of errors.filter((message) => message.ruleId === 'import-x/no-restricted-paths')) {
      expect(zones.some((zone) => error.message.endsWith(zone))).toBe(true);
    }
  }, 60_000);

  it('has a fixture that each wall stops', async () => {
    const lints = await lintAll();
    const walls = new Set(lints.flatMap((lint) => [...lint.zones, ...lint.restricted].map(wallOf)));
    const stopped = new Set(
      lints.flatMap((lint) =>
        [...lint.zones, ...lint.restricted]
          .filter((wall) => lint.errors.some((error) => error.message.endsWith(wall)))
          .map(wallOf),
      ),
    );
    expect([...walls].filter((wall) => !stopped.has(wall))).toEqual([]);
  }, 120_000);
});
