// The reader's page's code (docs/reader-check.md "Weight"), imported by its entry, reader-main.tsx,
// once the prerendered page has painted: i18n in the visitor's language, then the page hydrated
// when the visitor reads English and has not answered yet (it was rendered for exactly that),
// rendered from scratch otherwise; then the accessibility widget's launcher, from its own chunk,
// as on every page.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ReaderShell } from './features/reader-check/components/reader-shell.tsx';
import { keptReader } from './features/reader-check/lib/reader-token.ts';
import { createBrowserI18n, holdPrerenderedPage } from './lib/browser-i18n.ts';
import { initialLanguage } from './lib/site-languages.ts';

/** The language the build prerenders the page in (as the site's pages, app.tsx). */
const PRERENDER_LANGUAGE = 'en';

const token = /^\/read\/([^/]+)\/?$/.exec(location.pathname)?.[1];
const container = document.getElementById('root')!;

function mountWidget(i18n: I18n) {
  void import('./components/site-accessibility-widget.tsx').then(({ SiteAccessibilityWidget }) => {
    // The widget renders into a container of its own before #root; this root only holds it.
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(
      <StrictMode>
        <SiteAccessibilityWidget i18n={i18n} />
      </StrictMode>,
    );
  });
}

// The shell's strings, the reader check's and the server's messages, not every feature's.
const language = initialLanguage();
const showPage = holdPrerenderedPage(container, language, PRERENDER_LANGUAGE);
void createBrowserI18n(language, ['reader-check', 'server-errors']).then((i18n) => {
  const page = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ReaderShell token={token} />
      </I18nextProvider>
    </StrictMode>
  );
  const prerendered = container.firstElementChild !== null;
  if (prerendered && i18n.language === PRERENDER_LANGUAGE && token !== undefined && !keptReader(token).sent) hydrateRoot(container, page);
  else {
    container.replaceChildren();
    createRoot(container).render(page);
  }
  showPage();
  mountWidget(i18n);
});
