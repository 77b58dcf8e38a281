// The import cycles of a tree of TypeScript files, type-only imports included: ESLint's
// import-x/no-cycle skips `import type` (and imports whose every name is a type), so a cycle of
// types alone passes it, though it still ties the modules together. Every static, re-exporting
// and dynamic import counts; what resolves outside the tree (node_modules, another folder) is
// left out. Resolution is TypeScript's own (package exports included), so a workspace package
// reached by name is followed to its source.
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** The .ts and .tsx files below each folder, but node_modules and dist. */
export function sourceFiles(folders: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full);
      return /\.tsx?$/u.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
    });
  return folders.flatMap(walk);
}

/** Each file's imports that resolve to another file of `files`. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files.map((file) => realpathSync(file)));
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions);
  const graph = new Map<string, string[]>();
  for (const file of known) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys, cache).resolvedModule;
      if (!resolved) continue;
      const target = realpathSync(resolved.resolvedFileName);
      if (known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The cycles of the graph: each strongly connected group of two or more files, sorted. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so that a deep chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1) cycles.push(group.sort());
      }
    }
  }
  return cycles;
}
