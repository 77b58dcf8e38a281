// No two folders of the coach's src/ import each other (README "Modules"): the module that would
// close such a circle belongs in a folder above both. Tests aside; type-only imports count.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type FolderImports = ReadonlyMap<string, ReadonlySet<string>>;

/** For each folder of src/, the other folders its modules import (index.ts at the root aside). */
function folderImports(srcDir: string): FolderImports {
  const imports = new Map<string, Set<string>>();
  const names = readdirSync(srcDir, { recursive: true, encoding: 'utf8' });
  for (const name of names.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))) {
    const [folder, ...rest] = name.split(path.sep);
    if (!folder || rest.length === 0) continue;
    const file = path.join(srcDir, name);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const [top, ...inside] = path.relative(srcDir, path.resolve(path.dirname(file), specifier!)).split(path.sep);
      if (!top || top === folder || top === '..' || inside.length === 0) continue;
      imports.set(folder, (imports.get(folder) ?? new Set()).add(top));
    }
  }
  return imports;
}

/** The folders that import each other, "a ↔ b" with a before b. */
function twoWayPairs(imports: FolderImports): string[] {
  const pairs: string[] = [];
  for (const [from, tos] of imports) {
    for (const to of tos) if (from < to && imports.get(to)?.has(from)) pairs.push(`${from} ↔ ${to}`);
  }
  return pairs.sort();
}

describe("the coach's folders", () => {
  it('show a pair that imports each other', () => {
    const imports = new Map([['findings', new Set(['areas', 'i18n'])], ['areas', new Set(['findings'])], ['i18n', new Set<string>()]]);
    expect(twoWayPairs(imports)).toEqual(['areas ↔ findings']);
  });

  it('import each other in no pair', () => {
    const imports = folderImports(import.meta.dirname);
    expect(imports.size).toBeGreaterThan(10);
    expect(twoWayPairs(imports)).toEqual([]);
  });
});
