// The participant's readers' link at the end of a study (docs/reader-check.md "In a study"): a
// fault fetching it is said, with Try again, instead of leaving the participant with nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { ParticipantReaderCheck } from './participant-reader-check.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderCheck() {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <ParticipantReaderCheck token="tok" participantId="p1" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

it('says when the link could not be loaded, and Try again shows it', async () => {
  let failing = true;
  const fetch = vi.fn(async () =>
    failing
      ? Response.json({ error: { code: 'INTERNAL', message: 'Down.' } }, { status: 503 })
      : Response.json({ url: 'http://localhost/read/abc', readers: 0, targetReaders: 3 }),
  );
  vi.stubGlobal('fetch', fetch);
  renderCheck();
  // Asked three times (two retries) before the fault is shown.
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(alert).toHaveTextContent("We could not load your readers' link.");
  expect(fetch).toHaveBeenCalledTimes(3);

  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Ask a few readers' })).toHaveTextContent('http://localhost/read/abc');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('asks again when the check is not made yet at the last reply, and shows the link once it is', async () => {
  let asked = 0;
  const fetch = vi.fn(async () => {
    asked += 1;
    return asked < 3 ? Response.json(null) : Response.json({ url: 'http://localhost/read/xyz', readers: 0, targetReaders: 3 });
  });
  vi.stubGlobal('fetch', fetch);
  renderCheck();
  expect(await screen.findByRole('region', { name: 'Ask a few readers' }, { timeout: 10_000 })).toHaveTextContent('http://localhost/read/xyz');
  expect(fetch).toHaveBeenCalledTimes(3);
});
