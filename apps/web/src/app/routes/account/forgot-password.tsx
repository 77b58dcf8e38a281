// /forgot-password: ask for a password-reset mail.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function ForgotPasswordRoute() {
  const { t } = useTranslation(['account', 'account-forms']);
  const hydrated = useHydrated();
  usePageTitle(t('account.forgot.title'));
  return (
    <div className="auth-page auth-page--narrow">
      <div className="auth-page__panel">
        <h1>{t('account.forgot.title')}</h1>
        <p>{t('account.forgot.intro')}</p>
        {/* Prerendered (docs/performance.md): the field is disabled until the app runs, as on /login. */}
        <fieldset className="auth-page__form" disabled={!hydrated}>
          <ForgotPasswordForm />
        </fieldset>
        <p className="auth-page__switch">
          <Link to="/login">{t('account.forgot.back')}</Link>
        </p>
      </div>
    </div>
  );
}
