// The router and the server's page fallback share one list of pages (@scicomm/shared
// app-routes): every page the router shows must be on it, or the server would answer it 404.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutePatterns, researchEditionPattern } from '@scicomm/shared';
import { routes } from './routes.tsx';

function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    return [...here, ...pagePaths(route.children ?? [], own)];
  });
}

describe('the router and the shared route list', () => {
  const paths = pagePaths(routes).filter((path) => !path.endsWith('*'));

  it('finds the pages in the route tree', () => {
    expect(paths).toContain('/');
    expect(paths).toContain('/de-jargonizer');
    expect(paths).toContain('/share/:token');
  });

  it('puts every page of the router on the shared list', () => {
    const known = new Set<string>([...appRoutePatterns, researchEditionPattern]);
    expect(paths.filter((path) => !known.has(path))).toEqual([]);
  });

  it('lists no page the router does not have', () => {
    expect(appRoutePatterns.filter((pattern) => !paths.includes(pattern))).toEqual([]);
  });
});
