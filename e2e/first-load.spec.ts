// The first load (docs/performance.md): the text of the home page and /de-jargonizer is in their
// HTML, so it shows without JavaScript; with JavaScript the app hydrates it without a mismatch; compressed
// and cacheable files reach the browser.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptConsents } from './support/consent.ts';
import { editorText, highlighted } from './support/editor.ts';
import { watchHydration } from './support/hydration.ts';
import { scriptsHolding } from './support/source-maps.ts';


test('the home page shows its heading and cards before any JavaScript runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Write science for everyone' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Half Life/ })).toHaveAttribute('href', '/half-life');
  await expect(page.getByRole('listitem')).toHaveCount(6);
  await page.goto('/de-jargonizer');
  await expect(page.getByRole('heading', { level: 1, name: 'De-Jargonizer' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your text' })).toBeVisible();
  // A participant link that no study has comes as its not-found view, with 404 (a study's own link
  // needs the study's data: the plain shell).
  const unknownStudy = await page.goto('/study/abc');
  expect(unknownStudy?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This study link is not valid' })).toBeVisible();
  await context.close();
});

/**
 * Waits until the app runs on a first visitor's page behind the terms gate: the dialog is in the
 * HTML already, its Register button disabled until the app has started (after the route's code).
 */
async function expectLiveTermsDialog(page: Page): Promise<void> {
  await expect(page.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' }).getByRole('button', { name: 'Register' })).toBeEnabled();
}

test("a first visitor's page behind the terms gate has the dialog open in its HTML; a visitor who accepted the terms gets the page alone", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  for (const path of ['/de-jargonizer/contact-us', '/de-jargonizer/how-to-cite', '/half-life', '/']) {
    await page.goto(path);
    const dialog = page.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' });
    await expect(dialog, path).toBeVisible();
    await expect(dialog.getByText(/^Practise writing about science/u), path).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Register' }), path).toBeDisabled();
  }
  await acceptConsents(context, baseURL!);
  await page.goto('/de-jargonizer/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await context.close();
});

test('the app hydrates the terms dialog of the HTML without a mismatch: the same dialog takes the focus and holds it', async ({ page }) => {
  const hydrationProblems = watchHydration(page);
  await page.goto('/de-jargonizer/contact-us');
  const dialog = page.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' });
  await dialog.evaluate((element) => element.setAttribute('data-from-html', ''));
  await expectLiveTermsDialog(page);
  await expect(dialog.getByRole('checkbox')).toBeFocused();
  await page.waitForLoadState('networkidle');
  // The element the HTML painted is the live dialog (a new one would not carry the mark).
  await expect(dialog).toHaveAttribute('data-from-html', '');
  await expect(page.locator('main > .dj')).toHaveAttribute('inert', '');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(hydrationProblems()).toEqual([]);
});

test('the app hydrates the prerendered home without a mismatch and works', async ({ page, context, baseURL }) => {
  await acceptConsents(context, baseURL!);
  const hydrationProblems = watchHydration(page);
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  expect(response?.headers()['content-encoding']).toBe('br');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(hydrationProblems()).toEqual([]);
});

test('the app hydrates the prerendered De-Jargonizer, brings back the saved text and colours it', async ({ page, context, baseURL }) => {
  await acceptConsents(context, baseURL!);
  const hydrationProblems = watchHydration(page);
  await page.goto('/de-jargonizer');
  const editor = page.getByRole('textbox', { name: 'Your text' });
  await editor.fill('Epigenetics changes how roots grow.');
  // A reload gets the prerendered page again, with an empty editor; the tab's text comes back.
  await page.reload();
  await expect.poll(() => editorText(editor)).toBe('Epigenetics changes how roots grow.');
  await expect.poll(() => highlighted(page, 'rare')).toEqual(['Epigenetics']);
  expect(hydrationProblems()).toEqual([]);
});

test('a Hebrew reader gets the page in Hebrew, rendered in the browser', async ({ page, context, baseURL }) => {
  await acceptConsents(context, baseURL!);
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'he'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Write science for everyone');
});

test('hashed assets are cached for a year and sent compressed', async ({ page }) => {
  const assets: { url: string; cacheControl: string | undefined; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.(js|css)$/.test(response.url()))
      assets.push({ url: response.url(), cacheControl: response.headers()['cache-control'], encoding: response.headers()['content-encoding'] });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
  expect(assets.filter((asset) => asset.encoding === 'br').length).toBeGreaterThan(0);
});

test("a first visit's scripts leave zod out: the schemas load with the account pages' forms", async ({ browser, baseURL }) => {
  for (const path of ['/', '/de-jargonizer', '/de-jargonizer/compare', '/half-life']) {
    const context = await browser.newContext({ baseURL: baseURL! });
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(path);
    await expectLiveTermsDialog(page);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length, path).toBeGreaterThan(0);
    // zod names its error class in the code it ships; about 25 KB Brotli.
    expect(bodies.filter((body) => body.includes('ZodError')), path).toEqual([]);
    await context.close();
  }
});

/** A first visitor's /de-jargonizer once its app runs and the network is quiet, with the scripts it fetched. */
async function firstVisit(browser: Browser, baseURL: string): Promise<{ page: Page; scripts: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const scripts = watchScripts(page);
  await page.goto('/de-jargonizer');
  await expectLiveTermsDialog(page);
  await page.waitForLoadState('networkidle');
  return { page, scripts, close: () => context.close() };
}

/** The scripts a page fetches (their URLs), from now on. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
  });
  return scripts;
}

test("a first visit of Compare or Multiple Texts leaves out react-hook-form and the measure's code, which comes with the key-terms field's first use", async ({
  browser,
  baseURL,
}) => {
  // The tokenizer stands for the jargon package's chunk (the measure, ~9 KB Brotli): the key-terms
  // field on these pages needs it only to read a term the writer adds; Compare's forms keep their
  // own state, without react-hook-form (~12.6 KB) (docs/performance.md).
  const measure = 'packages/jargon/src/tokenizer.ts';
  const formLibrary = 'react-hook-form/dist/index.esm.mjs';
  for (const [path, leftOut] of [
    ['/de-jargonizer/compare', [measure, formLibrary]],
    ['/de-jargonizer/compare/groups', [measure, formLibrary]],
    ['/de-jargonizer/multiple-texts', [measure]],
  ] as const) {
    const context = await browser.newContext({ baseURL: baseURL! });
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto(path);
    await expectLiveTermsDialog(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const source of leftOut) expect(await scriptsHolding(page, scripts, source), `${path}: ${source}`).toEqual([]);
    await context.close();
  }

  // The field still reads a term as the measure does: it fetches that code when focused, and a
  // repeat in another case is refused.
  const context = await browser.newContext({ baseURL: baseURL! });
  await acceptConsents(context, baseURL!);
  const page = await context.newPage();
  const scripts = watchScripts(page);
  await page.goto('/de-jargonizer/compare');
  const field = page.getByRole('textbox', { name: 'Key terms' });
  await field.fill('CRISPR');
  await field.press('Enter');
  await expect(page.getByRole('list', { name: 'Key terms' }).getByRole('listitem')).toHaveText([/^CRISPR/u]);
  await field.fill('crispr');
  await page.getByRole('button', { name: 'Add key term' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That key term is in the list already.' })).toBeVisible();
  expect(await scriptsHolding(page, scripts, measure)).toHaveLength(1);
  // The same chunk is the one the analyser fetches with its word list.
  const analyser = await browser.newContext({ baseURL: baseURL! });
  await acceptConsents(analyser, baseURL!);
  const analyserPage = await analyser.newPage();
  const analyserScripts = watchScripts(analyserPage);
  await analyserPage.goto('/de-jargonizer');
  await analyserPage.getByRole('textbox', { name: 'Your text' }).fill('Epigenetics changes how roots grow.');
  await expect.poll(() => highlighted(analyserPage, 'rare')).toEqual(['Epigenetics']);
  expect(await scriptsHolding(analyserPage, analyserScripts, measure)).toEqual(await scriptsHolding(page, scripts, measure));
  await analyser.close();
  await context.close();
});

test("the explained terms' code comes when the writer reaches the analyser's text box, not with its first visit", async ({ browser, baseURL }) => {
  // The explanation cues stand for the explained terms' chunk, and the table of plainer words the
  // cues read (~18 KB Brotli of the chunk's ~28 KB) comes with them: the analyser's first paint and
  // an empty text need none of it (docs/performance.md).
  const cues = 'packages/jargon/src/explanation-cues-english.ts';
  const plainWords = 'packages/jargon/src/plain-words.ts';
  const { page, scripts, close } = await firstVisit(browser, baseURL!);
  expect(await scriptsHolding(page, scripts, cues)).toEqual([]);
  expect(await scriptsHolding(page, scripts, plainWords)).toEqual([]);
  await close();

  const context = await browser.newContext({ baseURL: baseURL! });
  await acceptConsents(context, baseURL!);
  const writer = await context.newPage();
  const writerScripts = watchScripts(writer);
  await writer.goto('/de-jargonizer');
  await writer
    .getByRole('textbox', { name: 'Your text' })
    .fill('Scientists used methylation, a chemical tag that switches genes off, to help wheat survive drought.');
  const panel = writer.getByRole('complementary', { name: 'Your text in numbers' });
  await expect(panel.getByText(/explained as “a chemical tag that switches genes off”/u)).toBeVisible();
  await expect(panel.getByText(/^Adjusted score: \d+$/u)).toBeVisible();
  expect(await scriptsHolding(writer, writerScripts, cues)).toHaveLength(1);
  expect(await scriptsHolding(writer, writerScripts, plainWords)).toEqual(await scriptsHolding(writer, writerScripts, cues));
  await context.close();
});

test("the analyser's measure and the editor's colours come with the word list, not with its first visit, and typing does not wait for them", async ({
  browser,
  baseURL,
}) => {
  // The tokenizer stands for the measure's chunk (the jargon package, ~10 KB Brotli) and
  // word-highlights.ts for the editor's colours: an empty page needs neither
  // (docs/performance.md, docs/web.md).
  const measure = 'packages/jargon/src/tokenizer.ts';
  const colours = 'src/features/de-jargonizer/lib/word-highlights.ts';
  const { page, scripts, close } = await firstVisit(browser, baseURL!);
  expect(scripts.length).toBeGreaterThan(0);
  expect(await scriptsHolding(page, scripts, measure)).toEqual([]);
  expect(await scriptsHolding(page, scripts, colours)).toEqual([]);
  await close();

  // A writer types while the colours' code is held back: the box and its count follow at once,
  // and the colours come when the code does.
  const context = await browser.newContext({ baseURL: baseURL! });
  await acceptConsents(context, baseURL!);
  const writer = await context.newPage();
  const writerScripts = watchScripts(writer);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await writer.route(/\/assets\/live-measure-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await writer.goto('/de-jargonizer');
  await writer.waitForLoadState('networkidle');
  expect(await scriptsHolding(writer, writerScripts, measure)).toEqual([]);
  const box = writer.getByRole('textbox', { name: 'Your text' });
  await box.fill('Epigenetics changes how roots grow.');
  await expect(writer.getByText('Words: 5')).toBeVisible();
  await expect.poll(() => editorText(box)).toBe('Epigenetics changes how roots grow.');
  expect(await highlighted(writer, 'rare')).toEqual([]);
  release();
  await expect.poll(() => highlighted(writer, 'rare')).toEqual(['Epigenetics']);
  expect(await scriptsHolding(writer, writerScripts, measure)).toHaveLength(1);
  expect(await scriptsHolding(writer, writerScripts, colours)).toHaveLength(1);
  await context.close();
});

test('a prerendered page brings its styles in its HTML and fetches no stylesheet, not even when its code loads', async ({ browser, baseURL }) => {
  for (const path of ['/', '/de-jargonizer']) {
    const context = await browser.newContext({ baseURL: baseURL! });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto(path);
    await expectLiveTermsDialog(page);
    await page.waitForLoadState('networkidle');
    expect(stylesheets, path).toEqual([]);
    // Styled by the site's and the route's styles, not the browser's defaults.
    await expect(page.locator('header.header'), path).toHaveCSS('display', 'flex');
    if (path === '/de-jargonizer') await expect(page.locator('p.dj-lead')).toHaveCSS('margin-top', '0px');
    await context.close();
  }
});

test("a first visit of home leaves the tools' English out, and each page brings its own", async ({ page, context, baseURL }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const home = (await Promise.all(scripts)).join('\n');
  expect(home).toContain('Write science for everyone');
  for (const english of ['Please do not share any sensitive information in the chat.', 'You must accept the Terms of Use and Privacy Policy to register.', 'How to cite'])
    expect(home, english).not.toContain(english);

  await acceptConsents(context, baseURL!);
  // A key without its strings shows as the key itself, e.g. "exercises.notice".
  const rawKey = /\b(deJargonizer\w*|exercises|exerciseSession|account|accountForms|compare|sharing|research|serverErrors)\.[a-zA-Z]/;
  for (const [path, heading] of [
    ['/de-jargonizer', 'De-Jargonizer'],
    ['/de-jargonizer/compare', /Compare/],
    ['/de-jargonizer/about', /De-Jargonizer/],
    ['/half-life', /Half Life/],
    ['/login', 'Login'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('body').innerText(), path).not.toMatch(rawKey);
  }
});
