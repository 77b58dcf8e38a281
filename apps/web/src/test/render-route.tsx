// Renders the real route table at a path, with the app's providers, for route-level tests.
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routerReady } from '../app/router-ready.ts';
import { routes } from '../app/routes.tsx';
import type { AuthState } from '../lib/auth.tsx';
import { createI18n } from '../lib/i18n.ts';

/**
 * Waits for the route's lazily loaded code, then renders it (in English unless `language` says
 * otherwise), signed out unless `auth` says otherwise; `auth: null` asks the server, as the app does.
 * `container`: the element to render into (a #root, as the real page has), else a new one in <body>.
 */
export async function renderRoute(
  path: string,
  { auth = { status: 'signed-out' } as AuthState | null, language = 'en', container }: { auth?: AuthState | null; language?: string; container?: HTMLElement } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const result = render(
    <AppProviders i18n={createI18n(language)} {...(auth ? { auth } : {})}>
      <RouterProvider router={router} />
    </AppProviders>,
    container ? { container } : {},
  );
  return { ...result, router };
}

/** Waits for the page's title: pages set it in an effect, which may run after their content shows. */
export async function expectTitle(title: string): Promise<void> {
  await waitFor(() => expect(document.title).toBe(title));
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/**
 * Waits for a tool's form to be live: its code (react-hook-form and its schema) comes after the
 * page has rendered (lib/use-form-code.ts), and the form is locked until then.
 */
export async function waitForLiveForm(): Promise<void> {
  await waitFor(() => expect(document.querySelector('form[aria-busy] button[type="submit"]')).toBeEnabled());
}
