// The header's user menu (spec §2 Shell): Login/Register when signed out, "Loading..." while
// the session is checked, and a circle with the e-mail's initial opening Home/Profile/Logout.
import { DropdownMenu, Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.tsx';

export function UserMenu() {
  const { t } = useTranslation();
  const { state, signOut } = useAuth();
  const navigate = useNavigate();

  if (state.status === 'loading') {
    return <span className="user-menu__loading">{t('shell.loading')}</span>;
  }
  if (state.status === 'signed-out') {
    return (
      <nav className="user-menu__links" aria-label={t('shell.login') + ' / ' + t('shell.register')}>
        <Link to="/login">{t('shell.login')}</Link>
        <Link to="/register" className="button button--small">
          {t('shell.register')}
        </Link>
      </nav>
    );
  }
  const { email } = state.user;
  return (
    <DropdownMenu.Root>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <DropdownMenu.Trigger className="user-menu__avatar" aria-label={t('shell.userMenu', { email })}>
            {email.charAt(0).toUpperCase()}
          </DropdownMenu.Trigger>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" sideOffset={6}>
            {email}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/')}>
            {t('shell.home')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/profile')}>
            {t('shell.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="menu__item"
            onSelect={() => {
              void signOut().then(() => navigate('/'));
            }}
          >
            {t('shell.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
