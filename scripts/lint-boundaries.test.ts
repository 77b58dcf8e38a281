// The import boundaries of eslint.config.js must keep failing the imports in lint-fixtures/:
// each fixture is linted as if it stood at its own path (less the lint-fixtures/ prefix), and
// every line marked `// expect: <rule>, …` must be reported by each of those rules, with no
// other error. If a rule stops resolving imports or a zone stops matching, this test fails.
// The fixtures of lint-fixtures/in-place/ (import cycles) are linted where they stand, since
// each must find the other on disk.
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

describe('lint boundaries', () => {
  it('has fixtures for every kind of boundary', () => {
    const rules = new Set(files.flatMap((file) => expectations(readFileSync(file, 'utf8')).map((e) => e.split(':')[1])));
    expect([...rules].sort()).toEqual([
      'import-x/no-cycle',
      'import-x/no-extraneous-dependencies',
      'import-x/no-relative-packages',
      'import-x/no-restricted-paths',
      'max-lines-per-function',
      'no-restricted-imports',
      'react-hooks/rules-of-hooks',
      'regexp/no-super-linear-backtracking',
      'regexp/no-super-linear-move',
    ]);
  });

  it.each(files.map((file) => [path.relative(fixturesDir, file), file]))('%s fails lint where it should', async (_relative, file) => {
    const text = readFileSync(file, 'utf8');
    const expected = expectations(text);
    expect(expected.length).toBeGreaterThan(0);
    const { filePath, linter } = lintedAs(file);
    const [result] = await linter.lintText(text, { filePath });
    const errors = result!.messages.filter((message) => message.severity === 2);
    const reported = errors.map((message) => `${message.line}:${message.ruleId}`);
    expect([...new Set(reported)].sort()).toEqual([...expected].sort());
    // A path rule reports its zone's own message, not a complaint about its configuration.
    const config = (await linter.calculateConfigForFile(filePath)) as {
      rules: Record<string, [unknown, { zones: { message: string }[] }]>;
    };
    const zones = config.rules['import-x/no-restricted-paths']![1].zones;
    for (const error of errors.filter((message) => message.ruleId === 'import-x/no-restricted-paths')) {
      expect(zones.some((zone) => error.message.endsWith(zone.message))).toBe(true);
    }
  }, 60_000);
});
