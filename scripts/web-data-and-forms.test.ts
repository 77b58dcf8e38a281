// One way to read server data and one way to build a form in the web app (STYLE.md "One source
// for each idea"): server data comes through TanStack Query hooks, never a useEffect that fetches
// into state; a form keeps its fields in react-hook-form (with a zod schema), never in useState.
// This reads the web app's source (TypeScript's parser, not patterns over text) and fails when a
// file does either again. The few files allowed are listed below, each with its reason; an entry
// that is no longer needed fails too, so the list only shrinks.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Effects that call the API, and are not loaders of data shown from state. */
const EFFECTS_THAT_CALL_THE_API: Record<string, string> = {
  'apps/web/src/features/analytics/hooks/use-page-views.ts':
    'posts a page view when the path changes: a side effect of showing the page, nothing is read back',
  'apps/web/src/lib/auth.tsx':
    'starts the access-token loop while someone is signed in (a timer that renews the token); who is signed in is a query',
  'apps/web/src/features/reader-check/api/reader-view.ts':
    "the reader's page is a light entry without the query cache (docs/reader-check.md \"Weight\"): one request, once per page",
};

/**
 * Forms whose fields stay in component state. Not a form library's: each is a single answer or
 * choice with nothing to check, on a page whose first visit carries neither react-hook-form
 * (~12.6 KB Brotli) nor zod (~23 KB) (docs/performance.md "Forms on the tools' pages",
 * docs/reader-check.md "Weight").
 */
const FORMS_WITH_STATE_FIELDS: Record<string, string> = {
  'apps/web/src/features/reader-check/components/reader-page.tsx':
    "the reader's answers, on the reader's light entry; every answer is optional, so nothing is checked",
  'apps/web/src/features/research/components/participation-start.tsx':
    "a participant's one consent box before the exercise; Start waits for it, nothing else is asked",
  'apps/web/src/features/exercises/components/table-input-form.tsx':
    "a chat answer typed as a table, as the composer's text is; an empty answer is ignored, nothing is checked",
};

/**
 * A form hook of the app's own, in place of react-hook-form: the tools' forms once kept their
 * fields in one (lib/checked-form.ts, useCheckedForm) to keep react-hook-form and zod off a tool's
 * first visit; they now fetch react-hook-form with the form's code (lib/use-form-code.ts).
 */
const OWN_FORM_HOOK = /\buseCheckedForm\b|lib\/checked-form(\.ts)?['"]/;

const FETCHERS = new Set(['fetch', 'requestJson', 'requestBlob']);
/** Modules whose exports call the server: a feature's api/ folder, lib/*-api/, the HTTP client. */
const API_MODULE = /(^|\/)(api|[\w-]+-api)(\/|\.ts$)|api-client\.ts$/;
const STATE_HOOKS = new Set(['useState']);
/** The props that take a field's new value (not a dialog's onOpenChange, a button's onClick). */
const FIELD_HANDLER = /^on(Change|Input|Answer|ValueChange|CheckedChange)$/;

function sourceOf(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) return callee.expression.text;
  return undefined;
};

/** The names a file imports from a module that calls the server. */
function apiImports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!API_MODULE.test(statement.moduleSpecifier.text) || statement.importClause?.isTypeOnly) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) if (!element.isTypeOnly) names.add(element.name.text);
  }
  return names;
}

/** Whether a call reaches the server: a fetcher, an import from an API module, or a function of this file that does. */
function callsServer(node: ts.Node, fetching: Set<string>): boolean {
  let found = false;
  walk(node, (inner) => {
    if (found || !ts.isCallExpression(inner)) return;
    const name = calleeName(inner);
    if (name && fetching.has(name)) found = true;
  });
  return found;
}

/** The file's own functions that reach the server, directly or through each other. */
function fetchingNames(source: ts.SourceFile): Set<string> {
  const fetching = new Set([...FETCHERS, ...apiImports(source)]);
  const functions = new Map<string, ts.Node>();
  walk(source, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) functions.set(node.name.text, node.body);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) functions.set(node.name.text, node.initializer);
  });
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, body] of functions)
      if (!fetching.has(name) && callsServer(body, fetching)) {
        fetching.add(name);
        grew = true;
      }
  }
  return fetching;
}

