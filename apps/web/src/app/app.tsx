// The whole app as one element, shared by the browser entry (main.tsx) and the build's
// prerender of the home page (entry-server.tsx), so both render exactly the same tree and the
// browser can hydrate the prerendered HTML without a mismatch.
import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { RouterProvider, type DataRouter } from 'react-router';
import { SiteAccessibilityWidget } from '../components/site-accessibility-widget.tsx';
import { AppProviders } from './providers.tsx';

type AppProps = { router: DataRouter; i18n: I18n; queryClient?: QueryClient };

export function App({ router, i18n, queryClient }: AppProps) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n} {...(queryClient ? { queryClient } : {})}>
        <RouterProvider router={router} />
      </AppProviders>
      {/* Outside the router so it stays mounted on every page, the error screen included. */}
      <SiteAccessibilityWidget i18n={i18n} />
    </StrictMode>
  );
}

/** The language the home page is prerendered in; other languages render in the browser. */
export const PRERENDER_LANGUAGE = 'en';
