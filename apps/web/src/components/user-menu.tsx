// The header's user menu (docs/product.md §2 Shell): Login/Register when signed out, "Loading..." while
// the session is checked, and a circle with the e-mail's initial opening Home/Profile/Logout.
// Login and Register come back to the page they were pressed on (on an account page, to the page
// that one returns to: docs/accounts.md "The way back").
import { lazy, Suspense } from 'react';
import type { AccountMenuItems } from './account-menu.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { useAccountLinksBackHere } from '../lib/use-way-back.ts';

// Only signed-in visitors see the account menu: its Radix menu and tooltip are fetched then,
// not with every first page (docs/performance.md).
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu.tsx')).AccountMenu }));

export function UserMenu({ accountMenuItems }: { accountMenuItems?: AccountMenuItems | undefined }) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const back = useAccountLinksBackHere();
  const loading = <span className="user-menu__loading">{t('shell.loading')}</span>;

  if (state.status === 'loading') return loading;
  if (state.status === 'signed-out') {
    return (
      <nav className="user-menu__links" aria-label={t('shell.login') + ' / ' + t('shell.register')}>
        <Link to={back.login}>{t('shell.login')}</Link>
        <Link to={back.register} className="button button--small">
          {t('shell.register')}
        </Link>
      </nav>
    );
  }
  return (
    <Suspense fallback={loading}>
      <AccountMenu email={state.user.email} name={state.user.name ?? null} userId={state.user.id} items={accountMenuItems} />
    </Suspense>
  );
}
