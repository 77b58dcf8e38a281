// The prerendered pages (docs/performance.md): the home page's HTML holds the shell and the cards'
// text, /de-jargonizer's its empty analyser; the browser's app hydrates each without a mismatch and
// behaves as when rendered from scratch.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { routerReady } from './app/router-ready.ts';
import { PRERENDERED_PAGES, renderPage, type PrerenderedPage } from './entry-server.tsx';
import { typeInto } from './features/de-jargonizer/test/editor-in-jsdom.ts';
import { createBrowserI18n } from './lib/browser-i18n.ts';

let root: Root | undefined;

beforeEach(() => {
  // The session check and the visit counter: no server here, so a visitor who is signed out.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(null), { status: 200, headers: { 'content-type': 'application/json' } })));
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  // A returning visitor who has consented, so no modal consent dialog hides the page.
  document.cookie = 'terms_consent=true; Path=/';
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  document.cookie = 'terms_consent=; Max-Age=0; Path=/';
});

describe('the page shell (index.html), into which every page is rendered', () => {
  it('starts <body> with the skip link, outside the app, so it is the first Tab stop of every page', () => {
    const shell = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
    const body = shell.slice(shell.indexOf('<body>')).replace(/<!--[\s\S]*?-->/g, '');
    const link = body.indexOf('<a id="skip-link" class="skip-link" href="#main-content">Skip to main content</a>');
    expect(link).toBeGreaterThan(0);
    expect(link).toBeLessThan(body.indexOf('<div id="root">'));
    expect(body.slice(0, link).trim()).toBe('<body>');
  });
});

describe('the prerendered home page', () => {
  it('has the header, the heading and every card’s title and description in its HTML', async () => {
    const { html } = await renderPage('/');
    expect(html).toContain('Write science for everyone');
    for (const title of ['De-Jargonizer', 'Half Life', 'Persuasion', 'Coherence', 'Critical Thinking', 'Ethics'])
      expect(html).toContain(title);
    expect(html).toContain('Paste or upload a text and see which words a general reader knows');
    expect(html).toContain('href="/half-life"');
    // The cookie is unknown at build: the banner comes after hydration, only to who has not accepted.
    expect(html).not.toContain('cookie-banner');
  });

  it('hydrates without a mismatch, and the page then works', async () => {
    const { container, heading, recoverable, hydrationErrors } = await hydratePage('/');
    // Hydration keeps the server's elements rather than making new ones.
    expect(container.querySelector('h1')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    // Behaviour: the navigation drawer opens from the header's button.
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  });
});

/**
 * Puts a page's prerendered HTML in the document and hydrates it, as main.tsx does. The HTML is
 * rendered first: the build renders it with no browser state, before the tab saved anything.
 */
async function hydratePage(
  pathname: PrerenderedPage,
  {
    savedText,
    cookieBanner = false,
    termsDialog = false,
    at = pathname,
    beforeHydrate,
  }: { savedText?: string; cookieBanner?: boolean; termsDialog?: boolean; at?: string; beforeHydrate?: (container: HTMLElement) => void } = {},
) {
  // `at`: the path the browser is on, for a route's template rendered at another value of its parameter.
  window.history.replaceState(null, '', at);
  const container = document.createElement('div');
  container.id = 'root';
  const rendered = await renderPage(pathname, { cookieBanner, termsDialog });
  container.innerHTML = rendered.html;
  if (savedText !== undefined) sessionStorage.setItem('scicomm.deJargonizer.text', savedText);
  document.body.appendChild(container);
  // `beforeHydrate`: what the visitor does with the HTML before the app runs.
  beforeHydrate?.(container);
  const heading = container.querySelector('h1');
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const router = createBrowserRouter(routes);
  await routerReady(router);
  const i18n = await createBrowserI18n('en');
  await act(async () => {
    root = hydrateRoot(container, <App router={router} i18n={i18n} prerendered={rendered.data ?? {}} />, {
      onRecoverableError: recoverable,
    });
  });
  const hydrationErrors = () => errors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])));
  return { container, heading, recoverable, hydrationErrors };
}

