// Builds what is missing or stale: the De-Jargonizer's dictionaries (from the shared data) and
// the web app. `npm start` and `npm test` call it; `npm run build -- --force` rebuilds all.
// The web app is built in three steps (docs/performance.md): Vite's browser build; the home page
// and /de-jargonizer rendered to HTML (home.html, pages/de-jargonizer.html) with the server build
// of the same app, so their text shows before any JavaScript runs; then a Brotli and a gzip copy
// of every compressible file, which the server sends to clients that accept them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ROUTE_NAMESPACES, type LazyRouteFile } from '../apps/web/src/app/route-namespaces.ts';
import { EXERCISE_IDS, RESEARCH_EXERCISE_IDS, exerciseManifest } from '../packages/shared/src/exercises.ts';
import { newestMtime, root, runNode } from './lib.ts';

const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/read.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.reader.config.ts',
  'packages/shared/src',
  'packages/widget/src',
  'packages/jargon/src',
  // The web app imports the coach's wire format and HTML helpers, and the prerender its engine.
  'packages/coach/src',
];

async function buildDictionaries(): Promise<void> {
  const script = path.join(root, 'packages/jargon/src/build-dictionaries.ts');
  const code = await runNode([script]);
  if (code !== 0) throw new Error('Building the dictionaries failed (see the message above).');
}

async function buildWeb(force: boolean): Promise<void> {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!force && existsSync(index) && statSync(index).mtimeMs >= newestMtime(webSources)) {
    console.log('web app: up to date');
    return;
  }
  const requireFromWeb = createRequire(path.join(root, 'apps/web/package.json'));
  const vite = path.join(path.dirname(requireFromWeb.resolve('vite/package.json')), 'bin/vite.js');
  const started = performance.now();
  console.log('web app: building the browser code (Vite)…');
  const webDir = path.join(root, 'apps/web');
  const code = await runNode([vite, 'build', '--logLevel', 'warn'], { cwd: webDir });
  if (code !== 0) throw new Error('Building the web app failed (see the message above).');
  // index.html is written last, so a build stopped half-way is rebuilt by the next one.
  const html = readFileSync(index, 'utf8');
  rmSync(index);
  writeRoutePages(path.join(webDir, 'dist'), html);
  // The reader's page's own entry (read.html, docs/reader-check.md "Weight"), into the same dist.
  const reader = await runNode([vite, 'build', '--config', 'vite.reader.config.ts', '--logLevel', 'warn'], { cwd: webDir });
  if (reader !== 0) throw new Error("Building the reader's page failed (see the message above).");
  console.log('web app: rendering the pages to HTML…');
  try {
    await prerender(vite, webDir, html);
  } catch (error) {
    // The pages then come as shells, as every other route: slower, not broken.
    // apps/web/src/entry-server.test.tsx fails too, so the cause does not go unnoticed.
    console.warn(`web app: the pages could not be prerendered, they get the plain shell: ${error instanceof Error ? error.stack : String(error)}`);
    rmSync(path.join(webDir, 'dist-ssr'), { recursive: true, force: true });
  }
  console.log('web app: compressing…');
  compressDir(path.join(webDir, 'dist'));
  writeFileSync(index, html);
  compressFile(index);
  console.log(`web app: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Routes whose code the browser would otherwise only discover after the main chunk has run:
 * their page (dist/{file}.html, e.g. pages/de-jargonizer.html, sent by the server for that path)
 * names the route's chunks and its English strings (route-namespaces.ts) in preload links, so
 * they download together with the main chunk. Every prerendered page but home has one (its
 * hydration waits for the route's code and strings).
 */
const RESEARCH_PAGES = RESEARCH_EXERCISE_IDS.flatMap((id) => {
  const name = exerciseManifest[id].research.path;
  return [`research/${name}-full`, `research/${name}-slim`];
});
const ROUTE_PRELOADS: Record<string, string[]> = {
  'pages/de-jargonizer': ['src/app/routes/de-jargonizer/layout.tsx', 'src/app/routes/de-jargonizer/analyse.tsx'],
  ...Object.fromEntries(
    [
      ['multiple-texts', 'multiple-texts'],
      ['compare', 'compare'],
      ['compare/groups', 'compare-groups'],
      ...['about', 'instructions', 'development', 'how-to-cite', 'contact-us'].map((page) => [page, 'info']),
    ].map(([page, module]) => [`pages/de-jargonizer/${page}`, ['src/app/routes/de-jargonizer/layout.tsx', `src/app/routes/de-jargonizer/${module}.tsx`]]),
  ),
  // Each exercise's page, app/routes/{slug}.tsx (the exercise manifest).
  ...Object.fromEntries(EXERCISE_IDS.map((id) => [`pages/${exerciseManifest[id].slug}`, [`src/app/routes/${exerciseManifest[id].slug}.tsx`]])),
  'pages/login': ['src/app/routes/account/login.tsx'],
  'pages/register': ['src/app/routes/account/register.tsx'],
  'pages/profile': ['src/app/routes/account/profile.tsx'],
  'pages/forgot-password': ['src/app/routes/account/forgot-password.tsx'],
  'pages/reset-password': ['src/app/routes/account/reset-password.tsx'],
  'pages/sign-in-link': ['src/app/routes/account/sign-in-link.tsx'],
  ...Object.fromEntries(['privacy-policy', 'terms-of-use', 'cookies-policy'].map((page) => [`pages/${page}`, ['src/app/routes/legal.tsx']])),
  ...Object.fromEntries(RESEARCH_PAGES.map((page) => [page, ['src/app/routes/research-exercise.tsx']])),
  // A route with a `:param` has one template, its segment written [param] (entry-server.tsx).
  'pages/reader-checks': ['src/app/routes/reader-checks.tsx'],
  'pages/reader-checks/compare': ['src/app/routes/reader-checks-compare.tsx'],
  'pages/reader-checks/[checkId]': ['src/app/routes/reader-check-results.tsx'],
  'pages/share': ['src/app/routes/share.tsx'],
  'pages/share/[token]': ['src/app/routes/share.tsx'],
  // The not-found view of the pages the server refuses to the visitor: it hydrates once their route's code is in.
  'refused/research': ['src/app/routes/research.tsx'],
  'refused/research/studies/[studyId]': ['src/app/routes/research-study.tsx'],
  'refused/research/studies/[studyId]/preview/[arm]': ['src/app/routes/research-study-preview.tsx'],
  'refused/research/studies/[studyId]/reader-checks/[checkId]': ['src/app/routes/research-study-reader-check.tsx'],
  'refused/admin/coach-reports': ['src/app/routes/admin-coach-reports.tsx'],
  'refused/study/[token]': ['src/app/routes/study-participation.tsx'],
};

/** The English strings files (locales/{namespace}/en.json) a route loads with its code. */
function englishStringsOf(source: string): string[] {
  const file = source.replace('src/app/routes/', '') as LazyRouteFile;
  return (ROUTE_NAMESPACES[file] ?? []).map((namespace) => `src/locales/${namespace}/en.json`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

function writeRoutePages(distDir: string, html: string): void {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  rmSync(path.join(distDir, '.vite'), { recursive: true, force: true });
  for (const [name, sources] of Object.entries(ROUTE_PRELOADS)) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const missing = sources.filter((source) => manifest[source] === undefined);
    if (missing.length > 0) {
      // A hint only: the route still works from the plain shell, so the build goes on.
      console.warn(`web app: no chunk for ${missing.join(', ')}; ${name}.html is not written, its path gets the plain shell (update ROUTE_PRELOADS in scripts/build.ts)`);
      continue;
    }
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (chunk === undefined) return;
      if (scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of [...sources, ...sources.flatMap(englishStringsOf)]) visit(source);
    // What index.html loads already needs no second mention.
    const links = [
      ...[...scripts].filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      // Stylesheets, not preloads: the prerendered page must paint in its final layout, or its
      // largest text is painted again once the route's code has added them (a later LCP).
      ...[...styles].filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ];
    const file = path.join(distDir, `${name}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
  }
}

