// The build's prerender (scripts/build.ts): the same app tree as main.tsx, on a memory router
// at one of PRERENDERED_PAGES, in English, before the session is known. The browser hydrates it
// (main.tsx); other routes get the plain shell.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App, PRERENDER_LANGUAGE } from './app/app.tsx';
import { routerReady } from './app/router-ready.ts';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { createI18n } from './lib/i18n.ts';

/** The pages whose HTML is rendered at build, by path. */
export const PRERENDERED_PAGES = ['/', '/de-jargonizer'] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

export async function renderPage(pathname: PrerenderedPage): Promise<string> {
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
  const html = renderToString(<App router={router} i18n={i18n} queryClient={queryClient} />);
  router.dispose();
  // The queries the page declared wait for their garbage collection on timers, which would keep
  // the build's process alive for half an hour.
  queryClient.clear();
  return html;
}
