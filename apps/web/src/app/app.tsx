// The whole app as one element, shared by the browser entry (main.tsx) and the build's
// prerender of the home page (entry-server.tsx), so both render exactly the same tree and the
// browser can hydrate the prerendered HTML without a mismatch.
import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { RouterProvider, type DataRouter } from 'react-router';
import { SiteAccessibilityWidget } from '../components/site-accessibility-widget.tsx';
import { PrerenderDataProvider, type PrerenderData } from '../lib/prerender-data.tsx';
import { AppProviders } from './providers.tsx';

/** `prerendered`: what the prerendered page's first render needs beside its HTML (lib/prerender-data.tsx). */
type AppProps = { router: DataRouter; i18n: I18n; queryClient?: QueryClient; prerendered?: PrerenderData };

export function App({ router, i18n, queryClient, prerendered = NO_DATA }: AppProps) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n} {...(queryClient ? { queryClient } : {})}>
        <PrerenderDataProvider data={prerendered}>
          <RouterProvider router={router} />
        </PrerenderDataProvider>
      </AppProviders>
      {/* Outside the router so it stays mounted on every page, the error screen included. */}
      <SiteAccessibilityWidget i18n={i18n} />
    </StrictMode>
  );
}

const NO_DATA: PrerenderData = {};

/** The language the home page is prerendered in; other languages render in the browser. */
export const PRERENDER_LANGUAGE = 'en';
