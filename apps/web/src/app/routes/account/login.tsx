// /login (spec §2): sign-in; a signed-in user goes to /.
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function LoginRoute() {
  const { t } = useTranslation();
  const { state, refresh } = useAuth();
  usePageTitle(t('account.login.title'));
  if (state.status === 'signed-in') return <Navigate to="/" replace />;
  return (
    <div className="auth-page auth-page--narrow">
      <div className="auth-page__panel">
        <h1>{t('account.login.title')}</h1>
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
