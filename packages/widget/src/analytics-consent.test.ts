import { afterEach, describe, expect, it } from 'vitest';
import { hasAnalyticsConsent } from './analytics-consent.ts';

afterEach(() => {
  document.cookie = 'cookie_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('hasAnalyticsConsent', () => {
  it.each([
    ['cookie_consent=true', true],
    ['theme=dark; cookie_consent=true; other=1', true],
    ['cookie_consent=false', false],
    ['cookie_consent=TRUE', false],
    ['my_cookie_consent=true', false],
    ['', false],
  ])('reads %j as %s', (cookie, expected) => {
    expect(hasAnalyticsConsent(cookie)).toBe(expected);
  });

  it('reads document.cookie by default', () => {
    expect(hasAnalyticsConsent()).toBe(false);
    document.cookie = 'cookie_consent=true';
    expect(hasAnalyticsConsent()).toBe(true);
  });
});
