// The build's prerender (scripts/build.ts): the same app tree as main.tsx, on a memory router
// at one of PRERENDERED_PAGES, in English, before the session is known. The browser hydrates it
// (main.tsx); other routes get the plain shell.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { exercises } from '@scicomm/coach/exercises/registry';
import type { ExerciseId } from '@scicomm/coach/exercises/finish-rules';
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


/**
 * A research edition's path for its template: the server sends the template for the real path
 * (/{RESEARCH_UUID}-halflife-full …), which the build never knows; nothing of this path is in the HTML.
 */
const RESEARCH_TEMPLATE_UUID = '00000000-0000-4000-8000-000000000000';

/** The research editions' templates, by their path name (research.ts on the server). */
const RESEARCH_EXERCISES = { halflife: 'halfLife', coherence: 'coherence', 'critical-thinking': 'criticalThinking' } as const;

const RESEARCH_TEMPLATES = Object.entries(RESEARCH_EXERCISES).flatMap(([name, exercise]) =>
  (['full', 'slim'] as const).map((edition) => ({ name, edition: { exercise, title: exercises[exercise].title, edition } satisfies ResearchEdition })),
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
   * A page without the terms gate is also rendered with the cookie banner, into this file: the
   * server sends it to a visitor without cookie_consent=true, so the banner paints with the page
   * instead of after hydration as a late largest paint (docs/performance.md).
   */
  bannerFile?: string;
}

/** Where the pages' variants with the cookie banner go (apps/server/src/app.ts sends them). */
const BANNER_DIR = 'cookie-banner';

const behindTermsGate = (path: string) => (matchRoutes(routes, path) ?? []).some((match) => isTermsGated(match.route.handle));

const routePage = (path: string, chat?: PageSpec['chat']): PageSpec => ({
  path,
  file: `pages${path}.html`,
  ...(chat ? { chat } : {}),
  ...(behindTermsGate(path) ? {} : { bannerFile: `${BANNER_DIR}${path}.html` }),
});

/** The pages whose HTML is rendered at build. */
export const PRERENDERED_PAGES: readonly PageSpec[] = [
  { path: '/', file: 'home.html' },
  routePage('/de-jargonizer'),
  ...['multiple-texts', 'compare', 'compare/groups', 'about', 'instructions', 'development', 'how-to-cite', 'contact-us'].map((page) =>
    routePage(`/de-jargonizer/${page}`),
  ),
  routePage('/half-life', { exercise: 'halfLife', route: 'HalfLife' }),
  routePage('/persuasion-rhetorics', { exercise: 'persuasive', route: 'Persuasive' }),
  routePage('/coherence', { exercise: 'coherence', route: 'Coherence' }),
  routePage('/critical-thinking', { exercise: 'criticalThinking', route: 'CriticalThinking' }),
  routePage('/ethics', { exercise: 'ethics', route: 'Ethics' }),
  routePage('/login'),
  routePage('/register'),
  routePage('/profile'),
  routePage('/forgot-password'),
  routePage('/reset-password'),
  routePage('/sign-in-link'),
  routePage('/privacy-policy'),
  routePage('/terms-of-use'),
  routePage('/cookies-policy'),
  ...RESEARCH_TEMPLATES.map(({ name, edition }) => ({
    path: `/${RESEARCH_TEMPLATE_UUID}-${name}-${edition.edition}`,
    file: `research/${name}-${edition.edition}.html`,
    chat: { exercise: edition.exercise, route: null },
    researchEdition: edition,
  })),
];

export type PrerenderedPage = string;

export interface RenderedPage {
  /** What goes into <div id="root">. */
  html: string;
  /** What the browser's first render needs beside it (lib/prerender-data.tsx), or null. */
  data: PrerenderData | null;
}

/** `cookieBanner`: the page's variant with the cookie banner (its spec's `bannerFile`). */
export async function renderPage(pathname: PrerenderedPage, { cookieBanner = false } = {}): Promise<RenderedPage> {
  const spec = PRERENDERED_PAGES.find((page) => page.path === pathname) ?? { path: pathname, file: '' };
  const data: PrerenderData = {};
  if (cookieBanner) data.cookieBanner = true;
  if (spec.chat) data.chatOpening = await chatOpening(spec.chat.exercise, spec.chat.route);
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
