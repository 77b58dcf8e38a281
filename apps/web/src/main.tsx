import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, PRERENDER_LANGUAGE } from './app/app.tsx';
import { routerReady } from './app/router-ready.ts';
import { routes } from './app/routes.tsx';
import { createBrowserI18n } from './lib/browser-i18n.ts';
import './styles.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;

void createBrowserI18n().then(async (i18n) => {
  const app = <App router={router} i18n={i18n} />;
  // Home and /de-jargonizer arrive rendered (scripts/build.ts, in English): hydrate them when the
  // visitor reads English too, once the route's lazy code is in (its page preloads it);
  // otherwise, and on every other route, render from scratch.
  if (container.firstElementChild !== null && i18n.language === PRERENDER_LANGUAGE) {
    await routerReady(router);
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
