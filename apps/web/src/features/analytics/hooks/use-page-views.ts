// Self-hosted page views: nothing is sent unless cookie_consent is "true" (docs/site-chrome.md).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { requestJson } from '../../../lib/api-client.ts';
import { useConsent } from '../../../lib/consent.ts';
import { COOKIE_CONSENT_COOKIE } from '@scicomm/shared';

export function usePageViews(): void {
  const { pathname } = useLocation();
  const [consented] = useConsent(COOKIE_CONSENT_COOKIE);
  useEffect(() => {
    if (!consented) return;
    requestJson('/api/analytics/page-view', { method: 'POST', body: { path: pathname } }).catch(() => {
      // Statistics must never disturb the visitor.
    });
  }, [pathname, consented]);
}
