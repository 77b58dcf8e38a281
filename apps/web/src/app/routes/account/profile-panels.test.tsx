// Each feature's panel on /profile fails alone: when the profile and tasks panel cannot render, its
// place says so with Try again, and the page's title, the site's shell and the security settings stay.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearCookies, renderRoute } from '../../../test/render-route.tsx';

vi.mock('../../../features/account/components/account-profile.tsx', () => ({
  AccountProfile: () => {
    throw new Error('the panel broke');
  },
}));

beforeEach(() => {
  clearCookies();
  document.cookie = 'terms_consent=true; Path=/';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: { code: 'NOT_FOUND', message: 'No such path' } }, { status: 404 })));
});
afterEach(() => vi.restoreAllMocks());

it('shows the failed panel’s message and Try again inside the page, the other panels still there', async () => {
  await renderRoute('/profile', { auth: { status: 'signed-in', user: { id: 'u1', email: 'ada@example.org' } } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This part of the page could not be shown.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.queryByText('Sorry, an unexpected error has occurred.')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Security' })).toBeInTheDocument();
});
