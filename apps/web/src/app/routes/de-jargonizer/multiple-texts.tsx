// /de-jargonizer/multiple-texts: group grading.
import { useTranslation } from 'react-i18next';
import { GroupGrading } from '../../../features/de-jargonizer/components/group-grading.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function MultipleTextsRoute() {
  const { t } = useTranslation('de-jargonizer');
  usePageTitle(`${t('deJargonizer.group.title')} – ${t('deJargonizer.title')}`);
  return (
    <>
      <h1>{t('deJargonizer.group.title')}</h1>
      <p className="dj-lead">{t('deJargonizer.group.lead')}</p>
      <GroupGrading />
    </>
  );
}
