// The build's prerender (scripts/build.ts): the same app tree as main.tsx, on a memory router
// at one of PRERENDERED_PAGES, in English, before the session is known. The browser hydrates it
// (main.tsx); other routes get the plain shell.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { EXERCISE_IDS, RESEARCH_EXERCISE_IDS, exerciseManifest, type ExerciseId } from '@scicomm/shared/exercises';
import { App, PRERENDER_LANGUAGE } from './app/app.tsx';
import { isTermsGated } from './components/terms-gated-routes.ts';
import { routerReady } from './app/router-ready.ts';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { ReaderShell } from './features/reader-check/components/reader-shell.tsx';
import { researchExerciseQueryKey } from './features/exercises/api/get-research-exercise.ts';
import { createI18n } from './lib/i18n.ts';
import type { PrerenderData, ResearchEdition } from './lib/prerender-data.tsx';
import { chatOpening } from './prerender/chat-openings.ts';
import { loadMessageHtml } from './features/exercises/lib/chat-html.ts';


/**
 * A research edition's path for its template: the server sends the template for the real path
 * (/{RESEARCH_UUID}-halflife-full …), which the build never knows; nothing of this path is in the HTML.
 */
const RESEARCH_TEMPLATE_UUID = '00000000-0000-4000-8000-000000000000';

/** The research editions' templates, by their path name (the exercise manifest's `research.path`). */
const RESEARCH_TEMPLATES = RESEARCH_EXERCISE_IDS.flatMap((exercise) =>
  (['full', 'slim'] as const).map((edition) => ({
    name: exerciseManifest[exercise].research.path,
    edition: { exercise, title: exerciseManifest[exercise].title, edition } satisfies ResearchEdition,
  })),
);

interface PageSpec {
  /** The path the page is rendered at. */
  path: string;
  /** Its file in dist: the server sends it for that path (apps/server/src/app.ts). */
  file: string;
  /** The exercise whose chat opens on the page and the route of its call (null: a research edition's). */
  chat?: { exercise: ExerciseId; route: string | null };
  researchEdition?: ResearchEdition;
  /**
   * A page is also rendered with the cookie banner, into this file: the server sends it to a
   * visitor who has not answered the banner (and, behind the terms gate, will not get the dialog
   * first), so the banner paints with the page instead of after hydration, which would push the
   * page down (docs/performance.md).
   */
  bannerFile?: string;
  /**
   * A page behind the terms gate is also rendered with the terms dialog open, into this file: the
   * server sends it to a visitor with neither terms consent nor a session cookie, so the dialog
   * paints from the HTML instead of after the script and the session check (docs/web.md).
   */
  termsDialogFile?: string;
  /** A route's template (a `:param` route's, or a refused page's): the value in its path, which must not be in its HTML. */
  placeholder?: string;
  /** The not-found view the server sends for a page it refuses to the visitor (data `refused`). */
  refused?: true;
  /** The "Sign in to see this page" view the server sends for such a page to a visitor without a session (data `signInToSee`). */
  signInToSee?: true;
}

/** Where the pages' variants with the cookie banner go (apps/server/src/app.ts sends them). */
const BANNER_DIR = 'cookie-banner';

/** Where the gated pages' variants with the terms dialog open go (apps/server/src/app.ts sends them). */
const TERMS_DIALOG_DIR = 'terms-dialog';

const behindTermsGate = (path: string) => (matchRoutes(routes, path) ?? []).some((match) => isTermsGated(match.route.handle));

/** What a `:param` of a route's template holds while it is rendered (and what its HTML must not hold). */
const TEMPLATE_VALUE = 'prerender-template';

/**
 * A route pattern's file name: a `:param` segment is written `[param]` (pages/share/[token].html),
 * which the server matches against any one segment (apps/server/src/web-pages.ts).
 */
const fileOf = (pattern: string) => pattern.replace(/:(\w+)/g, '[$1]');
const pathOf = (pattern: string) => pattern.replace(/:(\w+)/g, `${TEMPLATE_VALUE}-$1`);

