// The prerendered home page (docs/performance.md): its HTML holds the shell and the cards' text, and the
// browser's app hydrates it without a mismatch and behaves as when rendered from scratch.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { renderHome } from './entry-server.tsx';
import { createBrowserI18n } from './lib/browser-i18n.ts';

let root: Root | undefined;

beforeEach(() => {
  // The session check and the visit counter: no server here, so a visitor who is signed out.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(null), { status: 200, headers: { 'content-type': 'application/json' } })));
  window.history.replaceState(null, '', '/');
  // A returning visitor who has consented, so no modal consent dialog hides the page.
  document.cookie = 'terms_consent=true; Path=/';
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  document.cookie = 'terms_consent=; Max-Age=0; Path=/';
});

describe('the prerendered home page', () => {
  it('has the header, the heading and every card’s title and description in its HTML', async () => {
    const html = await renderHome();
    expect(html).toContain('Write science for everyone');
    for (const title of ['De-Jargonizer', 'Half Life', 'Persuasion', 'Coherence', 'Critical Thinking', 'Ethics'])
      expect(html).toContain(title);
    expect(html).toContain('Paste or upload a text and see which words a general reader knows');
    expect(html).toContain('href="/half-life"');
    expect(html).toContain('Skip to main content');
  });

  it('hydrates without a mismatch, and the page then works', async () => {
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = await renderHome();
    document.body.appendChild(container);
    const heading = container.querySelector('h1');
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const i18n = await createBrowserI18n('en');
    await act(async () => {
      root = hydrateRoot(container, <App router={createBrowserRouter(routes)} i18n={i18n} />, { onRecoverableError: recoverable });
    });
    // Hydration keeps the server's elements rather than making new ones.
    expect(container.querySelector('h1')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    // Behaviour: the navigation drawer opens from the header's button.
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  });
});
