// A doc that names a file by its path must name one that exists: the paths written in code
// quotes in the docs listed here (from the repository's root; `*` and `{a,b}` as in a shell)
// each match at least one file.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const DOCS_WHOSE_PATHS_ARE_CHECKED = ['docs/glossary.md'];

/** The code-quoted words of a doc that are paths: a folder and a file name with its extension. */
export function quotedPaths(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  return [...new Set(quoted.filter((word) => /^[\w.{}*,-]+\/[\w./{}*,-]*\.[\w{},]+$/.test(word)))];
}

const matches = (pattern: string) => globSync(pattern, { cwd: root }).length;

describe('paths named in the docs', () => {
  it('reads the paths of a doc, and no other code quotes', () => {
    expect(quotedPaths('See `apps/web/src/locales/{he,ar}.json` and `glossary.ts`, `termVariants`, `a/b`.')).toEqual([
      'apps/web/src/locales/{he,ar}.json',
    ]);
    expect(matches('packages/coach/src/i18n/{he,ar}.ts')).toBe(0);
  });

  for (const doc of DOCS_WHOSE_PATHS_ARE_CHECKED) {
    it(`${doc}: each path matches a file`, () => {
      const paths = quotedPaths(readFileSync(path.join(root, doc), 'utf8'));
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter((named) => matches(named) === 0)).toEqual([]);
    });
  }
});
