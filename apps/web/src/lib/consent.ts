// The two consent cookies of docs/product.md §2/§9, read and written in one place.
import { useCallback, useSyncExternalStore } from 'react';
import { CONSENT_COOKIE_DAYS, COOKIE_CHOICES, COOKIE_CONSENT_COOKIE, madeCookieChoice, type TERMS_CONSENT_COOKIE } from '@scicomm/shared';
import { deleteCookie, getCookie, setCookie } from './cookies.ts';

type ConsentCookie = typeof TERMS_CONSENT_COOKIE | typeof COOKIE_CONSENT_COOKIE;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const hasConsent = (name: ConsentCookie) => getCookie(name) === 'true';

export function giveConsent(name: ConsentCookie): void {
  setCookie(name, 'true', CONSENT_COOKIE_DAYS);
  for (const listener of listeners) listener();
}

export function withdrawConsent(name: ConsentCookie): void {
  deleteCookie(name);
  for (const listener of listeners) listener();
}

/** The cookie notice's answer: page views counted ('all') or only the necessary cookies ('necessary'). */
export function chooseCookies(choice: keyof typeof COOKIE_CHOICES): void {
  setCookie(COOKIE_CONSENT_COOKIE, COOKIE_CHOICES[choice], CONSENT_COOKIE_DAYS);
  for (const listener of listeners) listener();
}

/** Whether the visitor answered the cookie notice, either way (re-renders when they do). */
export function useCookieChoiceMade(): boolean {
  return useSyncExternalStore(subscribe, () => madeCookieChoice(getCookie(COOKIE_CONSENT_COOKIE)), () => false);
}

/** Re-renders when consent is given anywhere on the page. */
export function useConsent(name: ConsentCookie): [boolean, () => void] {
  const given = useSyncExternalStore(subscribe, () => hasConsent(name), () => false);
  const give = useCallback(() => giveConsent(name), [name]);
  return [given, give];
}
