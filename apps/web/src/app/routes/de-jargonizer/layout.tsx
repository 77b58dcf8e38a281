// Every De-Jargonizer page: the terms-consent gate (docs/product.md §2), the sub-navigation bar, the page.
import { Outlet } from 'react-router';
import { TermsConsentGate } from '../../../components/terms-consent-gate.tsx';
import { DeJargonizerNav } from '../../../features/de-jargonizer/components/de-jargonizer-nav.tsx';

export function DeJargonizerLayoutRoute() {
  return (
    <TermsConsentGate>
      <div className="dj">
        <DeJargonizerNav />
        <Outlet />
      </div>
    </TermsConsentGate>
  );
}
