// The De-Jargonizer's sub-navigation bar (docs/product.md §2): De-Jargonizer, Multiple Texts, About,
// Instructions, Development, How to cite, Contact Us. It is on every De-Jargonizer page, so it
// brings the feature's stylesheet.
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../de-jargonizer.css';
import { NavLink, useLocation } from 'react-router';

const items = [
  { to: '/de-jargonizer', key: 'home', end: true },
  { to: '/de-jargonizer/multiple-texts', key: 'multipleTexts' },
  { to: '/de-jargonizer/compare', key: 'compare' },
  { to: '/de-jargonizer/about', key: 'about' },
  { to: '/de-jargonizer/instructions', key: 'instructions' },
  { to: '/de-jargonizer/development', key: 'development' },
  { to: '/de-jargonizer/how-to-cite', key: 'howToCite' },
  { to: '/de-jargonizer/contact-us', key: 'contactUs' },
] as const;

export function DeJargonizerNav() {
  const { t } = useTranslation('de-jargonizer');
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: the current page's link is brought into the row's view
  // (sideways only; scrollIntoView could also move the page, away from a section a link opened).
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left < rowBox.left) row.scrollBy({ left: box.left - rowBox.left });
    else if (box.right > rowBox.right) row.scrollBy({ left: box.right - rowBox.right });
  }, [pathname]);
  return (
    <nav className="dj-subnav" aria-label={t('deJargonizer.nav.label')}>
      <ul ref={list}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={'end' in item ? item.end : false}>
              {t(`deJargonizer.nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
