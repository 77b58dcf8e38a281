import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, PRERENDER_LANGUAGE } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { createBrowserI18n } from './lib/browser-i18n.ts';
import './styles.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;

void createBrowserI18n().then((i18n) => {
  const app = <App router={router} i18n={i18n} />;
  // The home page arrives rendered (scripts/build.ts, in English): hydrate it when the visitor
  // reads English too; otherwise, and on every other route, render from scratch.
  if (container.firstElementChild !== null && i18n.language === PRERENDER_LANGUAGE) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
