// /register (docs/product.md §2): form panel and background picture. With ?next=<path> (a join
// link's "Create an account", the header's link on a page behind sign-in) the new account goes
// back there afterwards, and "Log in" keeps it (docs/accounts.md "The way back"). A signed-in user
// goes there, or to /, except the one who has just registered here, who first reads
// "Registration successful!".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { returnPathParam } from '@scicomm/shared/account-api';
import { accountPagePath } from '@scicomm/shared/return-path';
import { RegisterForm } from '../../../features/account/components/register-form.tsx';
import { RegisterIllustration } from '../../../features/account/components/register-illustration.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function RegisterRoute() {
  const { t } = useTranslation(['account', 'account-forms']);
  const { state, refresh } = useAuth();
  const hydrated = useHydrated();
  const [registeredHere, setRegisteredHere] = useState(false);
  const [params] = useSearchParams();
  const next = returnPathParam(params.get('next'));
  usePageTitle(t('account.register.title'));
  if (state.status === 'signed-in' && !registeredHere) return <Navigate to={next ?? '/'} replace />;
  return (
    <div className="auth-page">
      <div className="auth-page__panel">
        <h1>{t('account.register.title')}</h1>
        {/* The prerendered page is the same for every ?next=: the link takes it once hydrated (hydration keeps the HTML's href). */}
        <p className="auth-page__switch">
          {t('account.register.haveAccount')} <Link to={hydrated ? accountPagePath('/login', next) : '/login'}>{t('account.register.login')}</Link>
        </p>
        {/* The form is in the prerendered page too, its fields disabled until the app runs: nothing
            moves when it does, and nothing can be typed that hydration would drop or submitted without script. */}
        <fieldset className="auth-page__form" disabled={!hydrated}>
          <RegisterForm
            returnTo={next}
            onRegistered={async () => {
              setRegisteredHere(true);
              await refresh();
            }}
          />
        </fieldset>
      </div>
      <div className="auth-page__picture">
        <RegisterIllustration />
      </div>
    </div>
  );
}