/** Effects (useEffect, useLayoutEffect) whose callback reaches the server. */
export function effectsThatFetch(file: string, text: string): number {
  const source = sourceOf(file, text);
  const fetching = fetchingNames(source);
  let effects = 0;
  walk(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const name = calleeName(node);
    const callback = node.arguments[0];
    if ((name === 'useEffect' || name === 'useLayoutEffect') && callback && callsServer(callback, fetching)) effects += 1;
  });
  return effects;
}

/**
 * Field handlers inside a <form> that set a useState value the form shows: a form keeping its
 * fields in state. (A handler that opens a dialog kept outside the form is not a field.)
 */
export function stateFieldsInForms(file: string, text: string): number {
  const source = sourceOf(file, text);
  /** Each setter (useState's, or a function of the file that calls one) and the values it sets. */
  const setters = new Map<string, Set<string>>();
  walk(source, (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isArrayBindingPattern(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      STATE_HOOKS.has(calleeName(node.initializer) ?? '')
    ) {
      const [value, setter] = node.name.elements;
      if (value && setter && ts.isBindingElement(value) && ts.isIdentifier(value.name) && ts.isBindingElement(setter) && ts.isIdentifier(setter.name))
        setters.set(setter.name.text, new Set([value.name.text]));
    }
  });
  const functions = new Map<string, ts.Node>();
  walk(source, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) functions.set(node.name.text, node.body);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) functions.set(node.name.text, node.initializer);
  });
  /** The values the calls in `node` set. */
  const valuesSetBy = (node: ts.Node) => {
    const values = new Set<string>();
    walk(node, (call) => {
      if (ts.isCallExpression(call)) for (const value of setters.get(calleeName(call) ?? '') ?? []) values.add(value);
      if (ts.isJsxExpression(call) && call.expression && ts.isIdentifier(call.expression))
        for (const value of setters.get(call.expression.text) ?? []) values.add(value);
    });
    return values;
  };
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, body] of functions) {
      if (setters.has(name)) continue;
      const values = valuesSetBy(body);
      if (values.size > 0) {
        setters.set(name, values);
        grew = true;
      }
    }
  }
  let fields = 0;
  walk(source, (node) => {
    if (!ts.isJsxElement(node) || node.openingElement.tagName.getText(source) !== 'form') return;
    // The values the form shows: not one only written out as text ({error}), which is a message.
    const shown = new Set<string>();
    walk(node, (inner) => {
      if (ts.isIdentifier(inner) && !(ts.isJsxExpression(inner.parent) && ts.isJsxElement(inner.parent.parent))) shown.add(inner.text);
    });
    walk(node, (inner) => {
      if (!ts.isJsxAttribute(inner) || !FIELD_HANDLER.test(inner.name.getText(source)) || !inner.initializer) return;
      if ([...valuesSetBy(inner.initializer)].some((value) => shown.has(value))) fields += 1;
    });
  });
  return fields;
}