const routePage = (pattern: string, chat?: PageSpec['chat']): PageSpec => ({
  path: pathOf(pattern),
  file: `pages${fileOf(pattern)}.html`,
  ...(chat ? { chat } : {}),
  ...(behindTermsGate(pathOf(pattern)) ? { termsDialogFile: `${TERMS_DIALOG_DIR}${fileOf(pattern)}.html` } : {}),
  bannerFile: `${BANNER_DIR}${fileOf(pattern)}.html`,
  ...(pattern.includes(':') ? { placeholder: TEMPLATE_VALUE } : {}),
});

/** Where the not-found view of the refused pages goes (apps/server/src/app.ts sends it with 404). */
const REFUSED_DIR = 'refused';

/** A course's own pages (signing in could open them, as it could every refused page). */
const COURSE_PAGES = ['/courses/:courseId', '/courses/:courseId/submissions/:submissionId', '/courses/:courseId/submissions/:submissionId/reader-check'];

/** Where the "Sign in to see this page" view goes (apps/server/src/app.ts sends it with 401). */
const SIGN_IN_DIR = 'sign-in';

/**
 * The pages the server refuses to anybody but their audience (apps/server/src/permissions/
 * pages.ts): a signed-in stranger gets the not-found view there, rendered into
 * refused/{pattern}.html, and a visitor without a session the sign-in view (signInPage), each with
 * its cookie banner variant; nothing of the page behind it is in the HTML.
 */
const REFUSED_PAGES = [
  '/research',
  '/research/studies/:studyId',
  '/research/studies/:studyId/preview/:arm',
  '/research/studies/:studyId/reader-checks/:checkId',
  '/admin/coach-reports',
  ...COURSE_PAGES,
];

const refusedPage = (pattern: string): PageSpec => ({
  path: pathOf(pattern),
  file: `${REFUSED_DIR}${fileOf(pattern)}.html`,
  bannerFile: `${BANNER_DIR}/${REFUSED_DIR}${fileOf(pattern)}.html`,
  placeholder: TEMPLATE_VALUE,
  refused: true,
});

/** The view of a refused page for a visitor without a session, into sign-in/{pattern}.html: nothing of the page behind it. */
const signInPage = (pattern: string): PageSpec => ({
  // Its own template value, so that its path (what renderPage is given) is not the refused view's;
  // a page without a parameter (/research) tells them apart by a query, which the router ignores.
  path: pattern.includes(':') ? pattern.replace(/:(\w+)/g, `${TEMPLATE_VALUE}-$1-visitor`) : `${pattern}?visitor`,
  file: `${SIGN_IN_DIR}${fileOf(pattern)}.html`,
  bannerFile: `${BANNER_DIR}/${SIGN_IN_DIR}${fileOf(pattern)}.html`,
  placeholder: TEMPLATE_VALUE,
  signInToSee: true,
});

/** The pages whose HTML is rendered at build. */
export const PRERENDERED_PAGES: readonly PageSpec[] = [
  { path: '/', file: 'home.html', termsDialogFile: `${TERMS_DIALOG_DIR}/home.html`, bannerFile: `${BANNER_DIR}/home.html` },
  routePage('/de-jargonizer'),
  ...['multiple-texts', 'compare', 'compare/groups', 'about', 'instructions', 'development', 'how-to-cite', 'contact-us'].map((page) =>
    routePage(`/de-jargonizer/${page}`),
  ),
  ...EXERCISE_IDS.map((exercise) => routePage(`/${exerciseManifest[exercise].slug}`, { exercise, route: exerciseManifest[exercise].route })),
  routePage('/login'),
  routePage('/register'),
  routePage('/profile'),
  routePage('/forgot-password'),
  routePage('/reset-password'),
  routePage('/sign-in-link'),
  routePage('/privacy-policy'),
  routePage('/terms-of-use'),
  routePage('/cookies-policy'),
  // Pages whose content needs the session or the server: their first render, before either is known.
  routePage('/reader-checks'),
  routePage('/reader-checks/compare'),
  routePage('/reader-checks/:checkId'),
  routePage('/share'),
  routePage('/share/:token'),
  routePage('/courses'),
  routePage('/courses/join'),
  routePage('/courses/join/:code'),
  routePage('/courses/trainer-invitations/:token'),
  ...REFUSED_PAGES.map(refusedPage),
  ...REFUSED_PAGES.map(signInPage),
  // A participant link that no study has: the server answers it with 404 and this not-found view
  // (the page's "This study link is not valid"); a study's own link needs its data, the plain shell.
  refusedPage('/study/:token'),
  ...RESEARCH_TEMPLATES.map(({ name, edition }) => ({
    path: `/${RESEARCH_TEMPLATE_UUID}-${name}-${edition.edition}`,
    file: `research/${name}-${edition.edition}.html`,
    chat: { exercise: edition.exercise, route: null },
    researchEdition: edition,
    termsDialogFile: `${TERMS_DIALOG_DIR}/research/${name}-${edition.edition}.html`,
    bannerFile: `${BANNER_DIR}/research/${name}-${edition.edition}.html`,
  })),
];

