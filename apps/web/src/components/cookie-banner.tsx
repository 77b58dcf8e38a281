// Cookie notice (docs/site-chrome.md "Cookie notice"): says what the site's cookies are and asks
// once. "Accept Cookies" sets cookie_consent=true (page views are counted), "Only necessary" sets
// cookie_consent=false (nothing is counted); either is kept 365 days and the notice goes.
// It sits in the page's flow under the header, never over the page: a form, the editor or an
// exercise's end are never beneath it. While the terms dialog is open it waits (behind the modal
// nobody could answer it). On a page behind that gate it also waits while the session is loading,
// unless the server sent it in the HTML: the server knew the dialog would not open there first.
// On every other page it shows with the page's first paint (docs/performance.md "The cookie banner").
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { chooseCookies, useCookieChoiceMade } from '../lib/consent.ts';
import { useCookieBannerInHtml } from '../lib/prerender-data.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useTermsDialogOpen } from '../lib/terms-dialog-open.ts';
import { useBehindTermsGate } from './terms-gated-routes.ts';

export function CookieBanner() {
  const { t } = useTranslation();
  const chosen = useCookieChoiceMade();
  const termsDialogOpen = useTermsDialogOpen();
  const behindGate = useBehindTermsGate();
  const sessionLoading = useAuth().state.status === 'loading';
  // The prerender and the hydration cannot read the cookie: the banner is in the HTML only when
  // the server chose the page's variant with it, for a visitor who has not answered.
  const inHtml = useCookieBannerInHtml();
  const waitsForSession = behindGate && sessionLoading && !inHtml;
  const hydrated = useHydrated();
  const shown = hydrated ? !chosen && !termsDialogOpen && !waitsForSession : inHtml;
  if (!shown) return null;
  return (
    <section className="cookie-banner" aria-label={t('cookies.label')}>
      <p>
        {t('cookies.text')} <Link to="/cookies-policy">{t('cookies.policy')}</Link>
      </p>
      {/* Disabled in the HTML until the app has started: a click before would be lost. */}
      <div className="cookie-banner__choices">
        <button type="button" className="button button--small button--secondary" onClick={() => chooseCookies('necessary')} disabled={!hydrated}>
          {t('cookies.necessary')}
        </button>
        <button type="button" className="button button--small" onClick={() => chooseCookies('all')} disabled={!hydrated}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
