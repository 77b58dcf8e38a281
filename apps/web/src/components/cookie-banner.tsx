// Cookie banner (docs/product.md §2 Shell): Accept Cookies sets cookie_consent=true for 365 days. While the
// terms-consent dialog is open the banner waits (it would be behind the modal, out of reach). On a
// page behind that gate it also waits while the session is loading: until then nobody knows
// whether the dialog will open, and the banner would flash up for a moment before it. On every
// other page it shows with the page's first paint, never as a late largest paint
// (docs/performance.md "The cookie banner").
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { useConsent } from '../lib/consent.ts';
import { useCookieBannerInHtml } from '../lib/prerender-data.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { COOKIE_CONSENT_COOKIE } from '@scicomm/shared';
import { useTermsDialogOpen } from './terms-consent-gate.tsx';
import { useBehindTermsGate } from './terms-gated-routes.ts';

export function CookieBanner() {
  const { t } = useTranslation();
  const [accepted, accept] = useConsent(COOKIE_CONSENT_COOKIE);
  const termsDialogOpen = useTermsDialogOpen();
  const behindGate = useBehindTermsGate();
  const sessionLoading = useAuth().state.status === 'loading';
  const waitsForSession = behindGate && sessionLoading;
  // The prerender and the hydration cannot read the cookie: the banner is in the HTML only when
  // the server chose the page's variant with it, for a visitor without cookie_consent=true.
  const inHtml = useCookieBannerInHtml();
  const hydrated = useHydrated();
  const shown = hydrated ? !accepted && !termsDialogOpen && !waitsForSession : inHtml;
  if (!shown) return null;
  return (
    <section className="cookie-banner" aria-label={t('cookies.label')}>
      <p>
        {t('cookies.text')} <Link to="/cookies-policy">{t('cookies.policy')}</Link>
      </p>
      {/* Disabled in the HTML until the app has started: a click before would be lost. */}
      <button type="button" className="button" onClick={accept} disabled={!hydrated}>
        {t('cookies.accept')}
      </button>
    </section>
  );
}