export type PrerenderedPage = string;

export interface RenderedPage {
  /** What goes into <div id="root">. */
  html: string;
  /** What the browser's first render needs beside it (lib/prerender-data.tsx), or null. */
  data: PrerenderData | null;
}

/**
 * `cookieBanner`: the page's variant with the cookie banner (its spec's `bannerFile`);
 * `termsDialog`: its variant with the terms dialog open (`termsDialogFile`).
 */
export async function renderPage(pathname: PrerenderedPage, { cookieBanner = false, termsDialog = false } = {}): Promise<RenderedPage> {
  const spec = PRERENDERED_PAGES.find((page) => page.path === pathname) ?? { path: pathname, file: '' };
  const data: PrerenderData = {};
  if (cookieBanner) data.cookieBanner = true;
  if (termsDialog) data.termsDialog = true;
  if (spec.refused) data.refused = true;
  if (spec.signInToSee) data.signInToSee = true;
  if (spec.chat) {
    data.chatOpening = await chatOpening(spec.chat.exercise, spec.chat.route);
    // The page's HTML is the chat as it shows once it has its message HTML (the browser draws the
    // opening alike before, features/exercises/lib/chat-html.ts).
    await loadMessageHtml();
  }
  if (spec.researchEdition) data.researchEdition = spec.researchEdition;
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  await routerReady(router);
  // A route whose code failed to load would render the error page ("Oops!") as the page's
  // HTML, which a CI build once shipped: it is an error of the build instead, with its cause.
  const errors = router.state.errors;
  if (errors) {
    router.dispose();
    const causes = Object.values(errors).map((error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error)));
    throw new Error(`${pathname} could not be prerendered: ${causes.join('; ')}`);
  }
  const i18n = createI18n(PRERENDER_LANGUAGE);
  const queryClient = createQueryClient();
  if (spec.researchEdition) queryClient.setQueryData(researchExerciseQueryKey(pathname.slice(1)), spec.researchEdition);
  const html = renderToString(<App router={router} i18n={i18n} queryClient={queryClient} prerendered={data} />);
  router.dispose();
  // The queries the page declared wait for their garbage collection on timers, which would keep
  // the build's process alive for half an hour.
  queryClient.clear();
  if (html.includes(RESEARCH_TEMPLATE_UUID)) throw new Error(`${pathname}: the template's path is in its HTML; the server would send it for every research path.`);
  if (spec.placeholder && html.includes(spec.placeholder)) throw new Error(`${pathname}: the template's path is in its HTML; the server sends it for every path of its route.`);
  return { html, data: Object.keys(data).length > 0 ? data : null };
}

/**
 * The reader's page (read.html, reader-main.tsx) as it first renders in English, before its check
 * has loaded: the header, "Loading…" as the title, the consent line with Start disabled. The same
 * for every link, so nothing of a check is in the file.
 */
export function renderReaderPage(): string {
  const i18n = createI18n(PRERENDER_LANGUAGE);
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ReaderShell token={READER_TEMPLATE_TOKEN} />
      </I18nextProvider>
    </StrictMode>,
  );
}

/** A reader's token for the template: any will do, the first render does not read it. */
const READER_TEMPLATE_TOKEN = 'template';

export { prerenderDataElement } from './lib/prerender-data.tsx';
/** The build lends a DOM (jsdom's window) before rendering: the chat's messages are sanitised and built in one. */
export { lendHtmlWindow } from './lib/safe-html.ts';
