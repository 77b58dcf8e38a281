// /login (docs/product.md §2): sign-in. A page that needs an account sends the visitor here with
// ?next=<its path>; a line says why, and after sign-in they land on that page (only a path of
// this site is taken: features/auth/lib/return-to.ts). A signed-in user goes there, or to /.
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { safeReturnPath, signInReasonKey } from '../../../features/auth/lib/return-to.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import '../../../lib/strings/account.ts';

export function LoginRoute() {
  const { t } = useTranslation();
  const { state, refresh } = useAuth();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
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
        {state.status === 'loading' ? (
          <p role="status">{t('shell.loading')}</p>
        ) : (
          <LoginForm onSignedIn={refresh} />
        )}
        <p className="auth-page__switch">
          {t('account.login.noAccount')} <Link to="/register">{t('account.login.register')}</Link>
        </p>
      </div>
    </div>
  );
}
