// /login (docs/product.md §2): sign-in. A page that needs an account sends the visitor here with
// ?next=<its path>; a line says why, and after sign-in they land on that page (only a path of
// this site is taken: @scicomm/shared/return-path), and "Register" keeps it. A signed-in user
// goes there, or to /.
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { returnPathParam } from '@scicomm/shared/account-api';
import { accountPagePath } from '@scicomm/shared/return-path';
import { signInReasonKey } from '../../../features/auth/lib/return-to.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function LoginRoute() {
  const { t } = useTranslation(['account', 'account-forms']);
  const { state, refresh } = useAuth();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const next = returnPathParam(params.get('next'));
  usePageTitle(t('account.login.title'));
  if (state.status === 'signed-in') return <Navigate to={next ?? '/'} replace />;
  return (
    <div className="auth-page auth-page--narrow">
      <div className="auth-page__panel">
        <h1>{t('account.login.title')}</h1>
        {next && (
          <p className="auth-page__why">
            {t(signInReasonKey(next))}
          </p>
        )}
        {/* The form is in the prerendered page too, its fields disabled until the app runs: nothing
            moves when it does, and nothing can be typed that hydration would drop or submitted without script. */}
        <fieldset className="auth-page__form" disabled={!hydrated}>
          <LoginForm onSignedIn={refresh} returnTo={next} />
        </fieldset>
        {/* The prerendered page is the same for every ?next=: the link takes it once hydrated (hydration keeps the HTML's href). */}
        <p className="auth-page__switch">
          {t('account.login.noAccount')} <Link to={hydrated ? accountPagePath('/register', next) : '/register'}>{t('account.login.register')}</Link>
        </p>
      </div>
    </div>
  );
}
