// The site chrome around every page: the terms dialog is modal (the page behind is inert and the
// cookie banner waits for it), the footer's legal links and labels follow the language.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCookies, renderRoute } from '../test/render-route.tsx';

beforeEach(() => {
  clearCookies();
  document.getElementById('root')?.remove();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/analytics/page-views' ? Response.json({ pageViews: 1234567 }) : new Response(null, { status: 204 }),
    ),
  );
});

/** Renders the app inside a #root, as the real page does. */
async function renderInRoot(path: string, language = 'en', auth?: null) {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const result = await renderRoute(path, { language, container: root, ...(auth === null ? { auth } : {}) });
  return { ...result, root };
}

describe('the terms-consent dialog', () => {
  it('makes the page behind it inert and holds the cookie banner back until it closes', async () => {
    const user = userEvent.setup();
    const { root } = await renderInRoot('/');
    const dialog = screen.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' });
    // The dialog is inside #root (no portal, so it can be in the prerendered HTML): everything
    // else in #root is inert, the dialog is not.
    for (const behind of [root.querySelector('header'), root.querySelector('main > :not(.consent-layer)'), root.querySelector('footer')])
      expect(behind).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('checkbox')));

    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue as Guest' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(root.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    // Focus goes on from the page's heading, not from the body, and stays there.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Write science for everyone' })).toHaveFocus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { level: 1, name: 'Write science for everyone' })).toHaveFocus();
  });

  it('shows neither the dialog nor the cookie banner while the session is loading, then the dialog alone', async () => {
    let answerSession = (_reply: Response) => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).endsWith('/api/auth/get-session')
          ? new Promise<Response>((resolve) => (answerSession = resolve))
          : Promise.resolve(new Response(null, { status: 204 })),
      ),
    );
    await renderInRoot('/', 'en', null);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    answerSession(Response.json({ user: null }));
    await screen.findByRole('alertdialog', { name: 'Welcome to SciComm Studio' });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('shows the cookie banner at once on a page without the gate, the session still loading (no late paint)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).endsWith('/api/auth/get-session') ? new Promise<Response>(() => {}) : Promise.resolve(new Response(null, { status: 204 })),
      ),
    );
    await renderInRoot('/forgot-password', 'en', null);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await renderInRoot('/');
    const dialog = screen.getByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('the footer', () => {
  it('shows the recorded page views, formatted for the language, and the legal links', async () => {
    document.cookie = 'terms_consent=true; Path=/';
    await renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Page views: 1,234,567')).toBeInTheDocument();
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Use', '/terms-of-use'],
      ['Cookies Policy', '/cookies-policy'],
    ]);
  });

  it('is in Hebrew on a Hebrew page', async () => {
    document.cookie = 'terms_consent=true; Path=/';
    await renderRoute('/', { language: 'he' });
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(/צפיות בדפים/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'מדיניות פרטיות' })).toHaveAttribute('href', '/privacy-policy');
  });
});

describe('a legal page', () => {
  it('has its title in Arabic and says the document is in English', async () => {
    await renderRoute('/terms-of-use', { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('شروط الاستخدام');
    expect(screen.getByText('هذه الوثيقة متوفرة باللغة الإنجليزية فقط.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /تنزيل/ })).toHaveAttribute('href', '/api/legal/terms-of-use.pdf?download');
  });

  it('needs no note in English', async () => {
    await renderRoute('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.queryByText(/English only/)).not.toBeInTheDocument();
  });
});
