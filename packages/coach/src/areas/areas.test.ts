// The coach's folders go by area (README "The coach's areas"): an area's measure, rules, messages
// and cases read the shared folders, never the feedback that puts areas together, the LLM coach,
// the scripts, nor another area's folder. The one exception: the jargon area's rare-word question
// leaves out the spelling area's misspelt words, since a misspelling is no rare word.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remarkKinds, type KindArea } from '../kinds/kinds.ts';

const areasDir = import.meta.dirname;
const srcDir = path.dirname(areasDir);

/** The folders of src/ an area's modules may import. */
const shared = new Set(['findings', 'measures', 'engine', 'i18n', 'markup', 'messages', 'chat']);
/** Imports from one area's folder into another's that are allowed, as "from → to". */
const allowedAcross = new Set(['jargon → spelling']);

const folderOf = (area: KindArea) => area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
}

describe('the areas of the coach', () => {
  it('have a folder each, one per area of the kinds registry', () => {
    const folders = readdirSync(areasDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const areas = new Set(Object.values(remarkKinds).map((definition) => definition.area));
    expect(folders.sort()).toEqual([...areas].map(folderOf).sort());
  });

  it('import only the shared folders and their own, tests aside', () => {
    const wrong: string[] = [];
    for (const folder of readdirSync(areasDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      const names = readdirSync(path.join(areasDir, folder.name), { recursive: true, encoding: 'utf8' });
      for (const name of names.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))) {
        const file = path.join(areasDir, folder.name, name);
        for (const specifier of relativeImports(file)) {
          const [top, second, ...rest] = path.relative(srcDir, path.resolve(path.dirname(file), specifier)).split(path.sep);
          // A module at the areas' root (rule-module.ts) is what every area's rules are made of.
          const ownOrRoot = rest.length === 0 || second === folder.name || allowedAcross.has(`${folder.name} → ${second}`);
          if (top === 'areas' ? ownOrRoot : shared.has(top ?? '')) continue;
          wrong.push(`${folder.name}/${name} imports ${specifier}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
