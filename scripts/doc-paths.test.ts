// A doc that names a file by its path must name one that exists: the paths written in code
// quotes in every doc (README.md, docs/*.md and the README of each package, app and folder; `*`
// and `{a,b}` as in a shell, a `{name}` alone standing for any one name) each match at least one
// file, from the repository's root, from the doc's own folder, or as the end of a path in the
// repository (docs name a package's files from its folder: `areas/jargon/names.ts`).
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const notOurs = (name: string) => name === 'node_modules' || name === '.git';
const DOCS = globSync(['README.md', '**/README.md', 'docs/*.md'], { cwd: root, exclude: notOurs }).sort();

/** Paths the docs name that are not files of the repository, each with where it is. */
const OUTSIDE_THE_REPOSITORY: Record<string, string> = {
  'hebrew/he_50k_2018.txt': 'the data folder (../shared/data)',
  'arabic/ar_50k_2018.txt': 'the data folder',
  'shared/data/README.md': 'the data folder',
  'wordfreq/large_*.msgpack.gz': 'the data folder',
  'word/document.xml': 'inside a .docx',
  'data/pglite.lock': 'written by the server at start',
  'dist/read.html': 'the built site',
  'pages/{route}.html': 'written by the performance bench',
  'refused/{route}.html': 'written by the performance bench',
  'sign-in/{route}.html': 'written by the performance bench',
  'cookie-banner/{route}.html': 'written by the performance bench',
  'terms-dialog/{route}.html': 'written by the performance bench',
};

/** The code-quoted words of a doc that are paths: a folder and a file name with its extension. */
export function quotedPaths(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  return [...new Set(quoted.filter((word) => /^[\w.{}*,-]+\/[\w./{}*,-]*\.[\w{},]+$/.test(word)))];
}

/** Every file and folder of the repository, from its root, read once. */
const FILES = globSync('**/*', { cwd: root, exclude: notOurs });

/** How many files a pattern matches from the root (a `{name}` alone stands for any one name). */
const matches = (pattern: string) => {
  const glob = path.posix.normalize(pattern.replace(/\{\w+\}/g, '*'));
  return FILES.filter((file) => path.matchesGlob(file, glob)).length;
};

/** Whether a path a doc names is a file: from the root, from the doc's folder, or as a path's end. */
export function namesAFile(named: string, doc: string): boolean {
  return matches(named) > 0 || matches(path.posix.join(path.posix.dirname(doc), named)) > 0 || matches(`**/${named}`) > 0;
}

describe('paths named in the docs', () => {
  it('reads the paths of a doc, and no other code quotes', () => {
    expect(quotedPaths('See `apps/web/src/locales/{he,ar}.json` and `glossary.ts`, `termVariants`, `a/b`.')).toEqual([
      'apps/web/src/locales/{he,ar}.json',
    ]);
    expect(matches('packages/coach/src/i18n/{he,ar}.ts')).toBe(0);
  });

  it('finds a file by the end of its path, by a {name} pattern in it, and not a file that is gone', () => {
    expect(namesAFile('jargon/src/bands.ts', 'docs/de-jargonizer.md')).toBe(true);
    expect(namesAFile('packages/widget/locales/{code}.json', 'packages/widget/README.md')).toBe(true);
    expect(namesAFile('src/bands.ts', 'packages/jargon/README.md')).toBe(true);
    expect(namesAFile('jargon/src/fresh-band-texts.ts', 'docs/de-jargonizer.md')).toBe(false);
  });

  it('reads every doc', () => {
    expect(DOCS).toEqual(expect.arrayContaining(['README.md', 'docs/glossary.md', 'packages/jargon/README.md', 'apps/web/README.md']));
  });

  for (const doc of DOCS) {
    it(`${doc}: each path matches a file`, () => {
      const paths = quotedPaths(readFileSync(path.join(root, doc), 'utf8'));
      expect(paths.filter((named) => !(named in OUTSIDE_THE_REPOSITORY) && !namesAFile(named, doc))).toEqual([]);
    });
  }
});
