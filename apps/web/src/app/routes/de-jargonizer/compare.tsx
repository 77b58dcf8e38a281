// /de-jargonizer/compare: two texts before and after (docs/compare.md).
import { useTranslation } from 'react-i18next';
import { CompareSwitch } from '../../../features/compare/components/compare-switch.tsx';
import { TextComparison } from '../../../features/compare/components/text-comparison.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import '../../../lib/strings/compare.ts';
import '../../../lib/strings/de-jargonizer.ts';

export function CompareTextsRoute() {
  const { t } = useTranslation();
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
