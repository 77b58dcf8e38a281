import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider, type AuthState } from '../lib/auth.tsx';
import { createQueryClient } from './query-client.ts';

// No Radix Tooltip.Provider here: a component with tooltips brings its own (account-menu.tsx),
// so Radix Tooltip and its positioning code stay out of the first download (docs/performance.md).

type Props = { i18n: I18n; children: ReactNode; auth?: AuthState; queryClient?: QueryClient };

export function AppProviders({ i18n, children, auth, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <AuthProvider {...(auth ? { initialState: auth } : {})}>
          {children}
        </AuthProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
