import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Tooltip } from 'radix-ui';
import { AuthProvider, type AuthState } from '../lib/auth.tsx';

export function AppProviders({ i18n, children, auth }: { i18n: I18n; children: ReactNode; auth?: AuthState }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider {...(auth ? { initialState: auth } : {})}>
        <Tooltip.Provider delayDuration={300}>{children}</Tooltip.Provider>
      </AuthProvider>
    </I18nextProvider>
  );
}
