// A tool's form code comes when the form can be used: not while the terms dialog a first visitor
// must answer is open, at once after it closes (docs/performance.md "Forms on the tools' pages").
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { TermsConsentGate } from '../components/terms-consent-gate.tsx';
import { clearCookies } from '../test/render-route.tsx';
import { createI18n } from './i18n.ts';
import { useFormCode } from './use-form-code.ts';

function FormProbe({ load }: { load: () => Promise<{ says: string }> }) {
  const code = useFormCode(load);
  return <p>{code ? code.says : 'locked'}</p>;
}

function renderGated(load: () => Promise<{ says: string }>) {
  return render(
    <AppProviders i18n={createI18n('en')} auth={{ status: 'signed-out' }}>
      <MemoryRouter>
        <TermsConsentGate>
          <FormProbe load={load} />
        </TermsConsentGate>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => clearCookies());

describe('useFormCode', () => {
  it('fetches nothing while the terms dialog is open, and the form once the visitor has answered it', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => ({ says: 'live' }));
    renderGated(load);
    const dialog = screen.getByRole('alertdialog', { name: 'Welcome to SciComm Studio' });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('locked')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue as Guest' }));
    await waitFor(() => expect(screen.getByText('live')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the form at once for a visitor who answered the dialog before', async () => {
    document.cookie = 'terms_consent=true; Path=/';
    const load = vi.fn(async () => ({ says: 'live' }));
    renderGated(load);
    expect(await screen.findByText('live')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
