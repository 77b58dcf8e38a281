// One way to write from the web app (STYLE.md "One source for each idea"): every POST, PUT,
// PATCH or DELETE goes through a TanStack Query mutation (useMutation, or a hook of the app that
// wraps one), never a bare call of an API function in a component or a handler. This reads the
// web app's source with TypeScript's parser: a write is a requestJson/requestBlob/requestJsonLines
// call whose options name such a method, and a write function is any top-level function that
// makes one (directly or through another), a hook or a component aside. Each write, and each call of a write function, must sit
// inside the arguments of useMutation or of a mutation hook (a top-level function that calls
// useMutation), or inside another write function (whose own calls are then checked). The few files
// allowed are listed with their reason; an entry no longer needed fails too.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Files whose writes do not go through a mutation, each with its reason. */
const WRITES_OUTSIDE_MUTATIONS: Record<string, string> = {
  'apps/web/src/lib/auth.tsx':
    "the auth context's own state: sign-out sets the session query itself, and the access-token loop renews a token, which no query shows",
  'apps/web/src/features/analytics/hooks/use-page-views.ts':
    'a page view posted when the path changes: a beacon, nothing is read back or shown',
  'apps/web/src/features/reader-check/components/reader-page.tsx':
    "the reader's page is a light entry without the query cache (docs/reader-check.md \"Weight\"): one answer, sent once",
  'apps/web/src/features/auth/api/password-reset.ts':
    "the reset link's check is a read, sent as POST so the token stays out of URLs and logs; a query (useResetTokenCheck) makes it",
  'apps/web/src/features/exercises/hooks/use-chat-machine.ts':
    "a turn is an event of the chat's state machine (aborted by the next, a stale reply ignored); the reply goes to its reducer, and no query shows it",
};

/** A hook's or a component's name: their writes are checked where they stand, not at their callers. */
const HOOK_OR_COMPONENT = /^(use[A-Z]|[A-Z])/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REQUESTS = new Set(['requestJson', 'requestBlob', 'requestJsonLines']);

function sourceOf(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const calleeName = (call: ts.CallExpression): string | undefined =>
  ts.isIdentifier(call.expression) ? call.expression.text : undefined;

/** A request call whose options say POST, PUT, PATCH or DELETE. */
function isWriteRequest(call: ts.CallExpression): boolean {
  if (!REQUESTS.has(calleeName(call) ?? '')) return false;
  const options = call.arguments[1];
  if (!options || !ts.isObjectLiteralExpression(options)) return false;
  return options.properties.some(
    (property) =>
      ts.isPropertyAssignment(property) &&
      property.name.getText() === 'method' &&
      ts.isStringLiteral(property.initializer) &&
      WRITE_METHODS.has(property.initializer.text),
  );
}

interface TopLevel {
  name: string;
  node: ts.Node;
}

/** The file's top-level functions and constants. */
function topLevel(source: ts.SourceFile): TopLevel[] {
  const found: TopLevel[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) found.push({ name: statement.name.text, node: statement });
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer) found.push({ name: declaration.name.text, node: declaration.initializer });
  }
  return found;
}

/** A top-level statement as a file of its own, to list what it declares. */
const sourceOfStatement = (statement: ts.Node): ts.SourceFile => ({ statements: [statement] }) as unknown as ts.SourceFile;

/** Whether `node` calls a write request or one of the named write functions. */
function writes(node: ts.Node, writeFunctions: Set<string>): boolean {
  let found = false;
  walk(node, (inner) => {
    if (!found && ts.isCallExpression(inner) && (isWriteRequest(inner) || writeFunctions.has(calleeName(inner) ?? ''))) found = true;
  });
  return found;
}

function callsAny(node: ts.Node, names: Set<string>): boolean {
  let found = false;
  walk(node, (inner) => {
    if (!found && ts.isCallExpression(inner) && names.has(calleeName(inner) ?? '')) found = true;
  });
  return found;
}

/** The file an import names, among the files scanned ('./x.ts', or './x' for x.ts or x.tsx). */
function importedFile(file: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate));
}

/** The names a file imports, each with the file it comes from and its name there. */
function importsOf(source: ts.SourceFile, known: Set<string>): Map<string, { file: string; name: string }> {
  const imports = new Map<string, { file: string; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = importedFile(source.fileName, statement.moduleSpecifier.text, known);
    const bindings = statement.importClause?.namedBindings;
    if (from && bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) imports.set(element.name.text, { file: from, name: (element.propertyName ?? element.name).text });
  }
  return imports;
}

export interface Scan {
  /** Each file's names of write functions (its own or imported): top-level functions that write. */
  writeFunctions: Map<string, Set<string>>;
  /** Each file's names of mutation hooks (useMutation, or a hook that calls it, its own or imported). */
  mutationHooks: Map<string, Set<string>>;
}

