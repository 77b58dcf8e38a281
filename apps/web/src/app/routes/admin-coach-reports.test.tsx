// The admins' page of reported coach remarks needs two-factor sign-in (docs/research.md
// "Two-factor sign-in"): an admin whose session did not pass it sees the page that says so.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, renderRoute } from '../../test/render-route.tsx';

const admin = { status: 'signed-in' as const, user: { id: 'a1', email: 'grace@example.org' } };
let access: () => Response;
let calls: string[];

beforeEach(() => {
  clearCookies();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url === '/api/admin/access') return access();
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/coach-reports without two-factor sign-in', () => {
  it('sends an admin without two-factor to the security settings, and asks for no reports', async () => {
    access = () =>
      Response.json({ error: { code: 'TWO_FACTOR_SETUP_REQUIRED', message: 'Two-factor needed.' } }, { status: 403 });
    await renderRoute('/admin/coach-reports', { auth: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in needed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the security settings' })).toHaveAttribute('href', '/profile#security');
    expect(calls.some((url) => url.startsWith('/api/admin/coach-reports'))).toBe(false);
  });

  it('asks an admin whose session did not pass the code to sign in again', async () => {
    access = () => Response.json({ error: { code: 'TWO_FACTOR_REQUIRED', message: 'Sign in with the code.' } }, { status: 403 });
    await renderRoute('/admin/coach-reports', { auth: admin });
    expect(await screen.findByRole('button', { name: 'Sign out and sign in again' })).toBeInTheDocument();
  });

  it('others still get the not-found page', async () => {
    access = () => Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
    await renderRoute('/admin/coach-reports', { auth: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
