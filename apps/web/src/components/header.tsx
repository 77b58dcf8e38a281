import { useEffect, useRef, useState, type RefObject } from 'react';
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
  const header = useRef<HTMLElement>(null);
  const wrapped = useWrapped(header);
  return (
    <header ref={header} className="header" data-wrapped={wrapped || undefined}>
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

/**
 * Whether the header has wrapped to a second row (a narrow phone in Arabic, large text): then it
 * is no longer sticky (styles.css), so that it does not hold a fifth of the screen.
 */
function useWrapped(header: RefObject<HTMLElement | null>): boolean {
  const [wrapped, setWrapped] = useState(false);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => setWrapped(element.offsetHeight > 1.3 * parseFloat(getComputedStyle(element).minHeight || '0'));
    const observer = new ResizeObserver(check);
    observer.observe(element);
    check();
    return () => observer.disconnect();
  }, [header]);
  return wrapped;
}
