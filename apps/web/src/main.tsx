import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AccessibilityWidget } from '@scicomm/widget';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { createI18n } from './lib/i18n.ts';
import './styles.css';

const WIDGET_CREDIT = { name: 'SciComm Studio', href: '/de-jargonizer/development' };

const router = createBrowserRouter(routes);
const i18n = createI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
    {/* Outside the router so it stays mounted on every page, the error screen included. The
        footer credit points at the Development page, which names the people behind the site. */}
    <AccessibilityWidget localeBaseUrl="/locale" registerDomainUrl="/api/registerDomain" credit={WIDGET_CREDIT} />
  </StrictMode>,
);
