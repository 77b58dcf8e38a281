// The sidebar (docs/product.md §2 Shell): Home, the expandable "Our Tools" group, then the pages a
// writer otherwise reached only through other pages (Compare, Multiple Texts, Reader checks), as
// a drawer dialog so focus is managed; the group is collapsed again every time the drawer opens.
import type { RefObject } from 'react';
import { Collapsible, Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { tools } from '@scicomm/shared';
import { Icon } from './icons.tsx';

/** The De-Jargonizer's other tools and the reader checks: on a phone this menu is the way to them. */
const MORE_PAGES = [
  { path: '/de-jargonizer/compare', label: 'shell.compare' },
  { path: '/de-jargonizer/multiple-texts', label: 'shell.multipleTexts' },
  { path: '/reader-checks', label: 'shell.readerChecks' },
] as const;

interface SidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's toggle, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export function Sidebar({ open, onOpenChange, returnFocusTo }: SidebarProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sidebar__overlay" />
        <Dialog.Content
          className="sidebar"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="sidebar__top">
            <Dialog.Title className="sidebar__title">{t('shell.navigation')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('shell.closeSidebar')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('shell.navigation')}>
            <ul className="sidebar__list">
              <li>
                <NavLink to="/" end className="sidebar__link" onClick={close}>
                  {t('shell.home')}
                </NavLink>
              </li>
              <li>
                <Collapsible.Root key={String(open)} defaultOpen={false}>
                  <Collapsible.Trigger className="sidebar__group">
                    {t('shell.ourTools')}
                    <Icon name="chevron" className="icon sidebar__chevron" />
                  </Collapsible.Trigger>
                  <Collapsible.Content>
                    <ul className="sidebar__sublist">
                      {tools.map((tool) => (
                        <li key={tool.id}>
                          <NavLink to={tool.path} className="sidebar__link" onClick={close}>
                            <Icon name={tool.id} />
                            {t(`home.tools.${tool.id}.title`)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </Collapsible.Content>
                </Collapsible.Root>
              </li>
              {MORE_PAGES.map(({ path, label }) => (
                <li key={path}>
                  <NavLink to={path} end className="sidebar__link" onClick={close}>
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
