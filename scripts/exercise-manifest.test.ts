// The exercises are listed once, in their manifest (packages/shared/src/exercises.ts), with one
// spelling of each id; everything else derives from it (docs/exercises.md "Adding the next
// exercise"). This scan fails when source outside the manifest names an exercise by one of its
// other spellings (its slug, the original's API route, its stored task type, its research path
// or its table: 'half-life', 'HalfLife', 'halflife' …) or lists two exercises by their ids as
// strings: such a list is one a new exercise would have to be added to by hand.
// An exercise's own files (a file or folder named for it: scripts/half-life.ts,
// routes/critical-thinking.tsx, questions/critical-thinking/) may spell it as they need, and so
// may tests, test helpers, the coach's evaluation and the benches, which exercise the lists.
// Module paths of imports are file names, not lists, and are not read.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { EXERCISE_IDS, exerciseManifest, type ExerciseId } from '../packages/shared/src/exercises.ts';

const root = path.resolve(import.meta.dirname, '..');
const MANIFEST = 'packages/shared/src/exercises.ts';

const kebab = (id: string) => id.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/** The names a file or folder of an exercise's own may carry. */
function ownNames(id: ExerciseId): string[] {
  const { slug, taskType } = exerciseManifest[id];
  return [...new Set([kebab(id), slug, taskType])];
}

/** The spellings of an exercise other than its id and its API route, each a word of its own. */
function otherSpellings(id: ExerciseId): string[] {
  const { slug, taskType, table, research } = exerciseManifest[id];
  return [...new Set([slug, taskType, table, ...(research ? [research.path] : [])])].filter((name) => name !== id);
}

/**
 * Whether a literal names an API route (HalfLife): as a path's segment or an alternative of a
 * pattern, or alone; a route that is an English word (Coherence, Ethics) is left alone in prose.
 */
function namesRoute(text: string, route: string): boolean {
  return text === route || new RegExp(`(^|[/|(])${route}($|[/|)?])`).test(text);
}

// An area's cases.ts is labelled evaluation data like eval/: a case says which exercise asked its
// text, and an area whose rule runs at several exercises' points has cases from each.
const OUT_OF_SCOPE = /(\.test\.tsx?$|\/test\/|\/testing\/|\/test-support|\/eval\/|\/bench\/|\/areas\/[^/]+\/cases\.ts$|\.d\.ts$)/;

/**
 * Files that spell exercises for a reason of their own: the tables' definitions (each held to its
 * manifest name by apps/server/src/db/task-tables.test.ts), and the coach's finding areas, some of
 * which share an exercise's name (a remark on coherence is of the area 'coherence').
 */
const ALLOWED = new Set(['apps/server/src/db/schema.ts', 'packages/coach/src/findings/kind-definition.ts']);

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', 'apps', 'packages', 'scripts'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && file !== MANIFEST && !ALLOWED.has(file) && !OUT_OF_SCOPE.test(file))
    .filter((file) => {
      try {
        readFileSync(path.join(root, file));
        return true;
      } catch {
        return false;
      }
    });
}

/** Whether the file is one of an exercise's own (a path segment starts with one of its names). */
function isOwnFile(file: string, id: ExerciseId): boolean {
  const segments = file.replace(/\.tsx?$/, '').split('/');
  return ownNames(id).some((name) => segments.some((segment) => segment === name || segment.startsWith(`${name}-`)));
}

interface Literal {
  text: string;
  line: number;
}

/** The file's string, template and regular-expression literals, but module paths. */
function literalsOf(file: string, source: string): Literal[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Literal[] = [];
  const isModulePath = (node: ts.Node) =>
    ts.isImportDeclaration(node.parent) ||
    ts.isExportDeclaration(node.parent) ||
    ts.isExternalModuleReference(node.parent) ||
    (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    ts.isLiteralTypeNode(node.parent) && ts.isImportTypeNode(node.parent.parent);
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isRegularExpressionLiteral(node)) &&
      !isModulePath(node)
    ) {
      found.push({ text: node.text, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The words of a literal: what lies between characters that are not letters, digits, _ or -. */
const wordsOf = (text: string) => text.split(/[^A-Za-z0-9_-]+/).filter((word) => word !== '');

function findings(): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles()) {
    const literals = literalsOf(file, readFileSync(path.join(root, file), 'utf8'));
    const idsNamed = new Map<ExerciseId, number>();
    for (const id of EXERCISE_IDS) {
      if (isOwnFile(file, id)) continue;
      const spellings = otherSpellings(id);
      for (const { text, line } of literals) {
        const words = wordsOf(text);
        const other = words.find((word) => spellings.some((spelling) => word === spelling || /^(.+)-(full|slim|link)$/.exec(word)?.[1] === spelling));
        if (other) problems.push(`${file}:${line} names ${id} as '${other}'`);
        if (namesRoute(text, exerciseManifest[id].route)) problems.push(`${file}:${line} names ${id} by its route`);
        if (text === id && !idsNamed.has(id)) idsNamed.set(id, line);
      }
    }
    if (idsNamed.size >= 2) {
      problems.push(`${file}:${[...idsNamed.values()].join(',')} lists exercises by id: ${[...idsNamed.keys()].join(', ')}`);
    }
  }
  return problems;
}

describe('the exercise manifest', () => {
  it('is the only list of exercises and the only place their other spellings are written', () => {
    expect(findings()).toEqual([]);
  }, 60_000);

  it('would see a list written elsewhere', () => {
    const literals = literalsOf('x.ts', "const routes = /^\\/api\\/(HalfLife|Ethics)/; const pages = ['/half-life', 'critical-thinking-slim'];");
    const words = literals.flatMap(({ text }) => wordsOf(text));
    expect(words).toEqual(expect.arrayContaining(['HalfLife', 'Ethics', 'half-life', 'critical-thinking-slim']));
    expect(isOwnFile('packages/coach/src/scripts/half-life.ts', 'halfLife')).toBe(true);
    expect(isOwnFile('packages/coach/src/feedback/half-life-feedback.ts', 'halfLife')).toBe(true);
    expect(isOwnFile('apps/web/src/app/routes.tsx', 'halfLife')).toBe(false);
    expect(namesRoute('/api/HalfLife/no-feedback', 'HalfLife')).toBe(true);
    expect(namesRoute('^\\/api\\/(HalfLife|Persuasive)', 'Persuasive')).toBe(true);
    expect(namesRoute('Coherence question 2', 'Coherence')).toBe(false);
  });
});