/** The write functions and mutation hooks in scope in each file, following imports between the files. */
export function scanWrites(files: { file: string; text: string }[]): Scan {
  const known = new Set(files.map(({ file }) => file));
  const sources = files.map(({ file, text }) => ({ file, source: sourceOf(file, text) }));
  const imports = new Map(sources.map(({ file, source }) => [file, importsOf(source, known)]));
  const writeFunctions = new Map(files.map(({ file }) => [file, new Set<string>()]));
  const mutationHooks = new Map(files.map(({ file }) => [file, new Set(['useMutation'])]));
  const inScope = (scope: Map<string, Set<string>>, file: string) => {
    const names = new Set(scope.get(file));
    for (const [local, { file: from, name }] of imports.get(file) ?? []) if (scope.get(from)?.has(name)) names.add(local);
    return names;
  };
  for (let grew = true; grew; ) {
    grew = false;
    for (const { file, source } of sources) {
      const writing = inScope(writeFunctions, file);
      const hooks = inScope(mutationHooks, file);
      for (const { name, node } of topLevel(source)) {
        if (!HOOK_OR_COMPONENT.test(name) && !writing.has(name) && writes(node, writing)) {
          writeFunctions.get(file)?.add(name);
          grew = true;
        }
        if (/^use[A-Z]/.test(name) && !hooks.has(name) && callsAny(node, hooks)) {
          mutationHooks.get(file)?.add(name);
          grew = true;
        }
      }
    }
  }
  return {
    writeFunctions: new Map(files.map(({ file }) => [file, inScope(writeFunctions, file)])),
    mutationHooks: new Map(files.map(({ file }) => [file, inScope(mutationHooks, file)])),
  };
}

/** The writes of a file that are not a mutation's: "line: call". */
export function writesOutsideMutations(file: string, text: string, scan: Scan): string[] {
  const source = sourceOf(file, text);
  const writeFunctions = scan.writeFunctions.get(file) ?? new Set<string>();
  const mutationHooks = scan.mutationHooks.get(file) ?? new Set<string>();
  const bare: string[] = [];
  const isInside = (node: ts.Node) => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (ts.isCallExpression(at) && mutationHooks.has(calleeName(at) ?? '') && at.arguments.some((argument) => argument.pos <= node.pos && node.end <= argument.end)) return true;
      // A write function's own body: its callers are checked instead.
      if (at.parent === source) return topLevel(sourceOfStatement(at)).some(({ name }) => writeFunctions.has(name));
    }
    return false;
  };
  walk(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    if (!isWriteRequest(node) && !writeFunctions.has(calleeName(node) ?? '')) return;
    if (!isInside(node)) bare.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.expression.getText(source)}`);
  });
  return bare;
}

const webSources = execFileSync('git', ['ls-files', 'apps/web/src/**.ts', 'apps/web/src/**.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !/\.test\.tsx?$/.test(file) && !/\/test\//.test(file));

describe('the write scanner', () => {
  const api = {
    file: 'api/update-thing.ts',
    text: `import { useMutation } from '@tanstack/react-query';
      export function updateThing(body) { return requestJson('/api/thing', { method: 'PUT', body }); }
      export const useUpdateThing = () => useMutation({ mutationFn: updateThing });
      export function useChange(change) { return useMutation({ mutationFn: change }); }
      export function register(body) { return requestJson('/api/register', { method: 'POST', body }); }
      export const renameThing = (id) => (name) => requestJson('/api/thing/' + id, { method: 'PATCH', body: { name } });`,
  };

  it('finds a bare call of a write function in a handler, and a write request made in place', () => {
    const component = `import { updateThing } from './api/update-thing.ts';
      function Form() {
        const submit = async (body) => { await updateThing(body); };
        const other = () => requestBlob('/api/file', { method: 'POST', body: {} });
      }`;
    const scan = scanWrites([api, { file: 'form.tsx', text: component }]);
    expect(writesOutsideMutations('form.tsx', component, scan)).toEqual(['3: updateThing', '4: requestBlob']);
  });

  it('accepts a write through useMutation or a hook that wraps it, the write functions themselves, and a function of the same name not imported', () => {
    const component = `import { renameThing, updateThing, useChange, useUpdateThing } from './api/update-thing.ts';
      function Form() {
        const update = useUpdateThing();
        const rename = useChange(renameThing(id));
        const direct = useMutation({ mutationFn: (body) => updateThing(body) });
        const read = () => requestJson('/api/thing');
        const { register } = useForm();
        register('name');
      }`;
    const scan = scanWrites([api, { file: 'form.tsx', text: component }]);
    expect(writesOutsideMutations(api.file, api.text, scan)).toEqual([]);
    expect(writesOutsideMutations('form.tsx', component, scan)).toEqual([]);
  });
});

describe('writes in the web app', () => {
  const files = webSources.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
  const scan = scanWrites(files);

  it('go through a TanStack Query mutation, outside the files allowed with their reason', () => {
    const bare = files.flatMap(({ file, text }) =>
      file in WRITES_OUTSIDE_MUTATIONS ? [] : writesOutsideMutations(file, text, scan).map((call) => `${file}:${call}`),
    );
    expect(bare).toEqual([]);
  });

  it('allows only files that still write outside a mutation', () => {
    const needless = Object.keys(WRITES_OUTSIDE_MUTATIONS).filter((file) => {
      const found = files.find((candidate) => candidate.file === file);
      return !found || writesOutsideMutations(file, found.text, scan).length === 0;
    });
    expect(needless).toEqual([]);
  });
});