describe('the variant with the cookie banner (for a visitor who has not answered it)', () => {
  it('is made for every prerendered page, behind the terms gate too (sent there when the dialog will not open first)', () => {
    for (const page of PRERENDERED_PAGES) expect(page.bannerFile, page.path).toBeDefined();
  });

  it('holds the banner with its two answers, disabled until the app runs, and hydrates it without a mismatch', async () => {
    const { html } = await renderPage('/login', { cookieBanner: true });
    expect(html).toMatch(
      /<section class="cookie-banner"[^]*<button type="button" class="button button--small button--secondary" disabled="">Only necessary<\/button><button type="button" class="button button--small" disabled="">Accept Cookies<\/button>/,
    );
    // In the page's flow before the page itself, never over it.
    expect(html.indexOf('class="cookie-banner"')).toBeLessThan(html.indexOf('<main'));
    const { container, recoverable, hydrationErrors } = await hydratePage('/login', { cookieBanner: true });
    const banner = container.querySelector('.cookie-banner');
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    // The same element stays (no new paint), and its button works once the app runs.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Cookies' })).toBeEnabled());
    expect(container.querySelector('.cookie-banner')).toBe(banner);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept Cookies' }));
    await waitFor(() => expect(container.querySelector('.cookie-banner')).toBeNull());
    expect(document.cookie).toContain('cookie_consent=true');
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  });

  it('"Only necessary" is an answer too: cookie_consent=false, and the banner goes', async () => {
    const { container } = await hydratePage('/login', { cookieBanner: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Only necessary' })).toBeEnabled());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Only necessary' }));
    await waitFor(() => expect(container.querySelector('.cookie-banner')).toBeNull());
    expect(document.cookie).toContain('cookie_consent=false');
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  });

  it('behind the terms gate, the banner the server sent stays while the session loads (no flash, no late push)', async () => {
    // The server sends it there to a visitor who has accepted the terms (the dialog will not open).
    document.cookie = 'terms_consent=true; Path=/';
    const { container, recoverable, hydrationErrors } = await hydratePage('/de-jargonizer/contact-us', { cookieBanner: true });
    const banner = container.querySelector('.cookie-banner');
    expect(banner).not.toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Cookies' })).toBeEnabled());
    await act(async () => {});
    expect(container.querySelector('.cookie-banner')).toBe(banner);
    document.cookie = 'terms_consent=; Max-Age=0; Path=/';
  });
});

