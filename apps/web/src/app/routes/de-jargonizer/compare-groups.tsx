// /de-jargonizer/compare/groups: two groups of files before and after, paired by name (docs/compare.md).
import { useTranslation } from 'react-i18next';
import { CompareSwitch } from '../../../features/compare/components/compare-switch.tsx';
import { GroupComparison } from '../../../features/compare/components/group-comparison.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function CompareGroupsRoute() {
  const { t } = useTranslation(['compare', 'de-jargonizer']);
  usePageTitle(`${t('compare.groups.title')} – ${t('deJargonizer.nav.compare')}`);
  return (
    <>
      <h1>{t('compare.groups.title')}</h1>
      <p className="cmp-lead">{t('compare.groups.lead')}</p>
      <CompareSwitch />
      <GroupComparison />
    </>
  );
}
