import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, PRERENDER_LANGUAGE } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routerReady } from './app/router-ready.ts';
import { routes } from './app/routes.tsx';
import { researchExerciseQueryKey } from './features/exercises/api/get-research-exercise.ts';
import { createBrowserI18n, holdPrerenderedPage } from './lib/browser-i18n.ts';
import { readPrerenderData } from './lib/prerender-data.tsx';
import { initialLanguage } from './lib/site-languages.ts';
import './styles.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;

// The visitor's choice, else the browser's languages (lib/site-languages.ts).
const language = initialLanguage();
const showPage = holdPrerenderedPage(container, language, PRERENDER_LANGUAGE);

void createBrowserI18n(language).then(async (i18n) => {
  // The prerendered pages (scripts/build.ts, in English: home, the tools' first pages, the
  // exercises and their research editions, the account pages) are hydrated when the visitor
  // reads English too, once the route's lazy code is in (the page preloads it); otherwise, and on
  // every other route, the app renders from scratch.
  if (container.firstElementChild !== null && i18n.language === PRERENDER_LANGUAGE) {
    const prerendered = readPrerenderData(document);
    const queryClient = createQueryClient();
    // A research edition's page was filled by the server for this very path: its edition is known.
    const slug = router.state.location.pathname.replace(/^\/+|(?<!\/)\/+$/g, '');
    if (prerendered.researchEdition) queryClient.setQueryData(researchExerciseQueryKey(slug), prerendered.researchEdition);
    await routerReady(router);
    hydrateRoot(container, <App router={router} i18n={i18n} queryClient={queryClient} prerendered={prerendered} />);
    showPage();
  } else {
    container.replaceChildren();
    createRoot(container).render(<App router={router} i18n={i18n} />);
    showPage();
  }
});