const webSources = execFileSync('git', ['ls-files', 'apps/web/src/**.ts', 'apps/web/src/**.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !/\.test\.tsx?$/.test(file) && !/\/test\//.test(file));

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the scanner', () => {
  it('finds a loader in an effect, directly or through a function of the file', () => {
    const direct = `import { getShares } from '../api/get-shares.ts';
      function C() { useEffect(() => { getShares('a', 'b').then(setShares); }, []); }`;
    const throughFunction = `import { requestJson } from '../lib/api-client.ts';
      const load = () => requestJson('/api/x');
      function C() { const refresh = useCallback(async () => setState(await load()), []);
        useEffect(() => { void refresh(); }, [refresh]); }`;
    const plainFetch = `function C() { useEffect(() => { fetch('/api/x').then((r) => r.json()).then(setX); }, []); }`;
    expect(effectsThatFetch('a.tsx', direct)).toBe(1);
    expect(effectsThatFetch('b.tsx', throughFunction)).toBe(1);
    expect(effectsThatFetch('c.tsx', plainFetch)).toBe(1);
  });

  it('lets an effect that touches no server and a query hook be', () => {
    const effects = `import type { Share } from '../api/get-shares.ts';
      function C() { useEffect(() => heading.current?.focus(), []); const q = useQuery({ queryKey: ['x'], queryFn: getX }); }`;
    expect(effectsThatFetch('a.tsx', effects)).toBe(0);
  });

  it('finds a form whose fields are kept in useState, on inputs and on field components', () => {
    const inputs = `function F() { const [title, setTitle] = useState('');
      return <form onSubmit={send}><input value={title} onChange={(e) => setTitle(e.target.value)} /></form>; }`;
    const component = `function F() { const [answers, setAnswers] = useState([]);
      const [clarity, setClarity] = useState(null);
      return <form><QuestionFields answers={answers} onAnswer={(i, a) => setAnswers(a)} /><Clarity value={clarity} onValueChange={setClarity} /></form>; }`;
    expect(stateFieldsInForms('a.tsx', inputs)).toBe(1);
    expect(stateFieldsInForms('b.tsx', component)).toBe(2);
    const throughFunction = `function F() { const [rows, setRows] = useState([]);
      const setCell = (i, v) => setRows(rows.map((row, j) => (i === j ? v : row)));
      return <form>{rows.map((row, i) => <input value={row} onChange={(e) => setCell(i, e.target.value)} />)}</form>; }`;
    expect(stateFieldsInForms('c.tsx', throughFunction)).toBe(1);
  });

  it('finds the old form hook, by its name or its module', () => {
    expect(OWN_FORM_HOOK.test("import { useCheckedForm } from '../../../lib/checked-form.ts';")).toBe(true);
    expect(OWN_FORM_HOOK.test("const form = useCheckedForm(initial, check, ['files']);")).toBe(true);
    expect(OWN_FORM_HOOK.test("import { useSchemaForm } from '../../../lib/use-schema-form.ts';")).toBe(false);
  });

  it('lets a react-hook-form form, a dialog it opens and state outside forms be', () => {
    const hookForm = `function F() { const form = useSchemaForm(schema, {}); const [open, setOpen] = useState(false);
      return <><form onSubmit={submit}><input {...form.register('title')} /><button onClick={() => setOpen(true)}>x</button></form>
        <select onChange={(e) => setOpen(e.target.value === 'a')} /></>; }`;
    const opensDialog = `function F() { const [confirming, setConfirming] = useState(false);
      return <><form><input type="checkbox" onChange={(e) => { if (e.target.checked) setConfirming(true); }} /></form>
        <Dialog open={confirming} onOpenChange={setConfirming} /></>; }`;
    expect(stateFieldsInForms('b.tsx', opensDialog)).toBe(0);
    const clearsMessage = `function F() { const [error, setError] = useState(null);
      return <form><input {...register('files')} onChange={() => setError(null)} /><p role="alert">{error}</p></form>; }`;
    expect(stateFieldsInForms('c.tsx', clearsMessage)).toBe(0);
    expect(stateFieldsInForms('a.tsx', hookForm)).toBe(0);
  });
});

describe('the web app', () => {
  it('reads the web app’s source', () => {
    expect(webSources.length).toBeGreaterThan(100);
  });

  it('reads server data through query hooks, never a useEffect that fetches (but the listed cases)', () => {
    const found = webSources.filter((file) => effectsThatFetch(file, read(file)) > 0);
    expect(found.filter((file) => !(file in EFFECTS_THAT_CALL_THE_API))).toEqual([]);
    // An allowed case that no longer fetches in an effect leaves the list.
    expect(Object.keys(EFFECTS_THAT_CALL_THE_API).filter((file) => !found.includes(file))).toEqual([]);
  });

  it('has no form hook of its own beside react-hook-form', () => {
    expect(webSources.filter((file) => file.endsWith('lib/checked-form.ts') || OWN_FORM_HOOK.test(read(file)))).toEqual([]);
  });

  it('keeps form fields in react-hook-form, never in useState (but the listed cases)', () => {
    const found = webSources.filter((file) => stateFieldsInForms(file, read(file)) > 0);
    expect(found.filter((file) => !(file in FORMS_WITH_STATE_FIELDS))).toEqual([]);
    expect(Object.keys(FORMS_WITH_STATE_FIELDS).filter((file) => !found.includes(file))).toEqual([]);
  });
});
