// A feature's panel that fails to render: a visible message and Try again take its place, the rest
// of the page stays; Try again renders the panel afresh, and in the app's panels also fetches the
// queries that failed there again. A page's panel (a lazily loaded route) fails inside the site's
// shell, not as the whole-page error screen.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createI18n } from '../lib/i18n.ts';
import { PanelBoundary } from './panel-boundary.tsx';
import { QueryPanelBoundary } from './query-panel-boundary.tsx';

let broken = true;
function Fragile() {
  if (broken) throw new Error('the panel broke');
  return <p>The panel works.</p>;
}

beforeEach(() => {
  broken = true;
  // React reports a caught render error on the console; the test expects it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('PanelBoundary', () => {
  it('loads the page again, once, when a piece of code the new build no longer has fails to load', () => {
    sessionStorage.clear();
    function Gone(): never {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/word-popover-Dk2f.js');
    }
    render(
      <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
        <PanelBoundary>
          <Gone />
        </PanelBoundary>
      </AppProviders>,
    );
    expect(sessionStorage.getItem('scicomm.newBuildReload')).not.toBeNull();
  });

  it('does not reload for any other failure', () => {
    sessionStorage.clear();
    render(
      <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
        <PanelBoundary>
          <Fragile />
        </PanelBoundary>
      </AppProviders>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(sessionStorage.getItem('scicomm.newBuildReload')).toBeNull();
  });

  it('shows a message and Try again in place of the failed panel, keeps the page, and renders the panel again', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
        <h1>The page</h1>
        <PanelBoundary>
          <Fragile />
        </PanelBoundary>
      </AppProviders>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be shown.');
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();

    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The panel works.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks the page’s language', () => {
    render(
      <AppProviders i18n={createI18n('he')} auth={{ status: 'signed-out' }}>
        <PanelBoundary>
          <Fragile />
        </PanelBoundary>
      </AppProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('לא ניתן היה להציג את החלק הזה של הדף.');
    expect(screen.getByRole('button', { name: 'לנסות שוב' })).toBeInTheDocument();
  });
});

describe('QueryPanelBoundary', () => {
  it('Try again fetches the failed query again', async () => {
    const user = userEvent.setup();
    const answers = [new Error('the server failed'), 'Fresh figures'];
    const fetchFigures = vi.fn(async () => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer as string;
    });
    function Figures() {
      const query = useQuery({ queryKey: ['figures'], queryFn: fetchFigures, retry: false, throwOnError: true });
      return <p>{query.data ?? 'Loading…'}</p>;
    }
    render(
      <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }} queryClient={createQueryClient()}>
        <MemoryRouter>
          <QueryPanelBoundary>
            <Figures />
          </QueryPanelBoundary>
        </MemoryRouter>
      </AppProviders>,
    );
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fresh figures')).toBeInTheDocument();
    expect(fetchFigures).toHaveBeenCalledTimes(2);
  });
});
