import { describe, expect, it } from 'vitest';
import { appRoutePatterns, isAppRoute, matchesRoutePattern } from './app-routes.ts';

describe('the app route list', () => {
  it('knows every page, with or without a trailing slash, in any case', () => {
    for (const path of ['/', '/de-jargonizer', '/de-jargonizer/', '/De-Jargonizer/About', '/share/abc123', '/share', '/research']) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it('rejects paths that are not pages', () => {
    for (const path of ['/no-such-page', '/de-jargonizer/nope', '/share/a/b', '/half-life/extra', '/profile/x']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });

  it('matches a parameter against exactly one segment', () => {
    expect(matchesRoutePattern('/share/:token', '/share/x')).toBe(true);
    expect(matchesRoutePattern('/share/:token', '/share')).toBe(false);
    expect(matchesRoutePattern('/share/:token', '/share/x/y')).toBe(false);
  });

  it('lists each pattern once', () => {
    expect(new Set(appRoutePatterns).size).toBe(appRoutePatterns.length);
  });
});
