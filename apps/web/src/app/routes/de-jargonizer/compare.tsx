// /de-jargonizer/compare: two texts before and after (docs/compare.md).
import { useTranslation } from 'react-i18next';
import { CompareSwitch } from '../../../features/compare/components/compare-switch.tsx';
import { TextComparison } from '../../../features/compare/components/text-comparison.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function CompareTextsRoute() {
  const { t } = useTranslation(['compare', 'de-jargonizer']);
  usePageTitle(`${t('compare.texts.title')} – ${t('deJargonizer.nav.compare')}`);
  return (
    <>
      <h1>{t('compare.texts.title')}</h1>
      <p className="cmp-lead">{t('compare.texts.lead')}</p>
      <CompareSwitch />
      <TextComparison />
    </>
  );
}
