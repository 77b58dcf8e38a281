// /reset-password?token=…: where the reset mail's link leads.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import '../../../lib/strings/account.ts';

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('account.reset.title'));
  return (
    <div className="auth-page auth-page--narrow">
      <div className="auth-page__panel">
        <h1>{t('account.reset.title')}</h1>
        <ResetPasswordForm token={params.get('token')} />
      </div>
    </div>
  );
}
