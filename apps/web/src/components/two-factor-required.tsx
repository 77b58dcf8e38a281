// The page a researcher or admin sees instead of research data while their session has not
// passed two-factor sign-in (docs/research.md "Two-factor sign-in"): a link to turn it on, or
// a way to sign in again with the code, which comes back to the page they were on.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import type { TwoFactorMissing } from '../lib/two-factor-required.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Where the security settings are: the profile page's Security section. */
export const SECURITY_SETTINGS_PATH = '/profile#security';

export function TwoFactorRequired({ missing }: { missing: TwoFactorMissing }) {
  const { t } = useTranslation(['account', 'account-forms']);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(t('account.twoFactorRequired.title'));
  const signInAgain = async () => {
    await signOut();
    await navigate(`/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
  };
  return (
    <div className="message-page">
      <h1>{t('account.twoFactorRequired.title')}</h1>
      {missing === 'setup' ? (
        <>
          <p>{t('account.twoFactorRequired.setup')}</p>
          <Link to={SECURITY_SETTINGS_PATH}>{t('account.twoFactorRequired.openSecurity')}</Link>
        </>
      ) : (
        <>
          <p>{t('account.twoFactorRequired.signIn')}</p>
          <button type="button" className="button" onClick={() => void signInAgain()}>
            {t('account.twoFactorRequired.signInAgain')}
          </button>
        </>
      )}
    </div>
  );
}
