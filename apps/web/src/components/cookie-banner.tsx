// Cookie banner (docs/product.md §2 Shell): Accept Cookies sets cookie_consent=true for 365 days. While the
// terms-consent dialog is open the banner waits (it would be behind the modal, out of reach), and
// so it does while the session is still loading: until then nobody knows whether the dialog
// will open, and the banner would flash up for a moment before it (docs/performance.md).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { useConsent } from '../lib/consent.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { COOKIE_CONSENT_COOKIE } from '@scicomm/shared';
import { useTermsDialogOpen } from './terms-consent-gate.tsx';

export function CookieBanner() {
  const { t } = useTranslation();
  const [accepted, accept] = useConsent(COOKIE_CONSENT_COOKIE);
  const termsDialogOpen = useTermsDialogOpen();
  const sessionLoading = useAuth().state.status === 'loading';
  // Not in prerendered HTML (docs/performance.md): the cookie is unknown there, and the banner
  // would flash for every visitor who accepted it long ago.
  const hydrated = useHydrated();
  if (!hydrated || accepted || termsDialogOpen || sessionLoading) return null;
  return (
    <section className="cookie-banner" aria-label={t('cookies.label')}>
      <p>
        {t('cookies.text')} <Link to="/cookies-policy">{t('cookies.policy')}</Link>
      </p>
      <button type="button" className="button" onClick={accept}>
        {t('cookies.accept')}
      </button>
    </section>
  );
}
