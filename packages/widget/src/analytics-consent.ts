// Analytics consent: the host's banner sets the cookie `cookie_consent=true`;
// only then may a page view be recorded. The widget loads no analytics of its own: the host
// passes its self-hosted recorder as `onAnalyticsConsent`, which the widget calls with consent.

import { COOKIE_CONSENT_COOKIE } from '@scicomm/shared/product';

/** The cookie's name, defined once for the site and the widget (@scicomm/shared/product). */
export const CONSENT_COOKIE = COOKIE_CONSENT_COOKIE;

export function hasAnalyticsConsent(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookie.split(';').some((part) => {
    const [name, ...rest] = part.split('=');
    return name?.trim() === CONSENT_COOKIE && rest.join('=').trim() === 'true';
  });
}
