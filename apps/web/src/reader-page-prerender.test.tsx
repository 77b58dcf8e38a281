// The reader's page as its light entry serves it (read.html, reader-main.tsx): the build's HTML
// holds the consent line before any script, with Start disabled; the entry hydrates it without a
// mismatch, and the check's title and Start follow once the check has loaded.
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderReaderPage } from './entry-server.tsx';
import { ReaderShell } from './features/reader-check/components/reader-shell.tsx';
import { createBrowserI18n } from './lib/browser-i18n.ts';

const VIEW = {
  title: 'The epigenetic clock',
  text: 'Cells age.',
  direction: 'ltr',
  audience: 'writer',
  words: [
    [0, 5],
    [6, 9],
  ],
  textDigest: 'd'.repeat(64),
  questions: [],
  clarityRating: false,
  state: 'open',
};

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the reader's page, prerendered", () => {
  it('has the consent line in its HTML, with Start disabled until the check is in and the language until hydration', () => {
    const container = document.createElement('div');
    container.innerHTML = renderReaderPage();
    expect(container.querySelector('main#main-content')).not.toBeNull();
    expect(container.textContent).toContain('we store no IP address');
    const start = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Start');
    expect(start?.disabled).toBe(true);
    // A language chosen before hydration would be undone by it (CI run of 26 Nov: dir stayed ltr).
    expect(container.querySelector('select')?.disabled).toBe(true);
    expect(container.querySelector('footer a[href="/privacy-policy"]')?.textContent).toBe('Privacy Policy');
  });

  it('hydrates without a mismatch, then shows the check’s title and enables Start and the language', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(VIEW), { status: 200, headers: { 'content-type': 'application/json' } })));
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderReaderPage();
    document.body.append(container);
    const consent = container.querySelector('.rc-consent p');
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const i18n = await createBrowserI18n('en', ['reader-check', 'server-errors']);
    await act(async () => {
      root = hydrateRoot(
        container,
        <I18nextProvider i18n={i18n}>
          <ReaderShell token={'t'.repeat(32)} />
        </I18nextProvider>,
        { onRecoverableError: recoverable },
      );
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: VIEW.title })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled();
    // Hydration kept the server's paragraph, so the painted consent line is not painted again.
    expect(container.querySelector('.rc-consent p')).toBe(consent);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
  });

  it('fetches the reader check’s Hebrew strings only, not every feature’s', async () => {
    const i18n = await createBrowserI18n('he', ['reader-check', 'server-errors']);
    expect(i18n.t('readerCheck.read.start')).toBe('התחלה');
    expect(i18n.exists('deJargonizer')).toBe(false);
  });
});