describe('the variant with the terms dialog open (a page behind the gate, for a visitor with neither terms consent nor a session cookie)', () => {
  const GATED = ['/', '/de-jargonizer', '/de-jargonizer/contact-us', '/de-jargonizer/how-to-cite', '/half-life', '/coherence'];

  it('is made for the pages behind the gate only', () => {
    const withDialog = PRERENDERED_PAGES.filter((page) => page.termsDialogFile).map((page) => page.path);
    expect(withDialog).toEqual(expect.arrayContaining(GATED));
    expect(withDialog.filter((page) => page.endsWith('-full') || page.endsWith('-slim'))).toHaveLength(6);
    for (const open of ['/login', '/register', '/privacy-policy', '/reader-checks']) expect(withDialog).not.toContain(open);
  });

  it('holds the dialog, open and named, above the page, which the plain variant does not', async () => {
    const { html, data } = await renderPage('/de-jargonizer/contact-us', { termsDialog: true });
    expect(data).toEqual({ termsDialog: true });
    const page = document.createElement('div');
    page.innerHTML = html;
    const dialog = page.querySelector('[role="alertdialog"]');
    expect(dialog).not.toBeNull();
    expect(dialog?.getAttribute('data-state')).toBe('open');
    expect(page.querySelector(`#${CSS.escape(dialog?.getAttribute('aria-labelledby') ?? '')}`)?.textContent).toBe('Welcome to SciComm Studio');
    expect(page.querySelector(`#${CSS.escape(dialog?.getAttribute('aria-describedby') ?? '')}`)?.textContent).toMatch(/^Practise writing about science/);
    expect(page.querySelector('.dialog__overlay')).not.toBeNull();
    // No style attribute: the page's CSP refuses them in HTML.
    expect(page.querySelector('.consent-layer [style], .consent-layer[style]')).toBeNull();
    expect(dialog?.querySelector('input[type="checkbox"]')).not.toBeNull();
    // Its buttons wait for the app (a click before would be lost); Continue also for the tick.
    expect([...(dialog?.querySelectorAll('button') ?? [])].map((button) => [button.textContent, button.disabled])).toEqual([
      ['Register', true],
      ['Sign In', true],
      ['Continue as Guest', true],
    ]);
    // The page itself is there too, behind the dialog; no cookie banner (it waits for the dialog).
    expect(page.querySelector('main')?.textContent).toContain('Contact');
    expect(html).not.toContain('cookie-banner');
    for (const path of GATED) expect((await renderPage(path)).html, path).not.toContain('alertdialog');
  });

  it('hydrates it without a mismatch: the same dialog stays open, takes the focus, and makes the page behind inert', async () => {
    document.cookie = 'terms_consent=; Max-Age=0; Path=/';
    const { container, recoverable, hydrationErrors } = await hydratePage('/de-jargonizer/contact-us', { termsDialog: true });
    const dialog = container.querySelector('[role="alertdialog"]');
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    const checkbox = screen.getByRole('checkbox');
    await waitFor(() => expect(checkbox).toHaveFocus());
    // The session answers "signed out": the same element stays, nothing is painted again.
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/get-session', expect.anything()));
    await act(async () => {});
    expect(screen.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' })).toBe(dialog);
    expect(container.querySelector('main > .dj')).toHaveAttribute('inert');
    expect(container.querySelector('header')).toHaveAttribute('inert');
    expect(dialog?.closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    const user = userEvent.setup();
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Continue as Guest' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(container.querySelector('[inert]')).toBeNull();
    expect(document.cookie).toContain('terms_consent=true');
  });

  it('keeps a tick the checkbox got before the app ran', async () => {
    document.cookie = 'terms_consent=; Max-Age=0; Path=/';
    await hydratePage('/half-life', {
      termsDialog: true,
      beforeHydrate: (container) => container.querySelector<HTMLInputElement>('[role="alertdialog"] input[type="checkbox"]')?.click(),
    });
    expect(screen.getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue as Guest' })).toBeEnabled());
  });
});

describe('the prerendered De-Jargonizer', () => {
  it('has the heading, the lead and the empty editor in its HTML', async () => {
    const { html } = await renderPage('/de-jargonizer');
    expect(html).toMatch(/<h1[^>]*>De-Jargonizer<\/h1>/);
    expect(html).toMatch(/<div[^>]*class="dj-editor__input"[^>]*role="textbox"[^>]*><\/div>/);
    expect(html).toContain('<input type="hidden" name="ContentTA" value=""');
  });

  it('hydrates without a mismatch, and typing then keeps the text for the tab', async () => {
    const { container, heading, recoverable, hydrationErrors } = await hydratePage('/de-jargonizer');
    expect(container.querySelector('h1')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    const editor = screen.getByRole('textbox', { name: /your text/i });
    // Read-only until the render after hydration (a key then would be dropped, as the page means
    // it to be): on a busy machine that render came after the first typed key.
    await waitFor(() => expect(editor).not.toHaveAttribute('aria-readonly', 'true'));
    typeInto(editor, 'We measured methylation');
    await waitFor(() => expect(sessionStorage.getItem('scicomm.deJargonizer.text')).toBe('We measured methylation'));
  });

  it('brings back the tab’s saved text right after hydration, without a mismatch', async () => {
    const { recoverable, hydrationErrors } = await hydratePage('/de-jargonizer', { savedText: 'A text written before the reload' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /your text/i }).textContent).toBe('A text written before the reload'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    expect(screen.getByText('Words: 6')).toBeInTheDocument();
    expect(sessionStorage.getItem('scicomm.deJargonizer.text')).toBe('A text written before the reload');
  });
});

describe('the prerendered exercise pages', () => {
  it('carry the chat’s opening in their HTML, and hydrate it without a mismatch', async () => {
    const { html, data } = await renderPage('/half-life');
    expect(html).toContain('Welcome to the Half Life writing exercise!');
    expect(html).toContain('what is the science background of your audience?');
    expect(data?.chatOpening?.endpoint).toBe('/api/HalfLife');
    const { container, heading, recoverable, hydrationErrors } = await hydratePage('/half-life');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toContain('Welcome to the Half Life writing exercise!');
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
  });

  it('render a research edition without its path: the server sends the template for the real one', async () => {
    const templates = PRERENDERED_PAGES.filter((page) => page.file.startsWith('research/'));
    expect(templates.map((page) => page.file).sort()).toEqual(
      ['coherence', 'critical-thinking', 'halflife'].flatMap((name) => [`research/${name}-full.html`, `research/${name}-slim.html`]),
    );
    for (const { path } of templates) {
      const { html, data } = await renderPage(path);
      expect(html).not.toContain(path.slice(1, 37));
      expect(html).toContain('please tell me your name, or a pseudonym');
      expect(data?.researchEdition?.edition).toBe(path.endsWith('-slim') ? 'slim' : 'full');
    }
  });
});

describe('the pages whose content needs the session or the server (their first view, before either is known)', () => {
  const refused = PRERENDERED_PAGES.filter((page) => page.refused && page.file !== 'refused/study/[token].html');
  const unknownStudyLink = PRERENDERED_PAGES.find((page) => page.file === 'refused/study/[token].html');

  it('render the not-found view for each page the server refuses to a visitor, with nothing of the page behind it', async () => {
    expect(refused.map((page) => page.file).sort()).toEqual(
      [
        'refused/admin/coach-reports.html',
        'refused/courses/[courseId].html',
        'refused/courses/[courseId]/submissions/[submissionId].html',
        'refused/courses/[courseId]/submissions/[submissionId]/reader-check.html',
        'refused/research.html',
        'refused/research/studies/[studyId].html',
        'refused/research/studies/[studyId]/preview/[arm].html',
        'refused/research/studies/[studyId]/reader-checks/[checkId].html',
      ].sort(),
    );
    for (const page of refused) {
      const { html, data } = await renderPage(page.path);
      expect(html, page.path).toMatch(/<h1>Page not found<\/h1>/);
      expect(html, page.path).not.toMatch(/Checking|Research|Coach reports|Courses|Assignments/);
      expect(html, page.path).not.toContain('prerender-template');
      expect(data, page.path).toEqual({ refused: true });
      expect(page.bannerFile, page.path).toBe(`cookie-banner/${page.file}`);
    }
  });

  it('hydrate the not-found view at a real path without a mismatch, and ask to sign in once the session says signed out', async () => {
    const study = refused.find((page) => page.file === 'refused/research/studies/[studyId].html')!;
    const { container, heading, recoverable, hydrationErrors } = await hydratePage(study.path, { at: '/research/studies/8b0e4c9a-1111-4a2b-9c3d-222233334444' });
    expect(heading).toHaveTextContent('Page not found');
    expect(container.querySelector('h1')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    // The session is asked for and answers signed out (it ended): the page asks to sign in, no "Checking…" in between.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see this page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("render every refused page for a visitor as 'Sign in to see this page', and hydrate it at a real comment link, whose links then return there", async () => {
    const signIn = PRERENDERED_PAGES.filter((page) => page.signInToSee);
    expect(signIn.map((page) => page.file).sort()).toEqual(
      [
        'sign-in/admin/coach-reports.html',
        'sign-in/courses/[courseId].html',
        'sign-in/courses/[courseId]/submissions/[submissionId].html',
        'sign-in/courses/[courseId]/submissions/[submissionId]/reader-check.html',
        'sign-in/research.html',
        'sign-in/research/studies/[studyId].html',
        'sign-in/research/studies/[studyId]/preview/[arm].html',
        'sign-in/research/studies/[studyId]/reader-checks/[checkId].html',
      ].sort(),
    );
    for (const page of signIn) {
      const { html, data } = await renderPage(page.path);
      expect(html, page.path).toMatch(/<h1>Sign in to see this page<\/h1>/);
      expect(html, page.path).not.toMatch(/Page not found|Assignments|Comments|Checking|Coach reports|Research/);
      expect(html, page.path).not.toContain('prerender-template');
      expect(data, page.path).toEqual({ signInToSee: true });
      expect(page.bannerFile, page.path).toBe(`cookie-banner/${page.file}`);
    }
    const comments = signIn.find((page) => page.file === 'sign-in/courses/[courseId]/submissions/[submissionId].html')!;
    const link = '/courses/8b0e4c9a-1111-4a2b-9c3d-222233334444/submissions/9c1f5d0b-2222-4b3c-8d4e-333344445555';
    const { container, heading, recoverable, hydrationErrors } = await hydratePage(comments.path, { at: link });
    expect(heading).toHaveTextContent('Sign in to see this page');
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    await waitFor(() => expect(within(container.querySelector('main')!).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(link)}`));
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('render a participant link that no study has as its not-found view, and hydrate it at a real link without a mismatch or a loading line', async () => {
    expect(unknownStudyLink).toBeDefined();
    const page = unknownStudyLink!;
    const { html, data } = await renderPage(page.path);
    expect(html).toContain('<h1>This study link is not valid</h1>');
    expect(html).not.toContain('prerender-template');
    expect(data).toEqual({ refused: true });
    expect(page.bannerFile).toBe(`cookie-banner/${page.file}`);
    // The server says so with 404, and so does the participation API the page asks.
    vi.mocked(fetch).mockImplementation(async (input) =>
      String(input).startsWith('/api/participate/')
        ? Response.json({ error: { code: 'STUDY_NOT_FOUND', message: 'This study link is not valid.' } }, { status: 404 })
        : Response.json(null),
    );
    // A participant this browser kept for the link has nothing to resume: the view is the server's.
    localStorage.setItem('scicomm.study:no-such-link:', 'kept-participant');
    const { container, heading, recoverable, hydrationErrors } = await hydratePage(page.path, { at: '/study/no-such-link' });
    expect(heading).toHaveTextContent('This study link is not valid');
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([input]) => String(input) === '/api/participate/no-such-link')).toBe(true));
    await act(async () => {});
    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.queryByRole('status')).toBeNull();
    localStorage.clear();
  });

  it('render the reader checks’ pages and the share page with their heading, a route with a parameter once for any value', async () => {
    for (const [pattern, heading] of [
      ['/reader-checks', 'Reader checks'],
      ['/reader-checks/compare', 'Reader checks side by side'],
      ['/reader-checks/:checkId', 'Reader checks'],
      ['/share', 'Shared task'],
      ['/share/:token', 'Shared task'],
    ] as const) {
      const page = PRERENDERED_PAGES.find((spec) => spec.file === `pages${pattern.replace(/:(\w+)/g, '[$1]')}.html`);
      expect(page, pattern).toBeDefined();
      const { html } = await renderPage(page!.path);
      expect(html, pattern).toContain(`<h1>${heading}</h1>`);
      expect(html, pattern).not.toContain('prerender-template');
      expect(page!.bannerFile, pattern).toBeDefined();
    }
  });

  it('hydrate a reader check’s template at the check’s path, then ask a visitor who is signed out to sign in', async () => {
    const template = PRERENDERED_PAGES.find((page) => page.file === 'pages/reader-checks/[checkId].html')!;
    const { container, heading, recoverable, hydrationErrors } = await hydratePage(template.path, { at: '/reader-checks/abc123' });
    expect(container.querySelector('h1')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    // Signing in comes back to the check (docs/accounts.md "The way back").
    expect(await screen.findByRole('link', { name: /sign in/i })).toHaveAttribute('href', `/login?next=${encodeURIComponent('/reader-checks/abc123')}`);
    expect(container.querySelector('h1')).toBe(heading);
  });
});
