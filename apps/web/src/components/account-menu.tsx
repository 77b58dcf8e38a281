// The signed-in visitor's account menu in the header (docs/product.md §2 Shell): a circle with the
// e-mail's initial (its tooltip shows the whole address) opening Home, Profile, Research (for
// researchers, docs/research.md) and Logout.
// Loaded by user-menu.tsx only when someone is signed in.
import { DropdownMenu, Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { ResearchMenuItem } from '../features/research/components/research-menu-item.tsx';

export function AccountMenu({ email, userId }: { email: string; userId: string }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <Tooltip.Provider delayDuration={300}>
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
            <ResearchMenuItem userId={userId} onSelect={() => navigate('/research')} />
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
    </Tooltip.Provider>
  );
}
