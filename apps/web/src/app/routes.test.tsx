import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tools } from '@scicomm/shared';
import { clearCookies, expectTitle, renderRoute } from '../test/render-route.tsx';

beforeEach(() => {
  clearCookies();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/analytics/page-views') return Response.json({ pageViews: 1234 });
      return new Response(null, { status: 204 });
    }),
  );
});

describe('home', () => {
  it('shows every tool of the manifest as a link, in its order, with its description', async () => {
    document.cookie = 'terms_consent=true; Path=/';
    await renderRoute('/');
    const main = screen.getByRole('main');
    const cards = within(main).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(tools.map((tool) => tool.path));
    expect(cards[1]).toHaveTextContent(/Half Life.*120 words, then 60, then 30/);
    await expectTitle('SciComm Studio');
    expect(await screen.findByText('Page views: 1,234')).toBeInTheDocument();
  });

  it('shows no figure when the page views cannot be read (never a made-up 0)', async () => {
    const fetchMock = vi.fn(async () => new Response('nope', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'terms_consent=true; Path=/';
    await renderRoute('/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/analytics/page-views', expect.anything()));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/Page views/);
  });
});

describe('terms consent', () => {
  it('lets a guest continue only after agreeing, and remembers it in terms_consent', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    const dialog = screen.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' });
    const guest = within(dialog).getByRole('button', { name: 'Continue as Guest' });
    expect(guest).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Privacy Policy.*Terms of Use/ }));
    expect(guest).toBeEnabled();
    await user.click(guest);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('terms_consent=true');
  });

  it('is not shown to a signed-in user', async () => {
    await renderRoute('/', { auth: { status: 'signed-in', user: { id: 'u1', email: 'ada@example.org' } } });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is not shown while the session is still loading', async () => {
    await renderRoute('/ethics', { auth: { status: 'loading' } });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('guards tool pages too', async () => {
    await renderRoute('/coherence');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expectTitle('Coherence Coach – SciComm Studio');
  });
});

describe('cookie banner', () => {
  it('sets cookie_consent and disappears', async () => {
    const user = userEvent.setup();
    document.cookie = 'terms_consent=true; Path=/';
    await renderRoute('/');
    const banner = screen.getByRole('region', { name: 'Cookie notice' });
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/cookies-policy');
    await user.click(within(banner).getByRole('button', { name: 'Accept Cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie_consent=true');
  });
});

describe('user menu', () => {
  it('offers Login and Register to visitors', async () => {
    document.cookie = 'terms_consent=true; Path=/';
    await renderRoute('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows the initial of a signed-in user and opens Home, Profile, Reader checks, Logout', async () => {
    const user = userEvent.setup();
    await renderRoute('/', { auth: { status: 'signed-in', user: { id: 'u1', email: 'ada@example.org' } } });
    const avatar = await screen.findByRole('button', { name: 'Account menu for ada@example.org' });
    expect(avatar).toHaveTextContent('A');
    await user.click(avatar);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Profile', 'Reader checks', 'Logout']);
  });

  it('keeps the avatar tooltip inside the header landmark (axe region), not in a portal at the end of the page', async () => {
    const user = userEvent.setup();
    await renderRoute('/', { auth: { status: 'signed-in', user: { id: 'u1', email: 'ada@example.org' } } });
    await screen.findByRole('button', { name: 'Account menu for ada@example.org' });
    await user.hover(screen.getByRole('button', { name: 'Account menu for ada@example.org' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(screen.getByRole('banner')).toContainElement(tooltip);
  });

  it("shows the display name's first letter, not the e-mail's, in any script", async () => {
    await renderRoute('/', { auth: { status: 'signed-in', user: { id: 'u1', email: 'ada@example.org', name: 'שָׁרָה כהן' } } });
    const avatar = await screen.findByRole('button', { name: 'Account menu for ada@example.org' });
    expect(avatar).toHaveTextContent(/^שָׁ$/);
  });
});

describe('other pages', () => {
  it('shows the not-found page for an unknown path', async () => {
    await renderRoute('/nope/nothing');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows a legal document with its PDF download link', async () => {
    await renderRoute('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Privacy Policy (PDF)' })).toHaveAttribute(
      'href',
      '/api/legal/privacy-policy.pdf?download',
    );
  });
});
