import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../providers.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { ErrorScreen } from './error-screen.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('error screen', () => {
  it('shows "Oops!" and the apology when a page fails, without the internals', async () => {
    // React logs the caught error; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorScreen /> }]);
    render(
      <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, an unexpected error has occurred.')).toBeInTheDocument();
    expect(screen.queryByText(/render failed/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('names the status of a route error response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('gone', { status: 410, statusText: 'Gone' });
        },
        element: <p>never</p>,
        errorElement: <ErrorScreen />,
      },
    ]);
    render(
      <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('410 Gone')).toBeInTheDocument();
  });

  const failedChunk = () =>
    createMemoryRouter([
      {
        path: '/',
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/course-Bq3x1.js')),
        errorElement: <ErrorScreen />,
      },
    ]);

  it('loads the page again, saying why, when a chunk of the build is gone (after a deploy)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.clear();
    render(
      <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
        <RouterProvider router={failedChunk()} />
      </AppProviders>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('The site was just updated: loading its new version…');
    expect(screen.queryByRole('heading', { name: 'Oops!' })).not.toBeInTheDocument();
    // The reload is asked from an effect after the screen shows: on a loaded machine it comes later.
    await waitFor(() => expect(sessionStorage.getItem('scicomm.newBuildReload')).not.toBeNull());
  });

  it('shows "Oops!" when the chunk is still missing after that reload, never reloading again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('scicomm.newBuildReload', '2026-11-27T13:00:00.000Z');
    render(
      <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
        <RouterProvider router={failedChunk()} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  });
});
