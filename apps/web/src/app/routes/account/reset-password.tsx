// /reset-password?token=…: where the reset mail's link leads.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function ResetPasswordRoute() {
  const { t } = useTranslation(['account', 'account-forms']);
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  usePageTitle(t('account.reset.title'));
  return (
    <div className="auth-page auth-page--narrow">
      <div className="auth-page__panel">
        <h1>{t('account.reset.title')}</h1>
        {/* Prerendered (docs/performance.md) without the address's token: the form shows, disabled,
            until the app runs and reads it (a link without one then says so). */}
        <fieldset className="auth-page__form" disabled={!hydrated}>
          <ResetPasswordForm token={hydrated ? params.get('token') : undefined} />
        </fieldset>
      </div>
    </div>
  );
}
