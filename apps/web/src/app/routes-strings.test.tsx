// Every page's strings reach it through i18next, as the browser gets them (docs/web.md
// "Strings"): each route is rendered with a browser instance that starts with the shell's
// strings only, in each site language. No key may be missing (a raw key on the page), and every
// namespace a component names in useTranslation() must have come with the route's code
// (route-namespaces.ts), not one download later.
import { appRoutePatterns, type AppRoutePattern } from '@scicomm/shared';
import { render, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserI18n } from '../lib/browser-i18n.ts';
import { FEATURE_NAMESPACES, SHELL_NAMESPACE } from '../lib/namespaces.ts';
import { clearCookies } from '../test/render-route.tsx';
import { createQueryClient } from './query-client.ts';
import { AppProviders } from './providers.tsx';
import { routerReady } from './router-ready.ts';
import { routes } from './routes.tsx';

/** Made-up values for the patterns' parameters, and the query some pages need. */
const SAMPLE_PARAMETERS: Record<string, string> = { studyId: 's1', checkId: 'c1', arm: 'a', courseId: 'k1', submissionId: 'u1', code: 'ABCD-EFGH-JKLM' };
const SEARCH: Partial<Record<AppRoutePattern, string>> = { '/reset-password': '?token=t', '/sign-in-link': '?token=t', '/reader-checks/compare': '?ids=c1,c2' };

/** One path per page of the shared list (app-routes.ts), then a research edition and two unknown paths. */
const PATHS = [
  ...appRoutePatterns.map((pattern) => pattern.replace(/:(\w+)/gu, (_, name: string) => SAMPLE_PARAMETERS[name] ?? 't') + (SEARCH[pattern] ?? '')),
  '/de-jargonizer/no-such-page',
  '/0b9e2f4e-halflife-full',
  '/no/such/page',
];

interface Rendered {
  missing: string[];
  /** The feature namespaces loaded before the page rendered (with the route's code). */
  withRoute: string[];
  i18n: I18n;
}

/** Collects what i18next could not find in any loaded namespace. */
function reportMissing(i18n: I18n): string[] {
  const missing: string[] = [];
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (languages, namespace, key) => missing.push(`${languages.join('/')} ${namespace}: ${key}`);
  return missing;
}

const loadedFeatureNamespaces = (i18n: I18n) => FEATURE_NAMESPACES.filter((namespace) => i18n.hasLoadedNamespace(namespace));

async function renderInBrowserLanguage(path: string, language: string): Promise<Rendered> {
  const i18n = await createBrowserI18n(language);
  const missing = reportMissing(i18n);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const withRoute = loadedFeatureNamespaces(i18n);
  const queryClient = createQueryClient();
  render(
    <AppProviders i18n={i18n} queryClient={queryClient} auth={{ status: 'signed-out' }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Settled: the page is on screen, its queries have answered and its namespaces are in.
  await waitFor(() => {
    expect(document.querySelector('main')?.textContent).not.toBe('');
    expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0);
    expect(usedNamespaces(i18n).every((namespace) => i18n.hasLoadedNamespace(namespace))).toBe(true);
  });
  router.dispose();
  return { missing, withRoute, i18n };
}

const usedNamespaces = (i18n: I18n) => i18n.reportNamespaces?.getUsedNamespaces() ?? [];

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  // Every API call is refused as not found: the pages show their error states' strings too.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe.each(['en', 'he', 'ar'])('every route in %s, with the strings the browser gets', (language) => {
  it.each(PATHS)('%s: no missing key, every namespace with the route', async (path) => {
    const { missing, withRoute, i18n } = await renderInBrowserLanguage(path, language);
    expect(missing).toEqual([]);
    expect(usedNamespaces(i18n).filter((namespace) => namespace !== SHELL_NAMESPACE && !withRoute.includes(namespace))).toEqual([]);
  });
});

describe('what the checks above would catch', () => {
  it('reports a key of a namespace nobody loaded, and a namespace a component asked for late', async () => {
    const i18n = await createBrowserI18n('en');
    const missing = reportMissing(i18n);
    expect(i18n.t('studies.heading')).toBe('studies.heading');
    expect(missing).toEqual(['en translation: studies.heading']);

    function LateStrings() {
      const { t } = useTranslation('studies');
      return <main>{t('studies.heading')}</main>;
    }
    const view = render(
      <AppProviders i18n={i18n} auth={{ status: 'signed-out' }}>
        <LateStrings />
      </AppProviders>,
    );
    await waitFor(() => expect(view.container.textContent).not.toBe(''));
    expect(usedNamespaces(i18n)).toContain('studies');
    expect(loadedFeatureNamespaces(i18n)).toEqual(['studies']);
  });
});
