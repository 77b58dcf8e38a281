// The build's prerender of the home page (scripts/build.ts): the same app tree as main.tsx,
// on a memory router at "/", in English, before the session is known. The browser hydrates
// it (main.tsx); other routes get the plain shell.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App, PRERENDER_LANGUAGE } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { createI18n } from './lib/i18n.ts';

export async function renderHome(): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const i18n = createI18n(PRERENDER_LANGUAGE);
  return renderToString(<App router={router} i18n={i18n} />);
}
