// The head of the two Compare pages (texts, groups): the page's title, also the tab's, its lead
// and the switch to the other page.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CompareSwitch } from './compare-switch.tsx';

export function ComparePageHead({ page }: { page: 'texts' | 'groups' }) {
  const { t } = useTranslation(['compare', 'de-jargonizer']);
  const title = t(`compare.${page}.title`);
  usePageTitle(`${title} – ${t('deJargonizer.nav.compare')}`);
  return (
    <>
      <h1>{title}</h1>
      <p className="cmp-lead">{t(`compare.${page}.lead`)}</p>
      <CompareSwitch />
    </>
  );
}