interface RenderedPage {
  html: string;
  data: unknown;
}

/** A page's HTML; a failed render is told with its cause and tried again, twice at most. */
async function renderWithRetries(renderPage: (pathname: string) => Promise<RenderedPage>, pathname: string): Promise<RenderedPage> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await renderPage(pathname);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`web app: prerendering ${pathname} failed (attempt ${attempt} of 3): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * Renders the pages of entry-server.tsx's PRERENDERED_PAGES (shell and content, in English,
 * signed-out state unknown) into their HTML files, with the app's server entry, built by Vite
 * into dist-ssr (never served). All pages are rendered before any is written.
 */
async function prerender(vite: string, webDir: string, html: string): Promise<void> {
  const ssrDir = path.join(webDir, 'dist-ssr');
  const code = await runNode(
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--emptyOutDir', '--logLevel', 'warn', '--sourcemap', 'false'],
    { cwd: webDir },
  );
  if (code !== 0) throw new Error('Building the server entry of the web app failed (see the message above).');
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
    PRERENDERED_PAGES: readonly { path: string; file: string; bannerFile?: string; termsDialogFile?: string }[];
    renderPage: (pathname: string, options?: { cookieBanner?: boolean; termsDialog?: boolean }) => Promise<RenderedPage>;
    renderReaderPage: () => string;
    prerenderDataElement: (data: unknown) => string;
    lendHtmlWindow: (window: unknown) => void;
  };
  // Node has no DOM: the chat's opening messages are sanitised and built in jsdom's, as the browser does in its own.
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  entry.lendHtmlWindow(new JSDOM('').window);
  const marker = '<div id="root"></div>';
  const pages: [string, string][] = [];
  for (const { path: pathname, file: name, bannerFile, termsDialogFile } of entry.PRERENDERED_PAGES) {
    const file = path.join(webDir, 'dist', name);
    const shell = existsSync(file) ? readFileSync(file, 'utf8') : html;
    if (!shell.includes(marker)) throw new Error(`The shell of ${pathname} has no ${marker} to render the page into.`);
    // A page is rendered twice: as it is, and, without the terms gate, with the cookie banner for a
    // visitor who has not accepted cookies, or, behind the gate, with the terms dialog open for a
    // visitor with neither terms consent nor a session cookie (the server picks one by the cookies).
    const variants: [string, { cookieBanner?: boolean; termsDialog?: boolean }][] = [[file, {}]];
    if (bannerFile) variants.push([path.join(webDir, 'dist', bannerFile), { cookieBanner: true }]);
    if (termsDialogFile) variants.push([path.join(webDir, 'dist', termsDialogFile), { termsDialog: true }]);
    for (const [target, options] of variants) {
      let rendered: RenderedPage;
      try {
        rendered = await renderWithRetries((page) => entry.renderPage(page, options), pathname);
      } catch (error) {
        // One page that cannot be rendered keeps its shell; the others are still prerendered.
        // apps/web/src/entry-server.node.test.tsx fails too, so the cause does not go unnoticed.
        console.warn(`web app: ${pathname} could not be prerendered, it gets its shell: ${error instanceof Error ? error.stack : String(error)}`);
        break;
      }
      const { html: content, data } = rendered;
      // What the first render needs beside the HTML follows #root, outside what React hydrates.
      const page = shell.replace(marker, () => `<div id="root">${content}</div>${data === null ? '' : entry.prerenderDataElement(data)}`);
      pages.push([target, inlineStylesheets(page, html, path.join(webDir, 'dist'))]);
    }
  }
  const readerFile = path.join(webDir, 'dist', 'read.html');
  try {
    const readerShell = readFileSync(readerFile, 'utf8');
    if (!readerShell.includes(marker)) throw new Error(`read.html has no ${marker} to render the page into.`);
    const page = readerShell.replace(marker, () => `<div id="root">${entry.renderReaderPage()}</div>`);
    // Its styles go into the page, each link kept disabled (see inlineStylesheets): the entry's
    // preloading of the page's code looks for them.
    pages.push([readerFile, inlineStylesheets(page, '', path.join(webDir, 'dist'))]);
  } catch (error) {
    // The reader's page then renders in the browser: slower, not broken.
    console.warn(`web app: the reader's page could not be prerendered, it gets its shell: ${error instanceof Error ? error.stack : String(error)}`);
  }
  for (const [file, page] of pages) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
  rmSync(ssrDir, { recursive: true, force: true });
}

