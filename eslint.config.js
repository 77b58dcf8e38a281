// One lint setup for the whole repo. Besides the usual rules it enforces the one-way imports
// described in README.md "Architecture", by the path an import resolves to (so a relative
// `../../../../server/src/…` is caught as surely as a package name):
// - packages never import apps, and the two apps never import each other;
// - the web app never imports database code, nor the jargon package's index outside its tests;
// - a web feature never imports another feature (compose them in a route file);
// - a server feature (a folder of apps/server/src other than the shared folders, db/ and test/)
//   is reached from outside only through its public module, index.ts; the shared folders
//   (plugins/, http/, limits/ …) and db/ import no feature;
// - on the server only repositories (*-repository.ts files, and db/) import Drizzle, the database
//   drivers or the schema;
// - no import cycles (import-x/no-cycle), and packages reach each other by package name only
//   (import-x/no-relative-packages);
// - every package an import resolves to is declared in the importing workspace's package.json
//   (devDependencies only in tests, configs and scripts);
// - no function over 150 lines (max-lines-per-function);
// - no regex whose time can grow faster than its input (eslint-plugin-regexp's super-linear rules).
// lint-fixtures/ holds imports that must fail these rules; scripts/lint-boundaries.test.ts runs
// ESLint on them and checks each violation is reported.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';

const dirs = (folder) => {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};
const webFeatures = dirs('apps/web/src/features');
const serverSrc = './apps/server/src';
/** Server folders every feature may build on, and that import no feature (each says what it holds in its README). */
const serverShared = ['plugins', 'http', 'limits', 'logging', 'security', 'web-pages', 'file-formats', 'db'];
/** Server folders that are features; the shared folders and test/ are not. */
const serverFeatures = dirs('apps/server/src').filter((dir) => ![...serverShared, 'test'].includes(dir));
/** What only a repository may import: the query builder, the drivers, the schema and the tables' description. */
const databaseModules = [
  './node_modules/drizzle-orm',
  './node_modules/pg',
  './node_modules/@electric-sql/pglite',
  './apps/server/node_modules/better-auth/dist/adapters',
  `${serverSrc}/db/schema.ts`,
  `${serverSrc}/db/task-tables.ts`,
];
const workspaces = [...dirs('packages').map((p) => `packages/${p}`), ...dirs('apps').map((a) => `apps/${a}`)];

// Files that may use devDependencies (the root's and their workspace's).
const devFiles = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/e2e/**',
  '**/bench/**',
  '**/demo/**',
  '**/eval/**',
  '**/vitest.*.ts',
  '**/vite.config.ts',
  '**/vite.reader.config.ts',
  '**/drizzle.config.ts',
  'scripts/**',
  '*.{ts,js}',
  'lint-fixtures/**',
];

/**
 * The web's shared code (src/components, src/lib) imports no feature: features build on it, and
 * app/ (or a route) passes a feature's part in.
 */
const webSharedCodeZones = [
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: './apps/web/src/features',
    message: 'src/components and src/lib depend on no feature; let app/ (or a route) pass the feature part in as a prop.',
  },
];

/** The boundaries, by resolved path. */
const boundaryZones = [
  ...webSharedCodeZones,
  { target: './packages', from: './apps', message: 'Packages never import apps.' },
  { target: './apps/web', from: './apps/server', message: 'The web app never imports the server: use the API client.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in a route file, or move what both need to src/lib or src/components.',
  })),
  // What a file is, not what it is called: any server file but a repository, db/ and the tests.
  {
    target: [`${serverSrc}/!(db|test)/**/!(*-repository|*.test).ts`, `${serverSrc}/!(*.test).ts`],
    from: databaseModules,
    message: 'Only a repository (a *-repository.ts file, or db/) imports Drizzle, a database driver or the schema: call one.',
  },
  {
    target: serverShared.map((folder) => `${serverSrc}/${folder}`),
    from: serverFeatures.map((feature) => `${serverSrc}/${feature}`),
    message: 'The shared folders (plugins/, http/, limits/ …) and db/ depend on no feature: move what both need into one of them, or pass it in from app.ts.',
  },
  // The text-analysis engine is what the features that measure texts are built on; it builds on
  // no feature (its tests may set up with any, as every test may).
  {
    target: `${serverSrc}/text-analysis/**/!(*.test).ts`,
    from: serverFeatures.filter((feature) => feature !== 'text-analysis').map((feature) => `${serverSrc}/${feature}`),
    message: 'text-analysis/ depends on no feature: the features build on it. Pass what it needs in as a value.',
  },
  // Tests may reach into other features to set up what they check; production code may not.
  ...serverFeatures.map((feature) => ({
    target: [`${serverSrc}/!(${feature}|test)/**/!(*.test).ts`, `${serverSrc}/!(*.test).ts`],
    from: `${serverSrc}/${feature}`,
    except: ['./index.ts'],
    message: `Another feature or app.ts reaches ${feature}/ only through its public module, ${feature}/index.ts.`,
  })),
];

