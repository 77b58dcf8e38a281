// The reader-check pages by the session: a status while it is read, a sign-in link that comes
// back to the page for a visitor, the page's content for the signed-in user.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../lib/auth.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { ReaderCheckSession } from './reader-check-session.tsx';

const session = vi.hoisted(() => ({ state: { status: 'loading' } as AuthState }));
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ state: session.state }) }));

const i18n = createI18n('en');
beforeAll(() => i18n.loadNamespaces('reader-check'));

function show(state: AuthState) {
  session.state = state;
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/reader-checks/compare?ids=a,b']}>
        <ReaderCheckSession>{(userId) => <p>Checks of {userId}</p>}</ReaderCheckSession>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('ReaderCheckSession', () => {
  it('says the session is being read', () => {
    show({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('asks a visitor to sign in and come back to this page', () => {
    show({ status: 'signed-out' });
    expect(screen.getByRole('link', { name: 'Sign in to create reader checks.' })).toHaveAttribute(
      'href',
      '/login?next=%2Freader-checks%2Fcompare%3Fids%3Da%2Cb',
    );
  });

  it('shows the page for the signed-in user', () => {
    show({ status: 'signed-in', user: { id: 'u1' } as Extract<AuthState, { status: 'signed-in' }>['user'] });
    expect(screen.getByText('Checks of u1')).toBeInTheDocument();
  });
});
