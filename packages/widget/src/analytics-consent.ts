// Analytics consent (spec §3, §4): the host's banner sets the cookie `cookie_consent=true`;
// only then may a page view be recorded. The widget loads no analytics of its own: the host
// passes its self-hosted recorder as `onAnalyticsConsent`, which the widget calls with consent.

export const CONSENT_COOKIE = 'cookie_consent';

export function hasAnalyticsConsent(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookie.split(';').some((part) => {
    const [name, ...rest] = part.split('=');
    return name?.trim() === CONSENT_COOKIE && rest.join('=').trim() === 'true';
  });
}