const noDatabase = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
  message: 'The web app never imports database code.',
};
/**
 * The jargon package's index re-exports every module of the measure; through it a page's chunk
 * reached all of them (the explanation cues, the tokenizer …) and fetched them on a first visit
 * (docs/performance.md "The jargon package by module"). Tests may use it.
 */
const jargonIndex = {
  name: '@scicomm/jargon',
  message: "The web app imports the jargon package by module ('@scicomm/jargon/tokenizer' …), not its index.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.cache/**',
      'coverage/**',
      'test-results/**',
      // Forbidden on purpose: scripts/lint-boundaries.test.ts lints them and expects errors.
      'lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // The files whose imports the plugin reads itself (no-cycle follows them): without these it
      // reads only .js files, and a cycle through TypeScript would pass unseen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // A path rule can only check an import it resolves: an unresolvable one is an error too.
      'import-x/no-unresolved': ['error', { ignore: ['\\?', '^virtual:'] }],
    },
  },
  // Cycles and relative imports into another workspace, in the apps and packages (the fixtures
  // of lint-fixtures/in-place/ are linted where they stand).
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'lint-fixtures/in-place/**/*.ts'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
    },
  },
  // Every import names a package its workspace declares (a workspace resolves through its own
  // package.json and the root's, which holds the shared tooling).
  ...workspaces.map((ws) => ({
    files: [`${ws}/**/*.{ts,tsx,js}`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [ws, '.'], devDependencies: devFiles.map((g) => (g.startsWith('**') ? g : `${ws}/${g}`)), includeInternal: true },
      ],
    },
  })),
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '*.{ts,js}'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: ['.'], devDependencies: true, includeInternal: true }] },
  },
  // Hooks live in .ts files as well as components (the e2e fixtures' `use` is Playwright's).
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['**/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDatabase], paths: [jargonIndex] }] },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/**/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDatabase] }] },
  },
  // No regex whose time grows faster than its input (docs/server.md "Regexes are bounded"): a
  // regex anchored at the end (/\s+$/) tries every start of a run that does not end the text, and
  // nested or overlapping quantifiers backtrack, so one request could hold a process for
  // seconds. Both kinds are errors wherever a regex may read what a user sent; tests, benches
  // and the evaluation read only their own fixed texts.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/e2e/**', '**/test/**', '**/testing/**', '**/testing.ts', '**/bench/**', '**/eval/**'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  // The coach's phrase rules read one exercise answer, which the engine caps first (at most 15
  // characters a word of the stage's range, no token over 60 characters: engine/word-count.ts), so
  // their worst case is bounded; they are rewritten with the coach's feedback and warn until then.
  {
    files: [
      'packages/coach/src/feedback/question-feedback.ts',
      'packages/coach/src/feedback/rhetoric-feedback.ts',
      'packages/coach/src/areas/coherence/pronouns.ts',
      'packages/coach/src/areas/critical-thinking/information.ts',
      'packages/coach/src/areas/critical-thinking/questions.ts',
      'packages/coach/src/areas/ethos/ethos.ts',
      'packages/coach/src/areas/ethos/statement-missing.ts',
      'packages/coach/src/areas/jargon/jargon-remarks.ts',
      'packages/coach/src/measures/rare-words.ts',
      'packages/coach/src/language-analysis/hebrew.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'regexp/no-super-linear-backtracking': 'warn',
      'regexp/no-super-linear-move': 'warn',
    },
  },
  // No function over 150 lines (blank lines and comments aside), so that each unit can be held in
  // one's head. Tests are left out: a describe block's callback is a list of cases, not logic.
  // The rule counts a component's markup too: the three account forms over it (about 60–90 lines
  // of logic each, the rest their fields) say so where they disable it.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/e2e/**', '**/test/**', '**/testing/**', '**/bench/**', '**/eval/**'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
);
