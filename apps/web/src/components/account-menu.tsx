// The signed-in visitor's account menu in the header (docs/product.md §2 Shell): a circle with the
// display name's initial, else the e-mail's (its tooltip shows the whole address) opening Home, Profile, the entries the
// app adds (Research for researchers, docs/research.md) and Logout.
// Loaded by user-menu.tsx only when someone is signed in.
import { Suspense, type ReactNode } from 'react';
import { DropdownMenu, Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { initialOf } from '../lib/graphemes.ts';

/** Entries a feature adds to the account menu (shared components know no feature: app/ passes them). */
export type AccountMenuItems = (props: { userId: string; navigate: (path: string) => void }) => ReactNode;

export function AccountMenu({
  email,
  name,
  userId,
  items,
}: {
  email: string;
  name: string | null;
  userId: string;
  items?: AccountMenuItems | undefined;
}) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <Tooltip.Provider delayDuration={300}>
      <DropdownMenu.Root>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <DropdownMenu.Trigger className="user-menu__avatar" aria-label={t('shell.userMenu', { email })}>
              {initialOf(name) ?? initialOf(email)}
            </DropdownMenu.Trigger>
          </Tooltip.Trigger>
          {/* In place, not in a portal: inside the header's landmark, as all content should be (axe region). */}
          <Tooltip.Content className="tooltip" sideOffset={6}>
            {email}
          </Tooltip.Content>
        </Tooltip.Root>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/')}>
              {t('shell.home')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/profile')}>
              {t('shell.profile')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/reader-checks')}>
              {t('shell.readerChecks')}
            </DropdownMenu.Item>
            {items && <Suspense fallback={null}>{items({ userId, navigate: (path) => void navigate(path) })}</Suspense>}
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
