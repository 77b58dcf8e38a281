import type { RefObject } from 'react';
import type { AccountMenuItems } from './account-menu.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icons.tsx';
import { LanguageSelect } from './language-select.tsx';
import { useSkipLinkText } from './skip-link-text.ts';
import { UserMenu } from './user-menu.tsx';

interface HeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  sidebarToggleRef: RefObject<HTMLButtonElement | null>;
  /** The features' entries in the account menu. */
  accountMenuItems?: AccountMenuItems;
}

export function Header({ sidebarOpen, onToggleSidebar, sidebarToggleRef, accountMenuItems }: HeaderProps) {
  const { t } = useTranslation();
  useSkipLinkText(t('shell.skipToMain'));
  return (
    <header className="header">
      <button
        ref={sidebarToggleRef}
        type="button"
        className="icon-button"
        aria-expanded={sidebarOpen}
        aria-label={sidebarOpen ? t('shell.closeSidebar') : t('shell.openSidebar')}
        onClick={onToggleSidebar}
      >
        <Icon name="menu" />
      </button>
      <Link to="/" className="header__logo" aria-label={t('shell.logoHome')}>
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>SciComm Studio</span>
      </Link>
      <div className="header__end">
        <LanguageSelect />
        <UserMenu accountMenuItems={accountMenuItems} />
      </div>
    </header>
  );
}
