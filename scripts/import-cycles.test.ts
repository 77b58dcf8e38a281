// No import cycle in the apps and packages, type-only imports included (docs/server.md "The
// walls"): ESLint's import-x/no-cycle leaves those out, so this test walks the graph itself.
// The fixture (import-cycle-fixture/, two interfaces that import each other's type) proves the
// check sees a cycle of types alone.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceFiles } from './lib/import-cycles.ts';

const root = path.resolve(import.meta.dirname, '..');
const relative = (cycles: string[][]) => cycles.map((cycle) => cycle.map((file) => path.relative(root, file)));

describe('import cycles', () => {
  it('are found when made of type-only imports', () => {
    const graph = importGraph(sourceFiles([path.join(root, 'scripts/import-cycle-fixture')]));
    expect(relative(importCycles(graph))).toEqual([
      ['scripts/import-cycle-fixture/answer.ts', 'scripts/import-cycle-fixture/question.ts'],
    ]);
  });

  it('are none in the apps and packages', () => {
    const graph = importGraph(sourceFiles([path.join(root, 'apps'), path.join(root, 'packages')]));
    expect(graph.size).toBeGreaterThan(500);
    expect(relative(importCycles(graph))).toEqual([]);
  }, 120_000);
});