/**
 * A prerendered page carries its stylesheets (the shell's ~9 KB and its route's, ~2.3 and ~2.7 KB
 * Brotli) in <style> elements instead of links: its text is painted once the HTML is in, without
 * waiting for render-blocking requests that share a phone's bandwidth with the main script
 * (docs/performance.md "LCP"). A route's stylesheet also keeps its <link>, disabled (a disabled
 * stylesheet is not fetched): Vite's preloading of the route's chunk looks for that link and would
 * otherwise fetch the file a second time. The shell's own stylesheet needs no such link.
 */
function inlineStylesheets(page: string, shell: string, distDir: string): string {
  return page.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, href: string) => {
    const css = readFileSync(path.join(distDir, href), 'utf8').trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be put inside a <style> element.`);
    const known = shell.includes(link) ? '' : link.replace('>', ' disabled>');
    return `<style>${css}</style>${known}`;
  });
}

/** What is worth compressing: text formats (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_COMPRESS_BYTES = 1024;

/** Writes file.br and file.gz beside every compressible file of dir (recursively). */
function compressDir(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressDir(file);
    else if (COMPRESSIBLE.test(entry.name)) compressFile(file);
  }
}

function compressFile(file: string): void {
  const content = readFileSync(file);
  if (content.length < MIN_COMPRESS_BYTES) return;
  const br = brotliCompressSync(content, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(content, { level: 9 });
  // A compressed copy that is not smaller is not worth sending.
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
}

export async function build({ force = false } = {}): Promise<void> {
  await buildDictionaries();
  await buildWeb(force);
}

if (import.meta.main) {
  build({ force: process.argv.includes('--force') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
