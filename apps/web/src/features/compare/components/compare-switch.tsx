// The two Compare pages, two texts and two groups, as a small switch under the heading. It
// brings the Compare pages' stylesheet.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '../compare.css';

export function CompareSwitch() {
  const { t } = useTranslation('compare');
  return (
    <nav className="cmp-switch" aria-label={t('compare.switch.label')}>
      <ul>
        <li>
          <NavLink to="/de-jargonizer/compare" end>
            {t('compare.switch.texts')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/de-jargonizer/compare/groups">{t('compare.switch.groups')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
